// A spot's flights as its cards and pages say them (contract/flight-rules.ts): "Booked from Jan 5, 2027"
// while a sponsor's flight waits for its day, and the free days a reserve form offers around the bookings.
import { type Booking, nextBooking } from '@sponsorspot/contract/flight-rules';
import type { Spot } from '@sponsorspot/contract/sponsor';
import { formatDate } from '../../../lib/format';

/** A flight's day: flights start and end at 00:00 UTC, so their days are UTC days wherever the reader is. */
export const flightDay = (iso: string): string => formatDate(iso, { timeZone: 'UTC' });

/** "Booked from Jan 5, 2027" (with "until Feb 5, 2027" for a fixed flight); null without a booking ahead. */
export function bookedFromLabel(spot: Pick<Spot, 'bookings'>, nowMs: number): string | null {
  const next = nextBooking(spot.bookings ?? [], nowMs);
  if (!next?.startsAt) return null;
  const until = next.endsAt ? ` until ${flightDay(next.endsAt)}` : '';
  return `Booked from ${flightDay(next.startsAt)}${until}`;
}

/**
 * The periods taken, in words, for the reserve form: "Taken until Dec 27, 2026", "Booked from Jan 5, 2027
 * until Feb 5, 2027", "Booked from Mar 1, 2027" (no end).
 */
export function bookingWords(booking: Booking, nowMs: number): string {
  const from = booking.startsAt && Date.parse(booking.startsAt) > nowMs ? booking.startsAt : null;
  const until = booking.endsAt ? flightDay(booking.endsAt) : null;
  if (!from) return until ? `Taken until ${until}` : 'Taken, with no end';
  return until ? `Booked from ${flightDay(from)} until ${until}` : `Booked from ${flightDay(from)}`;
}
