// Pure product rules shared by the simulator and the app, so both sides decide the same way.
import { EntityStatus, ID_MAX, SpotStatus } from './constants.js';
import { HELD_LABEL, holdMsLeft } from './reservation-rules.js';
import { CONTROL_CHARACTER_RULE, hasControlCharacter } from './text-rules.js';
import { readHttpUrl } from './urls.js';
import { parseSpotProduct } from './spot-product.js';

// What a spot sells and where it sits (size, price, currency, location path) is spot-product.ts's, which the
// app's first screens import alone; every rule of it is a rule of this module too.
export * from './spot-product.js';

/** The name of a spot's self-contained HTML file (GET spot/{id}/download's attachment, as the app saves it). */
export const spotFileName = (spotId: number): string => `sponsorspot-spot-${spotId}.html`;

/** An id written as text (a URL's segment or query value), or null unless it is one: 1 to ID_MAX, no sign, no leading zero. */
export function idFromText(text: string | null | undefined): number | null {
  if (!text || !/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= ID_MAX ? id : null;
}

/**
 * What the live and available rules read of a spot status snapshot (sponsor.ts SpotStatusSnapshot, whose
 * schema imports these rules' limits, so the rules name the fields themselves).
 */
export interface SnapshotStatuses {
  spotId: number;
  spotStatus: number;
  publisherStatus: number;
  currentSpotContentId: number | null;
  currentSpotContentStatus: number | null;
  currentSpotContentSponsorStatus: number | null;
}

/**
 * Live when the snapshot has a spot, the publisher is Active, the spot is Published, it has
 * current content, and that content and its sponsor are both Active.
 */
export function isSpotLive(snapshot: SnapshotStatuses | null | undefined): boolean {
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

/** Available when the publisher is Active, the spot is Published and there is no current content. */
export function isSpotAvailable(snapshot: SnapshotStatuses | null | undefined): boolean {
  return (
    snapshot != null &&
    snapshot.publisherStatus === EntityStatus.Active &&
    snapshot.spotStatus === SpotStatus.Published &&
    snapshot.currentSpotContentId == null
  );
}

/** What a buyer reads a spot as, on every card, list and order page. */
export type SpotAvailability = 'live' | 'available' | 'held' | 'reserved';

export const SPOT_AVAILABILITY_LABEL: Readonly<Record<SpotAvailability, string>> = {
  live: 'Live',
  available: 'Available',
  held: HELD_LABEL,
  reserved: 'Reserved',
};

/**
 * Live wins (docs/architecture.md "Statuses, live and available"); a spot available by that rule that a
 * sponsor's checkout holds at `nowMs` is held, never "Available": only the holder can pay for it until the
 * hold ends (`heldUntil`; in lists a time already past means the hold has ended); a spot neither live nor
 * available is reserved (taken, or not active).
 */
export function spotAvailabilityOf(
  spot: { snapshot: SnapshotStatuses | null | undefined; heldUntil: string | null },
  nowMs: number,
): SpotAvailability {
  if (isSpotLive(spot.snapshot)) return 'live';
  if (!isSpotAvailable(spot.snapshot)) return 'reserved';
  return holdMsLeft(spot.heldUntil, nowMs) > 0 ? 'held' : 'available';
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
 * docs/publishers.md "Spot rules": Created → Draft → Published ⇄ Disabled; Draft ⇄ Published; Disabled →
 * Draft. A new spot is Created; saving its details makes it Draft (the server does that, not a status
 * change).
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

/**
 * What publishing needs that is missing: 'publisher' (not Active), 'name', 'sampleUrl', 'pricePerMonth' (the
 * productJson has no price the price rule accepts, see priceProblem). Empty = publishable.
 */
export type PublishRequirement = 'publisher' | 'name' | 'sampleUrl' | 'pricePerMonth';
export function publishProblems(input: {
  publisherStatus: number;
  name: string;
  sampleUrl: string;
  productJson: string;
}): PublishRequirement[] {
  const missing: PublishRequirement[] = [];
  if (input.publisherStatus !== EntityStatus.Active) missing.push('publisher');
  if (input.name.trim() === '') missing.push('name');
  if (input.sampleUrl.trim() === '') missing.push('sampleUrl');
  if (parseSpotProduct(input.productJson).pricePerMonth === null) missing.push('pricePerMonth');
  return missing;
}

/** A spot name's problem, or null: one line (the embed's alternative text and the spot file's title carry it). */
export function spotNameProblem(text: string): string | null {
  return hasControlCharacter(text) ? `The name ${CONTROL_CHARACTER_RULE}.` : null;
}

/**
 * A sample URL's problem, or null: it must be an absolute http(s) URL on one line (the URL parser drops tabs
 * and line breaks, so the link shown would not be the one stored); empty is allowed on a draft.
 */
export function sampleUrlProblem(text: string): string | null {
  if (text === '') return null;
  if (text.length > SPOT_LIMITS.sampleUrl) return `Use at most ${SPOT_LIMITS.sampleUrl} characters.`;
  if (hasControlCharacter(text)) return `The address ${CONTROL_CHARACTER_RULE}.`;
  const url = readHttpUrl(text);
  if (url === 'not_a_url') return 'Enter a full address, such as https://example.com/page.';
  if (url === 'not_http') return 'The address must start with https:// or http://.';
  return null;
}
