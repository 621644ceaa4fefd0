// Holding, paying for and reserving a spot (DESIGN "Spot content", sponsor-side endpoint notes): the
// reserve and unreserve bodies, the checkout product a spot is paid with, the hold's length and the
// watches of "notify me". The SpotContent answer is contract/sponsor.ts's.
import Type, { type Static } from 'typebox';

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

/**
 * The checkout product of a spot: POST account/stripe_checkout with this product and variant and the
 * content's spotContentId opens a monthly subscription at the spot's productJson pricePerMonth (and
 * currency, usd when absent). A spot without a price (or priced 0) needs no checkout: it reserves directly.
 */
export const SPOT_PRODUCT = { product: 'Spot', variant: 'Spot.Monthly', interval: 'month' } as const;

/** How long opening checkout holds the spot for the sponsor (of the simulator's clock). */
export const SPOT_HOLD_MS = 30 * 60 * 1000;

/** POST spot/content/reserve and spot/content/unreserve. */
export const ReserveBody = Type.Object({ spotContentId: Id }, { additionalProperties: false });
export type ReserveBody = Static<typeof ReserveBody>;

/** POST and DELETE spot/{id}/watch. */
export const WatchParams = Type.Object({ id: Id });
export type WatchParams = Static<typeof WatchParams>;

/** The answer of the watch calls: whether the caller watches the spot now. */
export const SpotWatch = Type.Object({
  spotId: Type.Integer(),
  watching: Type.Boolean(),
});
export type SpotWatch = Static<typeof SpotWatch>;
