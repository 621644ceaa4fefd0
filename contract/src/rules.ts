// Pure product rules shared by the simulator and the app, so both sides decide the same way.
import { EntityStatus, ID_MAX, SpotStatus } from './constants.js';
import type { SpotStatusSnapshot } from './sponsor.js';
import { readHttpUrl } from './urls.js';

export const DEFAULT_LOCATION_PATH = '/';

/** The name of a spot's self-contained HTML file (GET spot/{id}/download's attachment, as the app saves it). */
export const spotFileName = (spotId: number): string => `sponsorspot-spot-${spotId}.html`;

/** An id written as text (a URL's segment or query value), or null unless it is one: 1 to ID_MAX, no sign, no leading zero. */
export function idFromText(text: string | null | undefined): number | null {
  if (!text || !/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= ID_MAX ? id : null;
}

/**
 * SPEC §5 location-path formatting: upper-case; keep letters, digits, `_`, `-` and `/`; collapse repeated
 * slashes; add a leading slash; drop a trailing slash unless the path is just `/`.
 */
export function formatLocationPath(text: string): string {
  const kept = text.toUpperCase().replace(/[^A-Z0-9_\-/]/g, '');
  const collapsed = kept.replace(/\/{2,}/g, '/');
  const rooted = collapsed.startsWith('/') ? collapsed : `/${collapsed}`;
  return rooted.length > 1 && rooted.endsWith('/') ? rooted.slice(0, -1) : rooted;
}

/**
 * SPEC §4: live when the snapshot has a spot, the publisher is Active, the spot is Published, it has
 * current content, and that content and its sponsor are both Active.
 */
export function isSpotLive(snapshot: SpotStatusSnapshot | null | undefined): boolean {
  return (
    snapshot != null &&
    snapshot.spotId > 0 &&
    snapshot.publisherStatus === EntityStatus.Active &&
    snapshot.spotStatus === SpotStatus.Published &&
    snapshot.currentSpotContentId != null &&
    snapshot.currentSpotContentStatus === EntityStatus.Active &&
    snapshot.currentSpotContentSponsorStatus === EntityStatus.Active
  );
}

/** SPEC §4: available when the publisher is Active, the spot is Published and there is no current content. */
export function isSpotAvailable(snapshot: SpotStatusSnapshot | null | undefined): boolean {
  return (
    snapshot != null &&
    snapshot.publisherStatus === EntityStatus.Active &&
    snapshot.spotStatus === SpotStatus.Published &&
    snapshot.currentSpotContentId == null
  );
}

/** Field limits of a spot (the create/update bodies, the scenario files and the app's form). */
export const SPOT_LIMITS = {
  name: 200,
  description: 4000,
  locationPath: 300,
  sampleUrl: 2000,
  productJson: 10_000,
} as const;

/**
 * DESIGN "Spot status": Created → Draft → Published ⇄ Disabled; Draft ⇄ Published; Disabled → Draft.
 * A new spot is Created; saving its details makes it Draft (the server does that, not a status change).
 */
export const SPOT_TRANSITIONS: Readonly<Record<SpotStatus, readonly SpotStatus[]>> = {
  [SpotStatus.Created]: [SpotStatus.Draft],
  [SpotStatus.Draft]: [SpotStatus.Published],
  [SpotStatus.Published]: [SpotStatus.Draft, SpotStatus.Disabled],
  [SpotStatus.Disabled]: [SpotStatus.Draft, SpotStatus.Published],
};

/** Whether a spot may go from one status to another (the same status is no change, always allowed). */
export function canChangeSpotStatus(from: SpotStatus, to: SpotStatus): boolean {
  return from === to || SPOT_TRANSITIONS[from].includes(to);
}

/** What publishing needs that is missing: 'publisher' (not Active), 'name', 'sampleUrl'. Empty = publishable. */
export type PublishRequirement = 'publisher' | 'name' | 'sampleUrl';
export function publishProblems(input: {
  publisherStatus: number;
  name: string;
  sampleUrl: string;
}): PublishRequirement[] {
  const missing: PublishRequirement[] = [];
  if (input.publisherStatus !== EntityStatus.Active) missing.push('publisher');
  if (input.name.trim() === '') missing.push('name');
  if (input.sampleUrl.trim() === '') missing.push('sampleUrl');
  return missing;
}

/** A sample URL's problem, or null: it must be an absolute http(s) URL (empty is allowed on a draft). */
export function sampleUrlProblem(text: string): string | null {
  if (text === '') return null;
  if (text.length > SPOT_LIMITS.sampleUrl) return `Use at most ${SPOT_LIMITS.sampleUrl} characters.`;
  const url = readHttpUrl(text);
  if (url === 'not_a_url') return 'Enter a full address, such as https://example.com/page.';
  if (url === 'not_http') return 'The address must start with https:// or http://.';
  return null;
}

/** The ad sizes a spot offers (IAB names), width × height in CSS pixels. */
export const SPOT_SIZES = [
  { size: '728x90', name: 'Leaderboard' },
  { size: '300x250', name: 'Medium rectangle' },
  { size: '320x50', name: 'Mobile banner' },
  { size: '160x600', name: 'Wide skyscraper' },
] as const;

/** What a spot sells, as its productJson holds it (SPEC §3 leaves the shape open; this is the product's). */
export interface SpotProduct {
  placement: string;
  /** e.g. "300x250" */
  size: string;
  pricePerMonth: number;
  currency: string;
}

/** The product of a spot's productJson, with the size parsed; null parts when absent or malformed. */
export function parseSpotProduct(productJson: string): {
  placement: string | null;
  width: number | null;
  height: number | null;
  pricePerMonth: number | null;
  currency: string | null;
} {
  let value: unknown;
  try {
    value = JSON.parse(productJson);
  } catch {
    value = null;
  }
  const product = (value !== null && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  const size = typeof product.size === 'string' ? /^(\d{1,4})x(\d{1,4})$/.exec(product.size) : null;
  const price = product.pricePerMonth;
  return {
    placement: typeof product.placement === 'string' ? product.placement : null,
    width: size ? Number(size[1]) : null,
    height: size ? Number(size[2]) : null,
    pricePerMonth: typeof price === 'number' && Number.isFinite(price) && price >= 0 ? price : null,
    currency: typeof product.currency === 'string' ? product.currency : null,
  };
}
