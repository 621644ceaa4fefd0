// Flights on the simulator's clock (contract/flight-rules.ts; docs/sponsors.md "Flights:
// booking ahead and fixed flights"): what a reserve or a spot's
// checkout asks for, checked against the spot's other flights; a booking ahead's paid first month moved to
// its start; and the sweep that puts booked reservations live on their day and ends fixed flights on theirs.
// Every function runs inside the caller's immediate transaction.
import { EntityStatus } from '@sponsorspot/contract/constants';
import {
  type Flight,
  type FlightRequest,
  FLIGHT_MONTHS_MAX,
  clashOf,
  dayOf,
  flightEnd,
  isFlightProblem,
  resolveFlight,
} from '@sponsorspot/contract/flight-rules';
import type { ContentRecord } from '../../db/repositories/spot-contents.js';
import type { SpotFlightRepository } from '../../db/repositories/spot-flights.js';
import type { Subscription, SubscriptionRepository } from '../../db/repositories/subscriptions.js';
import { apiError } from '../../lib/errors.js';
import { addInterval } from '../payments/billing.js';

/** The flight a body asks for at `now`, or 400 validation_failed naming the field the rules refuse. */
export function requestedFlight(request: FlightRequest, now: Date): Flight {
  const flight = resolveFlight(request, now.getTime());
  if (isFlightProblem(flight)) throw apiError.validation(flight.message, [flight]);
  return flight;
}

/** Stores the content's flight: its start when booked ahead, its end when fixed. */
export function saveFlight(flights: SpotFlightRepository, contentId: number, flight: Flight): void {
  flights.setFlight(
    contentId,
    flight.ahead ? new Date(flight.start) : null,
    flight.end === null ? null : new Date(flight.end),
  );
}

/** The flight a content holds: as stored (its checkout's, or its reservation's), else now and renewing. */
export function storedFlight(content: Pick<ContentRecord, 'startsAt' | 'endsAt'>, now: Date): Flight {
  const start = content.startsAt ? Date.parse(content.startsAt) : now.getTime();
  return {
    start: Math.max(start, now.getTime()),
    end: content.endsAt ? Date.parse(content.endsAt) : null,
    ahead: start > now.getTime(),
    months: null,
  };
}

/**
 * 409 spot_unavailable when another flight of the spot (its running reservation, one booked ahead, or a
 * checkout's hold) overlaps this one; it names the first that does in days.
 */
export function checkFlightFree(
  flights: SpotFlightRepository,
  content: Pick<ContentRecord, 'id' | 'spotId'>,
  flight: Flight,
  now: Date,
): void {
  const clash = clashOf(flight.start, flight.end, flights.bookings(content.spotId, now, content.id));
  if (!clash) return;
  const from =
    clash.startsAt && Date.parse(clash.startsAt) > now.getTime() ? dayOf(Date.parse(clash.startsAt)) : null;
  const until = clash.endsAt ? dayOf(Date.parse(clash.endsAt)) : null;
  const taken = from
    ? `it is booked from ${from}${until ? ` until ${until}` : ''}`
    : until
      ? `it is taken until ${until}`
      : 'another sponsor holds or reserved it, with no end';
  throw apiError.spotUnavailable(
    `This spot is not available for these dates: ${taken}. Pick a flight that ends by the next booking or starts after it.`,
  );
}

/**
 * A fixed flight that starts now ends with the month its payment began (minutes before the reserve): its
 * end is moved onto that month's chain, so the renewals stop exactly at it.
 */
export function alignToPaidMonths(flight: Flight, subscription: Subscription | null): Flight {
  if (flight.ahead || flight.end === null || !subscription?.periodStart) return flight;
  const anchor = Date.parse(subscription.periodStart);
  const day = dayOf(flight.end);
  for (let months = 1; months <= FLIGHT_MONTHS_MAX; months += 1) {
    const end = flightEnd(anchor, months);
    if (dayOf(end) === day) return { ...flight, end };
  }
  return flight;
}

/**
 * A booking ahead is paid at booking: its first paid month is moved to start on the flight's day, so the
 * next renewal is a month after the start and nothing is billed for the days before it.
 */
export function startPaidMonthOn(
  subscriptions: SubscriptionRepository,
  subscription: Subscription | null,
  flight: Flight,
  now: Date,
): void {
  if (!flight.ahead || !subscription || subscription.status !== EntityStatus.Active) return;
  const start = new Date(flight.start);
  subscriptions.save({
    ...subscription,
    periodStart: start.toISOString(),
    periodEnd: addInterval(start, subscription.interval).toISOString(),
    updated: now.toISOString(),
  });
}
