// A spot's embed (docs/publishers.md "The embed and how it counts"), without Fastify: which spots the public
// embed shows and the image it shows for each (the live decal, or a placeholder while the spot is available),
// the snippet every publisher pastes on their page, and the self-contained HTML file that Download.HTML buys
// for channels that cannot load remote images (the same image inlined as a data URI, the same counted link).
// Nothing here counts: the public decal route counts the view of each image it serves, and only that route.
import { EntityStatus, ErrorCode } from '@sponsorspot/contract/constants';
import { PLACEHOLDER_MEDIA_TYPE } from '@sponsorspot/contract/content-rules';
import { FEATURE } from '@sponsorspot/contract/plans';
import { isSpotAvailable, isSpotLive, parseSpotProduct } from '@sponsorspot/contract/rules';
import type { CountsRepository, EmbedSpot } from '../db/repositories/counts.js';
import type { UserRepository } from '../db/repositories/users.js';
import { ApiError, apiError } from '../lib/errors.js';
import { escapeHtml, markup, type SafeHtml } from '../lib/html.js';

/** The rel of every paid link the embed writes: the snippet's and the HTML file's. */
export const SPONSORED_REL = 'sponsored noopener';

/**
 * The visible disclosure after the image when the spot's publisher keeps it on (sponsoredLabel): a block
 * line of small text. Phrasing content (<small>), so the snippet stays valid wherever it is pasted, a <p>
 * included; only a size is set, the font and colour are the page's, so it reads on a dark page as well.
 */
export const SPONSORED_LABEL_HTML =
  '<small style="display:block;font-size:12px;line-height:1.5">Sponsored</small>';

/** The placeholder's size when the spot's product names none: the medium rectangle. */
const DEFAULT_SIZE = { width: 300, height: 250 } as const;

/** Who asks for a spot's snippet or file: the claims of their token that the rules read. */
export interface EmbedCaller {
  userId: number;
  roles: readonly string[];
}

/** An image as the public decal endpoint serves it. */
export interface EmbedImage {
  contentType: string;
  bytes: Buffer;
}

/** A spot the public embed shows, and whether it shows a sponsor's content (live) or waits for one. */
export interface ShownSpot {
  spot: EmbedSpot;
  live: boolean;
  /** What is counted for a view or click now (domain/counting.ts): the live content's id, 0 for the placeholder. */
  servedContentId: number;
}

export interface SpotEmbedOptions {
  /** Where the public embed endpoints are reached from a publisher's page (SIM_PUBLIC_URL). */
  publicUrl: string;
  /** A decal's type and bytes (the content service's readDecal); null when it is gone. */
  readDecal: (decalId: number) => Promise<EmbedImage | null>;
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

function placeholderSize(spot: EmbedSpot): { width: number; height: number } {
  const { width, height } = parseSpotProduct(spot.productJson);
  return width !== null && height !== null ? { width, height } : DEFAULT_SIZE;
}

/**
 * The alt text of the snippet's and the file's image. It names the spot, never a sponsor: the snippet is
 * pasted once and stays while sponsors come and go.
 */
export function embedAltText(spot: Pick<EmbedSpot, 'name'>, id: number): string {
  return `Sponsored: ${spot.name || `spot ${id}`}`;
}

/** A data URI of the bytes; the type's parameters kept, without the spaces a URI may not hold. */
export function dataUri(image: EmbedImage): string {
  const type = image.contentType.replace(/\s*;\s*/g, ';').trim();
  return `data:${type};base64,${image.bytes.toString('base64')}`;
}

export class SpotEmbedService {
  constructor(
    private readonly repos: { counts: CountsRepository; users: UserRepository },
    private readonly options: SpotEmbedOptions,
  ) {}

  /**
   * The spot if the public embed shows it (live, or available for a sponsor), with which of the two; a spot
   * neither live nor available (unknown, unpublished, held, or its publisher not Active) is 404.
   */
  shown(id: number): ShownSpot {
    const spot = this.repos.counts.embedSpot(id);
    const live = spot !== null && isSpotLive(spot.snapshot);
    if (!spot || (!live && !isSpotAvailable(spot.snapshot))) throw apiError.notFound(`Spot ${id}`);
    return { spot, live, servedContentId: live ? (spot.snapshot.currentSpotContentId ?? 0) : 0 };
  }

