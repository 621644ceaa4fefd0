// The plan levels, the Feature-claim names and the plan a Feature list names: the part of plans.ts that
// reading a signed-in user's token needs (the app's first screen has it, before any plan screen), in a
// module of its own so that importing it brings none of the capacities and period rules. plans.ts
// re-exports all of it.

/** The plan levels, lowest first: the values of scenario.ts's SubscriptionLevel schema. */
export const PLAN_LEVELS = ['Free', 'Basic', 'Pro', 'Enterprise'] as const;
/** A plan level: the type of scenario.ts's SubscriptionLevel, for modules that import no schema. */
export type PlanLevel = (typeof PLAN_LEVELS)[number];

/**
 * Feature-claim values (docs/architecture.md "Roles, plans and the Feature claim"): the plan levels and the
 * add-ons.
 */
export const FEATURE = {
  basic: 'SubscriptionLevel.Basic',
  pro: 'SubscriptionLevel.Pro',
  enterprise: 'SubscriptionLevel.Enterprise',
  downloadHtml: 'Download.HTML',
  extraListings10: 'AddOn.ExtraListings10',
  extraReservations10: 'AddOn.ExtraReservations10',
} as const;

/** The plan a Feature list names: the highest SubscriptionLevel.* present, else Free. */
export function planOf(features: Iterable<string>): PlanLevel {
  const held = new Set(features);
  if (held.has(FEATURE.enterprise)) return 'Enterprise';
  if (held.has(FEATURE.pro)) return 'Pro';
  if (held.has(FEATURE.basic)) return 'Basic';
  return 'Free';
}
