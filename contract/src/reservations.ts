// Holding, paying for and reserving a spot (DESIGN "Spot content", sponsor-side endpoint notes): the
// reserve and unreserve bodies, the checkout product a spot is paid with, the hold's length and the
// watches of "notify me". The SpotContent answer is contract/sponsor.ts's.
import Type, { type Static } from 'typebox';
import { Id } from './common.js';

// The checkout product of a spot and the hold's length are plain values (./reservation-rules.ts), so the
// app reads them without TypeBox.
export { SPOT_HOLD_MS, SPOT_PRODUCT } from './reservation-rules.js';

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
