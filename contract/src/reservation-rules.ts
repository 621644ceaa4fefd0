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
