// A spot's flights as its cards and pages say them (contract/flight-rules.ts): "Booked from Jan 5, 2027"
// while a sponsor's flight waits for its day, and the free days a reserve form offers around the bookings.
import { type Booking, nextBooking } from '@sponsorspot/contract/flight-rules';
import type { Spot } from '@sponsorspot/contract/sponsor';
import { formatDate } from '../../../lib/format';

/** A flight's day: flights start and end at 00:00 UTC, so their days are UTC days wherever the reader is. */
export const flightDay = (iso: string): string => formatDate(iso, { timeZone: 'UTC' });

/** A flight booked ahead in words: "Booked from Jan 5, 2027", with "until Feb 5, 2027" for a fixed one. */
export function bookedWords(startsAt: string, endsAt: string | null | undefined): string {
  const until = endsAt ? ` until ${flightDay(endsAt)}` : '';
  return `Booked from ${flightDay(startsAt)}${until}`;
}

/** The spot's next booking ahead in words (bookedWords); null without one. */
export function bookedFromLabel(spot: Pick<Spot, 'bookings'>, nowMs: number): string | null {
  const next = nextBooking(spot.bookings ?? [], nowMs);
  return next?.startsAt ? bookedWords(next.startsAt, next.endsAt) : null;
}

/**
 * The periods taken, in words, for the reserve form: "Taken until Dec 27, 2026", "Booked from Jan 5, 2027
 * until Feb 5, 2027", "Booked from Mar 1, 2027" (no end).
 */
export function bookingWords(booking: Booking, nowMs: number): string {
  if (booking.startsAt && Date.parse(booking.startsAt) > nowMs)
    return bookedWords(booking.startsAt, booking.endsAt);
  return booking.endsAt ? `Taken until ${flightDay(booking.endsAt)}` : 'Taken, with no end';
}
