// Flights: the period a reservation runs, as plain values (no TypeBox, no Node imports) so the simulator and
// the reserve form apply the same rules (docs/sponsors.md "Flights: booking ahead and fixed flights").
//
// - A flight starts now, or on a day (`startsOn`, YYYY-MM-DD, UTC) from tomorrow up to FLIGHT_AHEAD_DAYS
//   ahead: at 00:00 UTC of that day, on the simulator's clock, its decal goes live and its first month begins.
// - It renews monthly until unreserved, or it ends after a whole number of months (`endsOn`): the day its
//   last paid month ends, when the decal comes off and nothing more is billed. Months chain as billing's
//   do (contract/plans.ts periodEnd: Jan 31 → Feb 28 → Mar 28), so a fixed flight is exactly its invoices.
// - A flight is paid at booking: the first month is charged when it is booked, the next ones on their day.
// - No two flights of one spot overlap. A flight holds [start, end): one that ends on Jan 5 and one that
//   starts on Jan 5 both fit.
import { periodEnd } from './plans.js';

/** The body fields of a flight: extensions of ours on POST spot/content/reserve and a spot's checkout. */
export const FLIGHT_FIELDS = ['startsOn', 'endsOn'] as const;

/** How far ahead a flight may start, in days. */
export const FLIGHT_AHEAD_DAYS = 365;
/** The longest fixed flight, in months (a longer one renews monthly until unreserved). */
export const FLIGHT_MONTHS_MAX = 12;

const DAY_MS = 86_400_000;
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A taken period of a spot: from `startsAt` (null: since before now) until `endsAt` (null: no end). */
export interface Booking {
  startsAt: string | null;
  endsAt: string | null;
}

/** The flight a sponsor asks for, as the reserve and checkout bodies carry it. */
export interface FlightRequest {
  startsOn?: string;
  endsOn?: string;
}

/** A flight resolved on the clock: its start (ms) and its end (ms, null: renews until unreserved). */
export interface Flight {
  start: number;
  end: number | null;
  /** Whether it starts on a later day (a booking ahead) rather than now. */
  ahead: boolean;
  months: number | null;
}

/** The UTC day of a time, YYYY-MM-DD. */
export function dayOf(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** 00:00 UTC of a YYYY-MM-DD day, or NaN when it is not a real day. */
export function startOfDay(date: string): number {
  if (!DATE_PATTERN.test(date)) return Number.NaN;
  const ms = Date.parse(`${date}T00:00:00.000Z`);
  return Number.isNaN(ms) || dayOf(ms) !== date ? Number.NaN : ms;
}

/** The end of `months` monthly periods from `start`, chained as billing renews them. */
export function flightEnd(start: number, months: number): number {
  let end = new Date(start);
  for (let i = 0; i < months; i += 1) end = periodEnd(end, 'month');
  return end.getTime();
}

/** The days a fixed flight from `start` may end on, by its number of months (1 … FLIGHT_MONTHS_MAX). */
export function endDaysFrom(start: number): { months: number; day: string }[] {
  return Array.from({ length: FLIGHT_MONTHS_MAX }, (_, i) => ({
    months: i + 1,
    day: dayOf(flightEnd(start, i + 1)),
  }));
}

/** The field and sentence of a flight the rules refuse, or null when it is one they accept. */
export interface FlightProblem {
  field: 'startsOn' | 'endsOn';
  message: string;
}

/**
 * The flight a request asks for at `now` (ms), or the problem with it. A start of today is now; an end
 * must be the last day of a whole number of months from the start.
 */
export function resolveFlight(request: FlightRequest, now: number): Flight | FlightProblem {
  let start = now;
  let ahead = false;
  if (request.startsOn !== undefined) {
    const day = startOfDay(request.startsOn);
    const today = startOfDay(dayOf(now));
    if (Number.isNaN(day)) return { field: 'startsOn', message: 'startsOn must be a day, YYYY-MM-DD.' };
    if (day < today)
      return { field: 'startsOn', message: 'startsOn is in the past: pick today or a later day.' };
    if (day > today + FLIGHT_AHEAD_DAYS * DAY_MS)
      return {
        field: 'startsOn',
        message: `startsOn is more than ${FLIGHT_AHEAD_DAYS} days ahead: book at most ${FLIGHT_AHEAD_DAYS} days ahead.`,
      };
    if (day > today) {
      start = day;
      ahead = true;
    }
  }
  if (request.endsOn === undefined) return { start, end: null, ahead, months: null };
  if (Number.isNaN(startOfDay(request.endsOn)))
    return { field: 'endsOn', message: 'endsOn must be a day, YYYY-MM-DD.' };
  const match = endDaysFrom(start).find((option) => option.day === request.endsOn);
  if (!match)
    return {
      field: 'endsOn',
      message: `endsOn must end a whole number of months from the start (1 to ${FLIGHT_MONTHS_MAX}), e.g. ${dayOf(flightEnd(start, 1))}.`,
    };
  return { start, end: flightEnd(start, match.months), ahead, months: match.months };
}

export function isFlightProblem(value: Flight | FlightProblem): value is FlightProblem {
  return 'field' in value;
}

/** Whether [start, end) meets a booking (null ends are open). */
export function overlaps(start: number, end: number | null, booking: Booking): boolean {
  const from = booking.startsAt === null ? Number.NEGATIVE_INFINITY : Date.parse(booking.startsAt);
  const until = booking.endsAt === null ? Number.POSITIVE_INFINITY : Date.parse(booking.endsAt);
  return start < until && from < (end ?? Number.POSITIVE_INFINITY);
}

/** The first booking [start, end) meets, or null when the flight is free. */
export function clashOf(start: number, end: number | null, bookings: readonly Booking[]): Booking | null {
  return bookings.find((booking) => overlaps(start, end, booking)) ?? null;
}

/** The earliest booking that starts after `now`: the spot is "Booked from" its day. */
export function nextBooking(bookings: readonly Booking[], now: number): Booking | null {
  let next: Booking | null = null;
  for (const booking of bookings) {
    if (booking.startsAt === null || Date.parse(booking.startsAt) <= now) continue;
    if (!next || Date.parse(booking.startsAt) < Date.parse(next.startsAt as string)) next = booking;
  }
  return next;
}

/**
 * The fixed lengths a flight from `start` may take among the bookings, and whether it may renew with no
 * end: exactly the ends that are free.
 */
export function freeEnds(
  start: number,
  bookings: readonly Booking[],
): { open: boolean; ends: { months: number; day: string }[] } {
  if (clashOf(start, start + 1, bookings)) return { open: false, ends: [] };
  return {
    open: !clashOf(start, null, bookings),
    ends: endDaysFrom(start).filter((option) => !clashOf(start, flightEnd(start, option.months), bookings)),
  };
}
