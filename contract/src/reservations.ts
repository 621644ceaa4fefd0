// Holding, paying for and reserving a spot (docs/sponsors.md "Holding, paying for and reserving a spot";
// contract/src/endpoints/reservations.ts): the
// reserve and unreserve bodies, the checkout product a spot is paid with, the hold's length and the
// watches of "notify me". The SpotContent answer is contract/sponsor.ts's.
import Type, { type Static } from 'typebox';
import { Id } from './common.js';

export { FLIGHT_FIELDS } from './flight-rules.js';

// The checkout product of a spot and the hold's length are plain values (./reservation-rules.ts), so the
// app reads them without TypeBox.
export { SPOT_HOLD_MS, SPOT_PRODUCT } from './reservation-rules.js';

/**
 * The flight fields of a reservation (./flight-rules.ts), extensions of ours on POST spot/content/reserve and
 * on a spot's checkout: without them a reservation starts now and renews monthly until unreserved.
 */
const Day = (description: string) =>
  Type.Optional(
    Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: `Extension of ours: ${description}` }),
  );
export const FlightFields = {
  startsOn: Day(
    'the day the flight starts (UTC, today up to 365 days ahead; today or none: now). Its decal goes live and ' +
      'its first month begins at 00:00 UTC that day; the first month is paid at booking.',
  ),
  endsOn: Day(
    'the day a fixed flight ends: a whole number of months (1 to 12) from the start, as billing chains them. ' +
      'None: it renews monthly until unreserved.',
  ),
};

/** POST spot/content/reserve: the content, and its flight (extension fields). */
export const ReserveBody = Type.Object(
  { spotContentId: Id, ...FlightFields },
  { additionalProperties: false },
);
export type ReserveBody = Static<typeof ReserveBody>;

/** POST spot/content/unreserve. */
export const UnreserveBody = Type.Object({ spotContentId: Id }, { additionalProperties: false });
export type UnreserveBody = Static<typeof UnreserveBody>;

/** A taken period of a spot (./flight-rules.ts Booking): null start since before now, null end renews. */
export const Booking = Type.Object({
  startsAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  endsAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});

/** POST and DELETE spot/{id}/watch. */
export const WatchParams = Type.Object({ id: Id });
export type WatchParams = Static<typeof WatchParams>;

/** The answer of the watch calls: whether the caller watches the spot now. */
export const SpotWatch = Type.Object({
  spotId: Type.Integer(),
  watching: Type.Boolean(),
});
export type SpotWatch = Static<typeof SpotWatch>;
