// The free days among a spot's flights (flight-rules.ts), as the reserve form offers them and the simulator
// reads them when an order starts on a spot taken now: apart from flight-rules.ts, which the marketplace's
// cards read on every first visit, so these stay with the order page's code.
import { type Booking, FLIGHT_AHEAD_DAYS, dayOf, freeEnds, startOfDay } from './flight-rules.js';

const DAY_MS = 86_400_000;

/** The first and last day a flight may start on (tomorrow … FLIGHT_AHEAD_DAYS ahead), YYYY-MM-DD. */
export function startDayRange(nowMs: number): { min: string; max: string } {
  const today = startOfDay(dayOf(nowMs));
  return { min: dayOf(today + DAY_MS), max: dayOf(today + FLIGHT_AHEAD_DAYS * DAY_MS) };
}

/** Whether a start leaves some flight: renewing, or one of the fixed lengths (freeEnds). */
export function fits(free: { open: boolean; ends: unknown[] }): boolean {
  return free.open || free.ends.length > 0;
}

/** The first later day a flight can start on: tomorrow, else the first day after a booking ends; null when none. */
export function firstFreeDay(bookings: readonly Booking[], nowMs: number): string | null {
  const { min, max } = startDayRange(nowMs);
  // A flight starts at 00:00 UTC: after one that ends during a day, the next day is the first free.
  const candidates = [
    min,
    ...bookings.flatMap((booking) =>
      booking.endsAt ? [dayOf(Date.parse(booking.endsAt) + DAY_MS - 1)] : [],
    ),
  ]
    .filter((day) => day >= min && day <= max)
    .sort();
  return candidates.find((day) => fits(freeEnds(startOfDay(day), bookings))) ?? null;
}

/** Whether some flight of the spot is free from now or a later day (a taken spot may still be booked ahead). */
export function hasFreeDays(bookings: readonly Booking[], nowMs: number): boolean {
  return fits(freeEnds(nowMs, bookings)) || firstFreeDay(bookings, nowMs) !== null;
}
