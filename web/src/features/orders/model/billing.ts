// A reservation's billing in words: what pays for it (the plan, or the spot's own monthly subscription) and
// what that subscription does from now on (the sponsor's list, the order page's billing tab), and what
// unreserving it means (the confirmation): a fair end, running to the end of the period paid for. Pure: days are formatted by the
// caller's function.
import { EntityStatus } from '@sponsorspot/contract/constants';
import { SPOT_PRODUCT } from '@sponsorspot/contract/reservation-rules';
import { SPOT_CURRENCY } from '@sponsorspot/contract/rules';
import type { SpotContent } from '@sponsorspot/contract/sponsor';
import { formatAmount } from './cost';
import { contentStateOf } from './order';
import { isBookedAhead } from './review';

/** A reservation's billing in words; each null when it does not apply. */
export interface BillingWords {
  /**
   * What pays for it: "Included in your Basic plan" (a reservation the plan covers, as the older and seeded
   * ones are: no bill of its own) or "$59 a month, billed for this spot" (the spot's own subscription).
   */
  paidBy: string | null;
  /**
   * What the spot's own subscription does from now on: "Renews Dec 27, 2026", "Ends …" (unreserved, or a
   * fixed flight in its last month), "Past due".
   */
  next: string | null;
}

export function billingWords(
  content: Pick<SpotContent, 'status' | 'heldUntil' | 'subscription'> & Partial<Pick<SpotContent, 'endsAt'>>,
  formatDay: (iso: string) => string,
): BillingWords {
  const subscription = content.subscription;
  if (!subscription) return { paidBy: null, next: null };
  // A reservation paid by the plan: the plan bills, while the reservation runs.
  if (subscription.subscriptionLevel !== SPOT_PRODUCT.product)
    return {
      paidBy:
        contentStateOf(content) === 'ended'
          ? null
          : `Included in your ${subscription.subscriptionLevel} plan`,
      next: null,
    };
  const paidBy =
    typeof subscription.price === 'number'
      ? `${formatAmount(subscription.price, SPOT_CURRENCY.toUpperCase())} a month, billed for this spot`
      : 'Billed monthly for this spot';
  const end = subscription.currentPeriodEnd;
  // A fixed flight's last paid month ends with the flight: nothing renews then.
  const flightEnds = Boolean(end && content.endsAt && Date.parse(end) >= Date.parse(content.endsAt));
  const next =
    subscription.status === EntityStatus.Pending
      ? 'Past due'
      : subscription.status !== EntityStatus.Active
        ? 'Ended'
        : !end
          ? 'Paid'
          : subscription.cancelAtPeriodEnd || flightEnds
            ? `Ends ${formatDay(end)}`
            : `Renews ${formatDay(end)}`;
  return { paidBy, next };
}

/** What tells the two apart, for the screens that list both. */
export const PAID_BY_EXPLAINED =
  '“Included in your plan”: your plan covers the reservation within its reservation capacity, with no bill of its own (reservations made before each spot was paid for on its own are). “… a month, billed for this spot”: the spot has its own monthly subscription, apart from your plan, which stops when you unreserve.';

export interface UnreserveTerms {
  /**
   * When the decal comes off: `period-end`, it keeps running to the end of the period paid for (paidUntil);
   * `refunded`, now, before the publisher approved it, with everything paid refunded; `now`, at once.
   */
  comesOff: 'period-end' | 'refunded' | 'now';
  /** When the paid period ends (the subscription's end), or null when nothing paid runs on. */
  paidUntil: string | null;
  /** What is billed from now on, in words. */
  billing: string;
}

/**
 * What unreserving means (docs/sponsors.md "Ending an order"): a reservation still waiting for the
 * publisher's first approval ends now and is refunded in full, as a rejection is; a live one whose spot
 * subscription is paid keeps running to the end of the period paid for, the subscription stops renewing and
 * nothing more is billed; one past due ends now, unpaid; one paid by the plan (or an older one without a
 * subscription) comes off now and bills nothing of its own.
 */
export function unreserveTerms(
  content: Pick<SpotContent, 'subscription'> &
    Partial<Pick<SpotContent, 'status' | 'heldUntil' | 'startsAt'>>,
  nowMs: number = Date.now(),
): UnreserveTerms {
  const subscription = content.subscription;
  const ownSubscription = subscription?.subscriptionLevel === SPOT_PRODUCT.product;
  // Booked ahead and not started: it never ran, so it ends now and is refunded, as an unapproved one is.
  const { status, heldUntil = null, startsAt } = content;
  if (status !== undefined && isBookedAhead({ status, heldUntil, startsAt }, nowMs))
    return {
      comesOff: 'refunded',
      paidUntil: null,
      billing: ownSubscription
        ? 'Its first day has not come, so everything paid for it is refunded in full.'
        : 'Its first day has not come: nothing is billed for it, and your plan stays as it is.',
    };
  if (content.status === EntityStatus.Pending && content.heldUntil === null)
    return {
      comesOff: 'refunded',
      paidUntil: null,
      billing: ownSubscription
        ? 'The publisher has not approved it yet, so everything paid for it is refunded in full, as when a decal is rejected.'
        : 'The publisher has not approved it yet: nothing is billed for it, and your plan stays as it is.',
    };
  if (!subscription || !ownSubscription)
    return {
      comesOff: 'now',
      paidUntil: null,
      billing:
        'This spot has no subscription of its own: nothing is billed for it, and your plan stays as it is.',
    };
  if (subscription.status === EntityStatus.Pending)
    return {
      comesOff: 'now',
      paidUntil: null,
      billing: 'Its subscription is past due: it ends now, and the failed payment is not charged again.',
    };
  const paidUntil = subscription.currentPeriodEnd ?? null;
  return {
    comesOff: 'period-end',
    paidUntil,
    billing: paidUntil
      ? 'Nothing more is billed: the current period is already paid.'
      : 'Its subscription is cancelled: nothing more is billed.',
  };
}
