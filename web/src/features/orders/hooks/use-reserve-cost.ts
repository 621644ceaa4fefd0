// The cost of reserving a spot as of when the reserve tab opened (renewal day included); null for a spot
// that cannot be paid for.
import type { Spot } from '@sponsorspot/contract/sponsor';
import { useState } from 'react';
import { formatDay } from '../../plans';
import { reserveCost, type ReserveCost } from '../model/cost';

export function useReserveCost(
  spot: Pick<Spot, 'name' | 'publisherName' | 'productJson' | 'requiresApproval'>,
): ReserveCost | null {
  const [openedAt] = useState(Date.now);
  return reserveCost(spot, openedAt, formatDay);
}
