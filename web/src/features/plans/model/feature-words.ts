// A user's plan and features in plain words, never the claim values (SubscriptionLevel.Pro, Download.HTML):
// the capacities of contract/plans.ts capacityOf, then each feature by one mapping. Pure.
import { FEATURE, capacityOf, planIncludes, planOf } from '@sponsorspot/contract/plans';
import type { SubscriptionLevel } from '@sponsorspot/contract/scenario';
import { formatCount } from '../../../lib/format';

/** The one mapping from a Feature value to words. Plan levels read as their plan. */
export const FEATURE_WORDS: Readonly<Record<string, string>> = {
  [FEATURE.basic]: 'Basic plan',
  [FEATURE.pro]: 'Pro plan',
  [FEATURE.enterprise]: 'Enterprise plan',
  [FEATURE.downloadHtml]: 'HTML download',
  [FEATURE.extraListings10]: '10 extra spots',
  [FEATURE.extraReservations10]: '10 extra reservations',
};

/** A Feature value in words; one this app does not know reads as its last part ("AddOn.Insights" → "Insights"). */
export function featureWords(feature: string): string {
  return FEATURE_WORDS[feature] ?? feature.split('.').pop() ?? feature;
}

/** "Up to 50 spots", "Unlimited spots". */
export function capacityWords(capacity: number | null, unit: 'spots' | 'reservations'): string {
  return capacity === null
    ? `Unlimited ${unit}`
    : `Up to ${formatCount(capacity, { one: unit.slice(0, -1), other: unit })}`;
}

/**
 * What the user's features give them, in words: the capacities (add-ons counted in), the HTML download
 * where they have it, and each add-on they pay for ("10 extra spots (add-on) × 2").
 */
export function featureList(features: readonly string[]): string[] {
  const capacity = capacityOf(features);
  const plan = planOf(features);
  const words = [
    capacityWords(capacity.listings, 'spots'),
    capacityWords(capacity.reservations, 'reservations'),
  ];
  if (features.includes(FEATURE.downloadHtml))
    words.push(
      planIncludes(plan, FEATURE.downloadHtml)
        ? `HTML download (included in ${plan})`
        : 'HTML download (add-on)',
    );
  const addOns = new Map<string, number>();
  for (const feature of features) {
    if (feature.startsWith('SubscriptionLevel.') || feature === FEATURE.downloadHtml) continue;
    addOns.set(feature, (addOns.get(feature) ?? 0) + 1);
  }
  for (const [feature, count] of addOns)
    words.push(`${featureWords(feature)} (add-on)${count > 1 ? ` × ${count}` : ''}`);
  return words;
}

/** The plan that includes an add-on, when the user's plan does ("Included in Pro"); null when it is for sale. */
export function includedBy(addOn: string, plan: SubscriptionLevel): SubscriptionLevel | null {
  return planIncludes(plan, addOn) ? plan : null;
}
