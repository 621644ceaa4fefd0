// Completing a paid checkout session, in one immediate transaction: the session completes once, and only
// while it still means what it did when it opened (the account may have changed since); then its change
// applies — a plan at once, a downgrade scheduled for the period's end, or an add-on — to the subscription,
// the user's Feature values, a paid invoice and the receipt mail. A Spot session starts its content's own
// monthly subscription at the spot's price and marks the reservation paid (domain/reservations).
import { EntityStatus } from '@sponsorspot/contract/constants';
import { planOf } from '@sponsorspot/contract/plans';
import type { CheckoutSessionRecord } from '../../db/repositories/checkout-sessions.js';
import type { BillingInterval, Subscription } from '../../db/repositories/subscriptions.js';
import type { AccountUser } from '../../db/repositories/users.js';
import { ApiError } from '../../lib/errors.js';
import {
  addInterval,
  featuresFor,
  findProduct,
  findVariant,
  heldAddOns,
  isInterval,
  levelOf,
  planCharge,
  withPeriod,
} from './billing.js';
import type { Checkouts } from './checkout.js';
import { type PaymentDeps, userOrThrow } from './deps.js';
import { day } from './billing-words.js';
import type { BillingPresentation } from './presentation.js';

/** What completing a session did: applied, refused (its meaning changed), or nothing (not open). */
export type CompletionOutcome = 'applied' | 'superseded' | 'gone';

export class Completion {
  /** Completes the session, paid with the card ending in last4, and applies its change; once at most. */
  readonly complete: (session: CheckoutSessionRecord, last4: string) => CompletionOutcome;

  constructor(
    private readonly deps: PaymentDeps,
    private readonly checkouts: Checkouts,
    private readonly presentation: BillingPresentation,
  ) {
    // Reads the subscription then writes it, the user and an invoice: immediate, so a renewal or a second
    // payment cannot interleave.
    const complete = deps.db.transaction((session: CheckoutSessionRecord, last4: string) =>
      this.applyCompletion(session, last4),
    );
    this.complete = (session, last4) => complete.immediate(session, last4);
  }

  /** Whether the session still means what it did when it opened (the account may have changed since). */
  private stillApplies(session: CheckoutSessionRecord): boolean {
    if (session.change === 'spot') return true; // it ends with its hold (Checkouts.createSpotCheckout)
    const user = userOrThrow(this.deps.users, session.userId);
    const product = findProduct(session.product);
    const variant = product ? findVariant(product, session.variant) : null;
    if (!product || !variant) return false;
    try {
      if (this.checkouts.changeFor(user, product, variant) !== session.change) return false;
      const level = levelOf(product);
      if (session.change !== 'plan' || !level || !isInterval(variant.interval)) return true;
      // A prorated charge pays for the rest of the period it was opened in: not for another one.
      const current = this.deps.subscriptions.inForceFor(session.userId);
      const opened = planCharge(current, level, variant.interval, new Date(session.createdAt));
      const paid = planCharge(current, level, variant.interval, this.deps.clock.now());
      return opened.prorated === paid.prorated && (!paid.prorated || +opened.periodEnd === +paid.periodEnd);
    } catch (error) {
      if (error instanceof ApiError) return false;
      throw error;
    }
  }

