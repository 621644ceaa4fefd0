// Usage as the subscription screen shows it: "x of y" and how full, for listings and reservations. Pure.
import type { AccountUsage } from '@sponsorspot/contract/presence-user';
import { PLAN_CAPACITY } from '@sponsorspot/contract/plans';

export interface UsageMeter {
  label: string;
  used: number;
  /** null = unlimited. */
  capacity: number | null;
  /** 0–100, rounded; 0 for unlimited. */
  percent: number;
  text: string;
  full: boolean;
}

function meter(
  label: string,
  used: number,
  capacity: number | null | undefined,
  fallback: number | null,
): UsageMeter {
  const limit = capacity === undefined ? fallback : capacity;
  if (limit === null)
    return { label, used, capacity: null, percent: 0, text: `${used} (unlimited)`, full: false };
  const percent = limit <= 0 ? 100 : Math.min(100, Math.round((used / limit) * 100));
  return { label, used, capacity: limit, percent, text: `${used} of ${limit}`, full: used >= limit };
}

export function usageMeters(usage: AccountUsage): UsageMeter[] {
  return [
    meter('Reservations', usage.reservationCount, usage.reservationCapacity, PLAN_CAPACITY.Free.reservations),
    meter('Listings', usage.listingCount, usage.listingCapacity, PLAN_CAPACITY.Free.listings),
  ];
}