  /**
   * What GET /public/spot/{id}/decal serves for the spot right now: the live decal's type and bytes; a
   * banner with the sponsor's link title when a live content has no readable decal; a "Sponsor this spot"
   * placeholder while the spot is available. 404 when the embed shows nothing. Counts nothing.
   */
  async image(id: number): Promise<ShownSpot & { image: EmbedImage }> {
    const shown = this.shown(id);
    const { spot, live } = shown;
    const decal = live && spot.decalId !== null ? await this.options.readDecal(spot.decalId) : null;
    if (decal) return { ...shown, image: decal };
    const svg = live
      ? bannerSvg(placeholderSize(spot), spot.linkTitle || 'Sponsored', 'via SponsorSpot')
      : bannerSvg(placeholderSize(spot), 'Sponsor this spot', spot.name || 'on SponsorSpot');
    return {
      ...shown,
      image: { contentType: `${PLACEHOLDER_MEDIA_TYPE}; charset=utf-8`, bytes: Buffer.from(svg, 'utf8') },
    };
  }

  /**
   * GET spot/{id}/snippet: the JavaScript-free snippet, for every publisher of their own spot (and an
   * admin), whatever the plan: a link to the public click endpoint around an image from the public decal
   * endpoint, then the visible "Sponsored" when the spot keeps it on.
   */
  snippet(caller: EmbedCaller, id: number): string {
    const spot = this.embedOf(caller, id);
    return `${this.markupOf(spot, id, `${this.publicBase(id)}/decal`)}\n`;
  }

  /**
   * GET spot/{id}/download: a self-contained HTML document for the spot's publisher whose stored features
   * hold Download.HTML (403 feature_required otherwise): the snippet's counted link around the image the
   * decal endpoint serves now, inlined as a data URI, so nothing is loaded, and no view counted, when it is
   * read, and the snippet's "Sponsored" label. 404 when the embed shows nothing for the spot (the decal
   * endpoint's 404).
   */
  async download(caller: EmbedCaller, id: number): Promise<string> {
    const spot = this.embedOf(caller, id);
    this.requireDownloadHtml(caller.userId);
    const { image } = await this.image(id);
    const title = embedAltText(spot, id);
    return [
      '<!doctype html>',
      '<html lang="en">',
      '<head>',
      '<meta charset="utf-8">',
      markup`<title>${title}</title>`.html,
      '</head>',
      '<body>',
      this.markupOf(spot, id, dataUri(image), 'file'),
      '</body>',
      '</html>',
      '',
    ].join('\n');
  }

  /** 403 feature_required unless the user's stored features (not the token's) hold Download.HTML. */
  private requireDownloadHtml(userId: number): void {
    const features = this.repos.users.findById(userId)?.features ?? [];
    if (!features.includes(FEATURE.downloadHtml))
      throw apiError.featureRequired(
        'The HTML file download needs Download.HTML (Pro and above, or the add-on).',
        FEATURE.downloadHtml,
      );
  }

  private publicBase(id: number): string {
    return `${this.options.publicUrl}/public/spot/${id}`;
  }

  /**
   * `<a href="…/click" rel="sponsored noopener"><img src width height alt></a>`; the size when the spot's
   * product names one; then SPONSORED_LABEL_HTML when the spot keeps its label on. The link is a paid one,
   * and says so to search engines (rel="sponsored", as Google asks of paid links); noopener keeps the
   * sponsor's page from reaching back into the publisher's. The file's link says via=file: its reader loads
   * no view, so its clicks count on their own.
   */
  private markupOf(spot: EmbedSpot, id: number, src: string, via: 'snippet' | 'file' = 'snippet'): string {
    const { width, height } = parseSpotProduct(spot.productJson);
    const alt = embedAltText(spot, id);
    const href = `${this.publicBase(id)}/click${via === 'file' ? '?via=file' : ''}`;
    const link: SafeHtml =
      width !== null && height !== null
        ? markup`<a href="${href}" rel="${SPONSORED_REL}"><img src="${src}" width="${String(width)}" height="${String(height)}" alt="${alt}"></a>`
        : markup`<a href="${href}" rel="${SPONSORED_REL}"><img src="${src}" alt="${alt}"></a>`;
    return spot.sponsoredLabel ? `${link.html}${SPONSORED_LABEL_HTML}` : link.html;
  }

  /**
   * The spot when the caller is its publisher or an admin, and its publisher is Active (the embed shows no
   * spot of a publisher who is not); anyone else's spot does not exist for them (404).
   */
  private embedOf(caller: EmbedCaller, id: number): EmbedSpot {
    const spot = this.repos.counts.embedSpot(id);
    if (!spot || (spot.publisherUserId !== caller.userId && !caller.roles.includes('Admin')))
      throw apiError.notFound(`Spot ${id}`);
    if (spot.snapshot.publisherStatus !== EntityStatus.Active)
      throw new ApiError(
        404,
        ErrorCode.notFound,
        `Spot ${id} has no embed while its publisher is not active: finish connecting payouts first.`,
      );
    return spot;
  }
}
