// Plans and add-ons (DESIGN "Plans"): the capacities of each plan, the Feature-claim names and the rules
// that read a Feature list. Plain values and functions (no TypeBox at run time), so the app, the seeds
// validator and the simulator all decide a user's plan and capacities the same way.
import type { SubscriptionLevel } from './scenario.js';

export const PLAN_LEVELS = [
  'Free',
  'Basic',
  'Pro',
  'Enterprise',
] as const satisfies readonly SubscriptionLevel[];

export interface PlanCapacity {
  /** null = unlimited */
  listings: number | null;
  reservations: number | null;
}

/** DESIGN's plan table. The free plan's 4/4 are also SPEC §9's defaults. */
export const PLAN_CAPACITY: Record<SubscriptionLevel, PlanCapacity> = {
  Free: { listings: 4, reservations: 4 },
  Basic: { listings: 10, reservations: 10 },
  Pro: { listings: 50, reservations: 50 },
  Enterprise: { listings: null, reservations: null },
};

/** Feature-claim values (SPEC §3): the plan levels and the add-ons. */
export const FEATURE = {
  basic: 'SubscriptionLevel.Basic',
  pro: 'SubscriptionLevel.Pro',
  enterprise: 'SubscriptionLevel.Enterprise',
  downloadHtml: 'Download.HTML',
  extraListings10: 'AddOn.ExtraListings10',
  extraReservations10: 'AddOn.ExtraReservations10',
} as const;

/** What each ExtraListings10 / ExtraReservations10 add-on adds. */
export const ADD_ON_STEP = 10;

/** Feature-claim value of a plan level (the free plan has none). */
export function planFeature(level: SubscriptionLevel): string | null {
  return level === 'Free' ? null : `SubscriptionLevel.${level}`;
}

/** The plan a Feature list names: the highest SubscriptionLevel.* present, else Free. */
export function planOf(features: Iterable<string>): SubscriptionLevel {
  const held = new Set(features);
  if (held.has(FEATURE.enterprise)) return 'Enterprise';
  if (held.has(FEATURE.pro)) return 'Pro';
  if (held.has(FEATURE.basic)) return 'Basic';
  return 'Free';
}

/** What each plan includes beyond its capacities, by Feature value: the HTML download from Pro up. */
export const PLAN_INCLUDES: Readonly<Record<SubscriptionLevel, readonly string[]>> = {
  Free: [],
  Basic: [],
  Pro: [FEATURE.downloadHtml],
  Enterprise: [FEATURE.downloadHtml],
};

/** Whether the plan includes the feature, so the add-on of that name is not sold on it. */
export function planIncludes(level: SubscriptionLevel, feature: string): boolean {
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
