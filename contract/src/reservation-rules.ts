// Holding and paying for a spot, as plain values (no TypeBox, no Node imports): the simulator and the app
// read the same product names and hold length, and the app's bundle stays small. contract/reservations.ts
// re-exports them beside its schemas.

/**
 * The checkout product of a spot: POST account/stripe_checkout with this product and variant and the
 * content's spotContentId opens a monthly subscription at the spot's productJson pricePerMonth, in US
 * dollars. Every reservation is paid this way: a spot without a price the price rule accepts
 * (contract/rules.ts priceProblem) is refused (409 spot_not_priced).
 */
export const SPOT_PRODUCT = { product: 'Spot', variant: 'Spot.Monthly', interval: 'month' } as const;

/** How long opening checkout holds the spot for the sponsor (of the simulator's clock). */
export const SPOT_HOLD_MS = 30 * 60 * 1000;

/**
 * How a reservation is named to the people who pay for it and watch it — the checkout's line item, the
 * invoices, every mail and the app: the spot and its publisher ("Blog sidebar on Spoke & Chain"), never an
 * id of ours.
 */
export function reservationName(spot: { name: string; publisherName: string }): string {
  return `${spot.name} on ${spot.publisherName}`;
}

/** A spot subscription's line on the checkout and its invoices: "Blog sidebar on Spoke & Chain, monthly". */
export function reservationLine(spot: { name: string; publisherName: string }): string {
  return `${reservationName(spot)}, monthly`;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * The time left before a deadline as people say it, rounded down: "less than a minute left", "18 min left",
 * "1 h 5 min left", "3 days left"; "no time left" once it passed. Never clock-like: "19:05" reads as a
 * time of day.
 */
export function formatTimeLeft(ms: number): string {
  if (!(ms > 0)) return 'no time left';
  if (ms < MINUTE_MS) return 'less than a minute left';
  if (ms >= 2 * DAY_MS) {
    const days = Math.floor(ms / DAY_MS);
    return `${days} days left`;
  }
  const hours = Math.floor(ms / HOUR_MS);
  const minutes = Math.floor((ms % HOUR_MS) / MINUTE_MS);
  if (hours === 0) return `${minutes} min left`;
  return minutes === 0 ? `${hours} h left` : `${hours} h ${minutes} min left`;
}

/** The ms left of a hold that ends at `heldUntil` (an ISO time), at `nowMs`; 0 without one or once it passed. */
export function holdMsLeft(heldUntil: string | null | undefined, nowMs: number): number {
  const end = heldUntil ? Date.parse(heldUntil) : Number.NaN;
  return Number.isNaN(end) ? 0 : Math.max(0, end - nowMs);
}

/** A held spot's label, wherever a spot's state is shown (contract/rules.ts spotAvailabilityOf). */
export const HELD_LABEL = 'Held';

/** Whose checkout holds the spot, as the reader sees it ('a sponsor' where the reader is not known). */
export type HoldHolder = 'you' | 'another sponsor' | 'a sponsor';

const HOLDER_WORDS: Record<HoldHolder, string> = {
  you: 'your',
  'another sponsor': 'another sponsor’s',
  'a sponsor': 'a sponsor’s',
};

/**
 * The one sentence of a hold, on the marketplace card, the order page and the sponsor's lists: "Held for
 * your checkout: 18 min left." or "Held for another sponsor's checkout: 1 h 5 min left."
 */
export function heldSentence(holder: HoldHolder, msLeft: number): string {
  return `Held for ${HOLDER_WORDS[holder]} checkout: ${formatTimeLeft(msLeft)}.`;
}
