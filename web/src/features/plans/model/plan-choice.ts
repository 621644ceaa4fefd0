// What the subscription screen offers for each plan and add-on of the catalogue, given the account. Pure.
import type { AccountDetail } from '@sponsorspot/contract/payments';
import { PLAN_LEVELS } from '@sponsorspot/contract/plans';
import type { Product } from '@sponsorspot/contract/sponsor';
import { formatDate, formatMoney as formatAmount } from '../../../lib/format';

type ProductVariant = Product['variants'][number];

export type Interval = 'month' | 'year';

/** `renew`: the plan held, past due: paying for it again through checkout makes it active at once. */
export type PlanAction = 'current' | 'renew' | 'upgrade' | 'downgrade' | 'scheduled' | 'none';

export interface PlanOffer {
  product: Product;
  variant: ProductVariant | null;
  action: PlanAction;
}

const rank = (identifier: string) =>
  PLAN_LEVELS.findIndex((level) => `SubscriptionLevel.${level}` === identifier);

/** The subscription in force: the first of the account's that has not ended. */
export function subscriptionInForce(account: AccountDetail) {
  return account.subscriptions.find((s) => s.state !== 'canceled') ?? null;
}

/** A subscription's state in the account's words (its status number, Pending or Active, says less). */
export const SUBSCRIPTION_STATE_WORDS: Record<AccountDetail['subscriptions'][number]['state'], string> = {
  active: 'active',
  past_due: 'payment past due',
  canceled: 'ended',
  incomplete: 'not paid yet',
};

/** The plan the user holds by their Feature values (as the token and capacities do). */
export function currentPlanIdentifier(features: readonly string[]): string {
  const held = PLAN_LEVELS.filter((level) => features.includes(`SubscriptionLevel.${level}`));
  return `SubscriptionLevel.${held.at(-1) ?? 'Free'}`;
}

export function planOffers(
  plans: Product[],
  account: AccountDetail | null,
  features: readonly string[],
  interval: Interval,
): PlanOffer[] {
  const current = currentPlanIdentifier(features);
  const subscription = account ? subscriptionInForce(account) : null;
  const currentInterval = subscription?.interval ?? 'month';
  const scheduled = subscription?.scheduledChange
    ? `SubscriptionLevel.${subscription.scheduledChange.level}`
    : null;
  return plans.map((product) => {
    const variant = product.variants.find((v) => v.interval === interval) ?? null;
    let action: PlanAction;
    if (
      product.identifier === current &&
      (interval === currentInterval || product.identifier.endsWith('.Free'))
    ) {
      action = subscription?.state === 'past_due' && variant && variant.price > 0 ? 'renew' : 'current';
    } else if (product.identifier === scheduled) action = 'scheduled';
    else if (!variant || product.identifier.endsWith('.Free')) action = 'none';
    else if (
      rank(product.identifier) > rank(current) ||
      (product.identifier === current && interval === 'year')
    ) {
      action = 'upgrade';
    } else action = 'downgrade';
    return { product, variant, action };
  });
}

/** "$29.00", "$290.00": plan prices and invoices keep their cents (lib/format). */
export function formatMoney(amount: number, currency: string): string {
  return formatAmount(amount, currency, { cents: 'always' });
}

/** "Mar 4, 2026" for an ISO time (lib/format's one date style). */
export const formatDay = (iso: string): string => formatDate(iso);