  /** Inside the immediate transaction: the session completes once, then its change applies. */
  private applyCompletion(session: CheckoutSessionRecord, last4: string): CompletionOutcome {
    const now = this.deps.clock.now();
    // Checked inside the transaction, so two sessions for one plan cannot both pass it.
    if (!this.stillApplies(session)) return 'superseded';
    if (!this.deps.checkoutSessions.complete(session.id, now)) return 'gone';
    if (session.change === 'spot') {
      this.applySpotCompletion(session, last4, now);
      return 'applied';
    }
    const { subscriptions, invoices } = this.deps;
    const user = userOrThrow(this.deps.users, session.userId);
    const product = findProduct(session.product);
    const variant = product ? findVariant(product, session.variant) : null;
    if (!product || !variant || !isInterval(variant.interval))
      throw new Error(`Unknown product ${session.product}`);
    const interval = variant.interval;
    const iso = now.toISOString();
    let subscription = subscriptions.inForceFor(session.userId);
    const adopt = !subscription || subscription.periodEnd === null;
    const level = levelOf(product);

    if (session.change === 'downgrade' && subscription && level) {
      subscription = {
        ...withPeriod(subscription, now),
        scheduledLevel: level,
        scheduledInterval: interval,
        cancelAtPeriodEnd: false,
        cardLast4: last4,
        updated: iso,
      };
      subscriptions.save(subscription);
      this.presentation.mail(
        session.userId,
        `Your plan changes to ${level} on ${day(subscription.periodEnd)}`,
        session.id,
      );
      return 'applied';
    }

    const fresh = freshPeriod(now, interval, last4);
    let periodEnd = fresh.periodEnd;
    if (
      session.change === 'plan' &&
      level &&
      subscription &&
      planCharge(subscription, level, interval, now).prorated
    ) {
      // Paid the difference for the rest of the period: the period stays, the new price renews at its end.
      periodEnd = subscription.periodEnd ?? periodEnd;
      subscription = { ...subscription, ...fresh, periodStart: subscription.periodStart, periodEnd, level };
    } else if (session.change === 'plan' && level) {
      subscription = subscription
        ? { ...subscription, ...fresh, level }
        : subscriptions.create({ userId: session.userId, level, ...fresh });
    } else if (!subscription) {
      subscription = subscriptions.create({ userId: session.userId, level: planOf(user.features), ...fresh });
    } else if (subscription.periodEnd === null) {
      subscription = { ...subscription, ...fresh };
    } else {
      subscription = { ...subscription, cardLast4: last4, updated: iso };
    }
    subscriptions.save(subscription);
    if (adopt && subscriptions.addOns(subscription.id).length === 0) {
      for (const addOn of heldAddOns(user.features, planOf(user.features))) {
        for (let i = 0; i < addOn.quantity; i++) subscriptions.addAddOn(subscription.id, addOn.product);
      }
    }
    if (session.change === 'addon') subscriptions.addAddOn(subscription.id, product.identifier);
    applyFeatures(this.deps, user, subscription);
    const invoice = invoices.add({
      userId: session.userId,
      subscriptionId: subscription.id,
      description: `${product.name} (${variant.name})`,
      amount: session.amountDue,
      currency: session.currency,
      status: 'paid',
      cardLast4: last4,
      periodStart: session.change === 'addon' ? subscription.periodStart : iso,
      periodEnd: session.change === 'addon' ? subscription.periodEnd : periodEnd,
      createdAt: iso,
    });
    this.presentation.receipt(session.userId, invoice);
    return 'applied';
  }

  /** Inside the immediate transaction: the content's monthly subscription at the spot's price, paid now. */
  private applySpotCompletion(session: CheckoutSessionRecord, last4: string, now: Date): void {
    const contentId = session.spotContentId;
    if (contentId === null) return;
    const fresh = freshPeriod(now, 'month', last4);
    const { periodStart: iso, periodEnd } = fresh;
    const subscription = this.deps.subscriptions.create({
      userId: session.userId,
      level: 'Free',
      ...fresh,
      spotContentId: contentId,
      price: session.amountDue,
    });
    this.deps.reservations.paid(contentId, subscription.id);
    const invoice = this.deps.invoices.add({
      userId: session.userId,
      subscriptionId: subscription.id,
      description: this.presentation.lineOf(subscription),
      amount: session.amountDue,
      currency: session.currency,
      status: 'paid',
      cardLast4: last4,
      periodStart: iso,
      periodEnd,
      createdAt: iso,
    });
    this.presentation.receipt(session.userId, invoice);
  }
}

/** A subscription period that starts now, paid with the given card: nothing scheduled, nothing past due. */
function freshPeriod(now: Date, interval: BillingInterval, last4: string) {
  const iso = now.toISOString();
  return {
    status: EntityStatus.Active,
    updated: iso,
    interval,
    periodStart: iso,
    periodEnd: addInterval(now, interval).toISOString(),
    cancelAtPeriodEnd: false,
    scheduledLevel: null,
    scheduledInterval: null,
    pastDueSince: null,
    cardLast4: last4,
  } as const;
}

/** The user's Feature values from the subscription: ended (Disabled) grants nothing, the free plan. */
export function applyFeatures(
  deps: Pick<PaymentDeps, 'subscriptions' | 'users'>,
  user: AccountUser,
  subscription: Subscription,
): void {
  const inForce = subscription.status === EntityStatus.Disabled ? null : subscription;
  const features = featuresFor(
    user.features,
    inForce && { level: inForce.level, addOns: deps.subscriptions.addOns(inForce.id) },
  );
  deps.users.setFeatures(user.id, features);
}
