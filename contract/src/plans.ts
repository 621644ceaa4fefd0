// Plans and add-ons (docs/payments.md "The plans"): the capacities of each plan, the Feature-claim names and
// the rules that read a Feature list. Plain values and functions (no TypeBox at run time), so the app, the
// seeds validator and the simulator all decide a user's plan and capacities the same way.

import { FEATURE, PLAN_LEVELS, planOf, type PlanLevel } from './plan-features.js';

export { FEATURE, PLAN_LEVELS, planOf, type PlanLevel };

export interface PlanCapacity {
  /** null = unlimited */
  listings: number | null;
  reservations: number | null;
}

/** The plan table (docs/payments.md "The plans"). */
export const PLAN_CAPACITY: Record<PlanLevel, PlanCapacity> = {
  Free: { listings: 4, reservations: 4 },
  Basic: { listings: 10, reservations: 10 },
  Pro: { listings: 50, reservations: 50 },
  Enterprise: { listings: null, reservations: null },
};

/** What each ExtraListings10 / ExtraReservations10 add-on adds. */
export const ADD_ON_STEP = 10;

/** Feature-claim value of a plan level (the free plan has none). */
export function planFeature(level: PlanLevel): string | null {
  return level === 'Free' ? null : `SubscriptionLevel.${level}`;
}

/** What each plan includes beyond its capacities, by Feature value: the HTML download from Pro up. */
export const PLAN_INCLUDES: Readonly<Record<PlanLevel, readonly string[]>> = {
  Free: [],
  Basic: [],
  Pro: [FEATURE.downloadHtml],
  Enterprise: [FEATURE.downloadHtml],
};

/** Whether the plan includes the feature, so the add-on of that name is not sold on it. */
export function planIncludes(level: PlanLevel, feature: string): boolean {
  return PLAN_INCLUDES[level].includes(feature);
}

/** Capacities of a plan plus its add-ons (each ExtraListings10 / ExtraReservations10 adds 10). */
export function capacityOf(features: readonly string[]): PlanCapacity {
  const base = PLAN_CAPACITY[planOf(features)];
  const count = (name: string) => features.filter((f) => f === name).length;
  const add = (value: number | null, extra: number) => (value === null ? null : value + ADD_ON_STEP * extra);
  return {
    listings: add(base.listings, count(FEATURE.extraListings10)),
    reservations: add(base.reservations, count(FEATURE.extraReservations10)),
  };
}

/**
 * The end of a billing period that starts at `start`: calendar months in UTC, clamped to the month's last
 * day (Jan 31 + 1 month = Feb 28 or 29). The simulator renews by it and the app tells a buyer by it when a
 * subscription renews.
 */
export function periodEnd(start: Date, interval: 'month' | 'year'): Date {
  const months = interval === 'year' ? 12 : 1;
  const end = new Date(start.getTime());
  const day = end.getUTCDate();
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return end;
}
