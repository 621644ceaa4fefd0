// The reserve form's dates (contract/flight-rules.ts): start now or on a later day, renew monthly or end
// after whole months, offered only where the spot's other flights leave room. Pure: the time is passed in.
import { firstFreeDay, fits, startDayRange } from '@sponsorspot/contract/flight-days';
import {
  FLIGHT_AHEAD_DAYS,
  type Booking,
  type FlightRequest,
  dayOf,
  flightEnd,
  freeEnds,
  startOfDay,
} from '@sponsorspot/contract/flight-rules';
import type { Spot, SpotContent } from '@sponsorspot/contract/sponsor';

// The free days as the simulator reads them too (an order may be started on a taken spot that has some).
export { firstFreeDay, hasFreeDays, startDayRange } from '@sponsorspot/contract/flight-days';

/** What the sponsor picked: a later start day (null: now) and a number of months (null: until unreserved). */
export interface FlightChoice {
  startsOn: string | null;
  months: number | null;
}

export const FLIGHT_NOW: FlightChoice = { startsOn: null, months: null };

/** The flight as the form offers it: its start, the ends free from there, and the one in force. */
export interface FlightPlan {
  start: number;
  ahead: boolean;
  /** Renewing until unreserved is free from this start (nothing is booked after it). */
  open: boolean;
  ends: { months: number; day: string }[];
  /** The months in force: the choice when it is offered, else the first offered (null: renews). */
  months: number | null;
  /** Why no flight can start on the chosen day; null when one can. */
  problem: string | null;
  /** The reserve and checkout bodies' fields for it. */
  request: FlightRequest;
}

/**
 * The spot's other flights as the caller must avoid them: every booking but the caller's own checkout hold
 * (its flight is the content's own, which the form is choosing again).
 */
export function othersBookings(
  spot: Pick<Spot, 'bookings'>,
  content: Pick<SpotContent, 'status' | 'heldUntil' | 'startsAt' | 'endsAt'> | null,
): Booking[] {
  const bookings = spot.bookings ?? [];
  if (!content?.heldUntil) return bookings;
  const own = bookings.findIndex(
    (booking) =>
      booking.startsAt === (content.startsAt ?? null) && booking.endsAt === (content.endsAt ?? null),
  );
  return own < 0 ? bookings : bookings.filter((_, index) => index !== own);
}

/** The flight the choice makes among the bookings at `nowMs`. */
export function planFlight(choice: FlightChoice, bookings: readonly Booking[], nowMs: number): FlightPlan {
  const day = choice.startsOn === null ? null : startOfDay(choice.startsOn);
  const { min, max } = startDayRange(nowMs);
  const start = day ?? nowMs;
  const none = { open: false, ends: [] };
  let problem: string | null = null;
  if (day !== null && (Number.isNaN(day) || choice.startsOn! < min || choice.startsOn! > max))
    problem = `Pick a first day from tomorrow up to ${FLIGHT_AHEAD_DAYS} days ahead.`;
  const free = problem ? none : freeEnds(start, bookings);
  if (!problem && !fits(free))
    problem =
      day === null
        ? 'The spot is taken now: pick a later first day, after the booking above.'
        : 'That day is taken: pick a first day outside the bookings above.';
  const offered = free.ends.some((end) => end.months === choice.months);
  const months = offered ? choice.months : free.open ? null : (free.ends[0]?.months ?? null);
  const request: FlightRequest = {};
  if (choice.startsOn !== null) request.startsOn = choice.startsOn;
  if (months !== null) request.endsOn = dayOf(flightEnd(start, months));
  return { start, ahead: day !== null, open: free.open, ends: free.ends, months, problem, request };
}

/** The form's first choice: now when the spot is free now, else its first free later day. */
export function firstChoice(bookings: readonly Booking[], nowMs: number): FlightChoice {
  if (fits(freeEnds(nowMs, bookings))) return FLIGHT_NOW;
  return { startsOn: firstFreeDay(bookings, nowMs), months: null };
}
