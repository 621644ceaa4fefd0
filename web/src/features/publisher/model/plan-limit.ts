// plan_limit_reached as the app shows it: an upgrade prompt naming the plan that lifts the limit. Pure.
import { ErrorCode } from '@sponsorspot/contract/constants';
import { PLAN_CAPACITY, PLAN_LEVELS } from '@sponsorspot/contract/plans';
import type { SubscriptionLevel } from '@sponsorspot/contract/scenario';

export interface PlanLimit {
  capacity: number;
  used: number;
}

/** The {capacity, used} of a plan_limit_reached error, or null for any other failure. */
export function planLimitOf(error: unknown): PlanLimit | null {
  if (typeof error !== 'object' || error === null) return null;
  const { code, details } = error as { code?: unknown; details?: unknown };
  if (code !== ErrorCode.planLimitReached) return null;
  const { capacity, used } = (details ?? {}) as { capacity?: unknown; used?: unknown };
  return typeof capacity === 'number' && typeof used === 'number' ? { capacity, used } : null;
}

export interface LiftingPlan {
  plan: SubscriptionLevel;
  /** null = unlimited. */
  listings: number | null;
}

/**
 * The next plan above the current one that lists more spots than the capacity that refused the write (add-ons
 * included), or null when none does.
 */
export function planThatLifts(current: SubscriptionLevel, capacity: number): LiftingPlan | null {
  const above = PLAN_LEVELS.slice(PLAN_LEVELS.indexOf(current) + 1);
  for (const plan of above) {
    const listings = PLAN_CAPACITY[plan].listings;
    if (listings === null || listings > capacity) return { plan, listings };
  }
  return null;
}
