// The JavaScript-free embed (DESIGN "Embed and analytics"), tenant-free: an <img> and an <a> on a
// publisher's page send no headers. Each answer is `no-store`, so every load and click reaches the
// simulator and is counted (domain/counting.ts).
//   GET /public/spot/{id}/decal (embed.spotDecal) — the live decal's bytes, or a "sponsor this spot"
//     placeholder (SVG, the size of the spot's product) when the spot is available; counts a view.
//   GET /public/spot/{id}/click (embed.spotClick) — 302 to the live content's link, or to the spot's page in
//     the app; counts a click.
// A spot neither live nor available (unknown, unpublished, or its publisher not Active): 404, no image.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import * as embed from '@sponsorspot/contract/endpoints/embed';
import { isSpotAvailable, isSpotLive, parseSpotProduct } from '@sponsorspot/contract/rules';
import type { EmbedSpot } from '../../db/repositories/counts.js';
import { apiError } from '../../lib/errors.js';
import { escapeHtml } from '../../lib/html.js';
import { endpointRoute } from '../endpoint-route.js';

/** The placeholder's size when the spot's product names none: the medium rectangle. */
const DEFAULT_SIZE = { width: 300, height: 250 } as const;

/** An SVG runs nothing and loads nothing: no script, no outside resource, even opened on its own. */
const IMAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

function embedSize(spot: EmbedSpot): { width: number; height: number } {
  const { width, height } = parseSpotProduct(spot.productJson);
  return width !== null && height !== null ? { width, height } : DEFAULT_SIZE;
}

/** A simple banner of the spot's size with one line of text (escaped) in the middle. */
export function bannerSvg(size: { width: number; height: number }, title: string, subtitle: string): string {
  const { width, height } = size;
  const fontSize = Math.max(10, Math.min(22, Math.floor(Math.min(height / 4, width / 16))));
  const showSubtitle = height >= 3 * fontSize + 8;
  const middle = Math.round(height / 2);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img">`,
    `<title>${escapeHtml(title)}</title>`,
    `<rect x="0.5" y="0.5" width="${width - 1}" height="${height - 1}" fill="#f3f6fb" stroke="#4a6fa5" stroke-dasharray="6 4"/>`,
    `<text x="50%" y="${showSubtitle ? middle - 4 : middle}" font-family="system-ui, sans-serif" font-size="${fontSize}" fill="#1d3557" text-anchor="middle" dominant-baseline="middle">${escapeHtml(title)}</text>`,
    showSubtitle
      ? `<text x="50%" y="${middle + fontSize}" font-family="system-ui, sans-serif" font-size="${Math.round(fontSize * 0.7)}" fill="#3d4f66" text-anchor="middle" dominant-baseline="middle">${escapeHtml(subtitle)}</text>`
      : '',
    '</svg>',
  ].join('');
}

/** Only an absolute http(s) link is followed; anything else falls back to the spot's page. */
function safeLink(text: string): string | null {
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

const embedRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const visitorOf = (request: FastifyRequest) => ({
    address: request.ip,
    userAgent: request.headers['user-agent'],
  });

  /** The spot if the embed may show it (live or available), with which of the two it is. */
  const shownSpot = (id: number) => {
    const spot = app.counts.embedSpot(id);
    const live = spot !== null && isSpotLive(spot.snapshot);
    if (!spot || (!live && !isSpotAvailable(spot.snapshot))) throw apiError.notFound(`Spot ${id}`);
    return { spot, live };
  };

  const noStore = (reply: FastifyReply) =>
    reply.header('cache-control', 'no-store').header('cross-origin-resource-policy', 'cross-origin');

  app.route({
    ...endpointRoute(app, embed.spotDecal),
    handler: async (request, reply) => {
      const { spot, live } = shownSpot(request.params.id);
      const decal = live && spot.decalId !== null ? await app.content.readDecal(spot.decalId) : null;
      // Fastify answers HEAD with this route too: a link checker's HEAD is not a reader's view.
      if (request.method === 'GET') app.counting.view(request.params.id, visitorOf(request));
      noStore(reply).header('content-security-policy', IMAGE_CSP);
      if (decal) return reply.type(decal.contentType).send(decal.bytes);
      const svg = live
        ? bannerSvg(embedSize(spot), spot.linkTitle || 'Sponsored', 'via SponsorSpot')
        : bannerSvg(embedSize(spot), 'Sponsor this spot', spot.name || 'on SponsorSpot');
      return reply.type('image/svg+xml; charset=utf-8').send(svg);
    },
  });

  app.route({
    ...endpointRoute(app, embed.spotClick),
    handler: async (request, reply) => {
      const { spot, live } = shownSpot(request.params.id);
      if (request.method === 'GET') app.counting.click(request.params.id, visitorOf(request));
      const appOrigin = app.settings.appOrigins[0] ?? app.settings.publicUrl;
      const target = (live && safeLink(spot.linkUrl)) || `${appOrigin}/order/${request.params.id}`;
      return noStore(reply).redirect(target, 302);
    },
  });
};

export default embedRoutes;
