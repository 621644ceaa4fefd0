// A reservation's billing in words: what its subscription does from now on (the sponsor's list, the order
// page's billing tab) and what unreserving it means (the confirmation). Pure: days are formatted by the
// caller's function.
import { EntityStatus } from '@sponsorspot/contract/constants';
import { SPOT_PRODUCT } from '@sponsorspot/contract/reservation-rules';
import type { SpotContent } from '@sponsorspot/contract/sponsor';
import { contentStateOf } from './order';

/** What the subscription does from now on: renews, ends on a day, or is past due ('—' without one). */
export function billingText(
  content: Pick<SpotContent, 'status' | 'heldUntil' | 'subscription'>,
  formatDay: (iso: string) => string,
): string {
  const subscription = content.subscription;
  if (!subscription) return '—';
  // A reservation paid by the plan: the plan bills, while the reservation runs.
  if (subscription.subscriptionLevel !== SPOT_PRODUCT.product)
    return contentStateOf(content) === 'ended' ? '—' : `Your ${subscription.subscriptionLevel} plan`;
  if (subscription.status === EntityStatus.Pending) return 'Past due';
  if (subscription.status !== EntityStatus.Active) return 'Ended';
  const end = subscription.currentPeriodEnd;
  if (!end) return 'Paid';
  return subscription.cancelAtPeriodEnd ? `Ends ${formatDay(end)}` : `Renews ${formatDay(end)}`;
}

export interface UnreserveTerms {
  /** When the paid period ends (the subscription's end), or null when nothing paid runs on. */
  paidUntil: string | null;
  /** What is billed from now on, in words. */
  billing: string;
}

/**
 * What unreserving means for billing (DESIGN "Spot content"): the decal comes off at once; a spot's own
 * subscription that is paid stops renewing and ends with its period (nothing more is billed); one past due
 * ends now, unpaid; a reservation paid by the plan (or an older one without a subscription) bills nothing
 * of its own.
 */
export function unreserveTerms(content: Pick<SpotContent, 'subscription'>): UnreserveTerms {
  const subscription = content.subscription;
  if (!subscription || subscription.subscriptionLevel !== SPOT_PRODUCT.product)
    return {
      paidUntil: null,
      billing:
        'This spot has no subscription of its own: nothing is billed for it, and your plan stays as it is.',
    };
  if (subscription.status === EntityStatus.Pending)
    return {
      paidUntil: null,
      billing: 'Its subscription is past due: it ends now, and the failed payment is not charged again.',
    };
  const paidUntil = subscription.currentPeriodEnd ?? null;
  return {
    paidUntil,
    billing: paidUntil
      ? 'Nothing more is billed: the current period is already paid.'
      : 'Its subscription is cancelled: nothing more is billed.',
  };
}
