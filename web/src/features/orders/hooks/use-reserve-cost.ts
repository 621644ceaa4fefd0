// The cost of reserving a spot as of when the reserve tab opened (renewal day included); null for a spot
// that cannot be paid for.
import type { Spot } from '@sponsorspot/contract/sponsor';
import { useState } from 'react';
import { formatDay } from '../../plans';
import { flightDay } from '../../spots';
import { reserveCost, type ReserveCost } from '../model/cost';

export function useReserveCost(
  spot: Pick<Spot, 'name' | 'publisherName' | 'productJson' | 'requiresApproval'>,
  flight?: { start: number; ahead: boolean; months: number | null },
): ReserveCost | null {
  const [openedAt] = useState(Date.now);
  // A flight booked ahead is billed in its own UTC days (flightDay); one that starts now, in the reader's.
  return reserveCost(
    spot,
    openedAt,
    flight?.ahead ? flightDay : formatDay,
    flight?.ahead ? flight : { start: openedAt, ahead: false, months: flight?.months ?? null },
  );
}
