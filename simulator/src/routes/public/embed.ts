// The JavaScript-free embed (docs/publishers.md "The embed and how it counts"), tenant-free: an <img> and an
// <a> on a publisher's page send no headers. Each answer is `no-store`, so every load and click reaches the
// simulator and is counted (domain/counting.ts).
//   GET /public/spot/{id}/decal (embed.spotDecal) — the live decal's bytes, or a "sponsor this spot"
//     placeholder (SVG, the size of the spot's product) when the spot is available; counts a view of what it
//     served (the live content, or the placeholder apart: domain/counting.ts).
//   GET /public/spot/{id}/click (embed.spotClick) — 302 to the live content's link, or to the spot's page in
//     the app; counts a click (via=file: the HTML file's link, counted without a view).
// A spot neither live nor available (unknown, unpublished, or its publisher not Active): 404, no image.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import * as embed from '@sponsorspot/contract/endpoints/embed';
import { endpointRoute } from '../endpoint-route.js';

/** An SVG runs nothing and loads nothing: no script, no outside resource, even opened on its own. */
const IMAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

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

  const noStore = (reply: FastifyReply) =>
    reply.header('cache-control', 'no-store').header('cross-origin-resource-policy', 'cross-origin');

  app.route({
    ...endpointRoute(app, embed.spotDecal),
    handler: async (request, reply) => {
      // The image is picked by domain/embed.ts, which the HTML file download inlines too; only this route
      // counts a view of it.
      const { image, servedContentId } = await app.spotEmbeds.image(request.params.id);
      // Fastify answers HEAD with this route too: a link checker's HEAD is not a reader's view.
      if (request.method === 'GET') app.counting.view(request.params.id, servedContentId, visitorOf(request));
      noStore(reply).header('content-security-policy', IMAGE_CSP);
      return reply.type(image.contentType).send(image.bytes);
    },
  });

  app.route({
    ...endpointRoute(app, embed.spotClick),
    handler: async (request, reply) => {
      const { spot, live, servedContentId } = app.spotEmbeds.shown(request.params.id);
      if (request.method === 'GET') {
        if (request.query.via === 'file')
          app.counting.fileClick(request.params.id, servedContentId, visitorOf(request));
        else app.counting.click(request.params.id, visitorOf(request));
      }
      const appOrigin = app.settings.appOrigins[0] ?? app.settings.publicUrl;
      const target = (live && safeLink(spot.linkUrl)) || `${appOrigin}/order/${request.params.id}`;
      return noStore(reply).redirect(target, 302);
    },
  });
};

export default embedRoutes;
