// The subscriptions' life on the simulator's clock, and the changes a user makes to it. settle()
// brings every subscription up to the clock's time — renewals (paid, or failed and past due), scheduled
// downgrades, cancellations at the period's end, past-due subscriptions whose grace ran out — and releases
// spot holds that ran out and approves the revisions that waited 48 hours for their publisher; it runs when the clock moves and before every payment read or write
// (service.ts). cancel() sets a subscription to end at its period's end, scheduleDowngrade() sets a lower
// plan for then, resume() undoes either.
import { EntityStatus, ErrorCode } from '@sponsorspot/contract/constants';
import { CARD_MESSAGES, PAST_DUE_GRACE_MS, TEST_CARDS } from '@sponsorspot/contract/payments';
import type { SubscriptionLevel } from '@sponsorspot/contract/scenario';
import type { BillingInterval, Subscription } from '../../db/repositories/subscriptions.js';
import { ApiError, apiError } from '../../lib/errors.js';
import { addInterval, renewalAmount, withPeriod } from './billing.js';
import { applyFeatures } from './completion.js';
import type { PaymentDeps } from './deps.js';
import { day } from './billing-words.js';
import type { BillingPresentation } from './presentation.js';

/** Last four digits of the test cards that pay now and fail every renewal (0341). */
const RENEWAL_FAILS = new Set(
  Object.entries(TEST_CARDS)
    .filter(([, card]) => card.outcome === 'fails_renewal')
    .map(([number]) => number.slice(-4)),
);

export class SubscriptionLifecycle {
  private readonly settleOne: (subscription: Subscription) => void;

  constructor(
    private readonly deps: PaymentDeps,
    private readonly presentation: BillingPresentation,
  ) {
    // Reads the subscription again then writes it, invoices and the user: immediate, as completion is.
    const settle = deps.db.transaction((subscription: Subscription) => this.advance(subscription));
    this.settleOne = (subscription) => settle.immediate(subscription);
  }

  /**
   * Brings every subscription up to the simulator's time: renewals (paid, or failed → past due),
   * scheduled downgrades, cancellations at the period's end and past-due subscriptions whose grace ran out;
   * spot holds that ran out.
   * Runs when the clock moves and before every payment read or write. Returns how many it changed.
   */
  settle(): number {
    // Holds that ran out fall back to Created first, so usage and sessions read the lifecycle as it stands.
    this.deps.reservations.releaseExpiredHolds();
    // Revisions nobody decided on for 48 hours go live, as of when their time ran out.
    this.deps.reservations.approveDueReviews();
    const due = this.deps.subscriptions.due(this.deps.clock.now(), PAST_DUE_GRACE_MS);
    for (const subscription of due) this.settleOne(subscription);
    // Then the flights (contract/flight-rules.ts): fixed ones whose end came end, bookings whose day came
    // start, on spots the renewals above freed.
    this.deps.reservations.settleFlights();
    return due.length;
  }

  /** Cancels at the period's end: the plan stays until then, then the account is on Free. */
  cancel(userId: number): void {
    const subscription = this.activeOrThrow(userId, 'cancel');
    if (subscription.cancelAtPeriodEnd) {
      throw apiError.conflict('The subscription is already set to end at the end of its period.');
    }
    const now = this.deps.clock.now();
    const next = {
      ...withPeriod(subscription, now),
      cancelAtPeriodEnd: true,
      scheduledLevel: null,
      scheduledInterval: null,
      updated: now.toISOString(),
    };
    this.deps.subscriptions.save(next);
    this.presentation.mail(userId, `Your ${next.level} plan ends on ${day(next.periodEnd)}`, '');
  }

  /**
   * Schedules a downgrade for the period's end without a checkout (nothing is charged now; the card on file
   * renews at the lower price), as completing a downgrade's $0 session does. The caller checked that the
   * variant is a downgrade (Checkouts.changeFor).
   */
  scheduleDowngrade(userId: number, level: SubscriptionLevel, interval: BillingInterval): void {
    const subscription = this.activeOrThrow(userId, 'downgrade');
    const now = this.deps.clock.now();
    const next = {
      ...withPeriod(subscription, now),
      cancelAtPeriodEnd: false,
      scheduledLevel: level,
      scheduledInterval: interval,
      updated: now.toISOString(),
    };
    this.deps.subscriptions.save(next);
    this.presentation.mail(userId, `Your plan changes to ${level} on ${day(next.periodEnd)}`, '');
  }

  /** Undoes a cancellation or a scheduled downgrade before the period ends: the plan renews as it is. */
  resume(userId: number): void {
    const subscription = this.activeOrThrow(userId, 'resume');
    if (!subscription.cancelAtPeriodEnd && !subscription.scheduledLevel) {
      throw apiError.conflict('The subscription has no change waiting for the end of its period.');
    }
    this.deps.subscriptions.save({
      ...subscription,
      cancelAtPeriodEnd: false,
      scheduledLevel: null,
      scheduledInterval: null,
      updated: this.deps.clock.now().toISOString(),
    });
    this.presentation.mail(userId, `Your ${subscription.level} plan continues`, '');
  }

  /** Inside the immediate transaction: one subscription moved up to now, as many periods as passed. */
  private advance(stale: Subscription): void {
    const { subscriptions, invoices } = this.deps;
    const now = this.deps.clock.now();
    // Read again inside the transaction: a request may have changed it since `due` listed it.
    const found = subscriptions.findById(stale.id);
    if (!found) return;
    let subscription: Subscription = found;
    const user = this.deps.users.findById(subscription.userId);
    if (!user) return;
    for (;;) {
      if (subscription.status === EntityStatus.Pending && subscription.pastDueSince) {
        const graceEnd = new Date(Date.parse(subscription.pastDueSince) + PAST_DUE_GRACE_MS);
        if (graceEnd > now) break;
        subscription = { ...subscription, status: EntityStatus.Disabled, updated: graceEnd.toISOString() };
        this.presentation.mail(
          user.id,
          `Your ${this.presentation.subscriptionName(subscription)} has ended: the renewal was not paid`,
          '',
        );
        break;
      }
      const periodEnd = subscription.periodEnd;
      if (subscription.status !== EntityStatus.Active || !periodEnd) break;
      const end: Date = new Date(periodEnd);
      if (end > now) break;
      // A fixed flight is exactly its months: at its end it stops, as after unreserve.
      if (subscription.cancelAtPeriodEnd || this.flightEndsBy(subscription, end)) {
        subscription = { ...subscription, status: EntityStatus.Disabled, updated: periodEnd };
        this.presentation.mail(
          user.id,
          `Your ${this.presentation.subscriptionName(subscription)} has ended`,
          '',
        );
        break;
      }
      if (subscription.scheduledLevel) {
        subscription = {
          ...subscription,
          level: subscription.scheduledLevel,
          interval: subscription.scheduledInterval ?? subscription.interval,
          scheduledLevel: null,
          scheduledInterval: null,
        };
      }
      const amount =
        subscription.spotContentId !== null
          ? (subscription.price ?? 0)
          : renewalAmount(subscription.level, subscriptions.addOns(subscription.id), subscription.interval);
      const nextEnd: string = addInterval(end, subscription.interval).toISOString();
      const fails = amount > 0 && RENEWAL_FAILS.has(subscription.cardLast4 ?? '');
      const invoice = invoices.add({
        userId: user.id,
        subscriptionId: subscription.id,
        description: `${this.presentation.lineOf(subscription)} renewal`,
        amount,
        currency: 'usd',
        status: fails ? 'failed' : 'paid',
        cardLast4: subscription.cardLast4,
        periodStart: periodEnd,
        periodEnd: nextEnd,
        createdAt: periodEnd,
      });
      if (fails) {
        subscription = {
          ...subscription,
          status: EntityStatus.Pending,
          pastDueSince: periodEnd,
          updated: periodEnd,
        };
        this.presentation.mail(
          user.id,
          `Your payment for ${invoice.description} (${invoice.number}) failed: ${CARD_MESSAGES.card_declined}`,
          invoice.number,
        );
        continue; // the grace may have run out already
      }
      subscription = {
        ...subscription,
        periodStart: periodEnd,
        periodEnd: nextEnd,
        updated: periodEnd,
      };
      this.presentation.receipt(user.id, invoice);
    }
    subscriptions.save(subscription);
    if (subscription.spotContentId === null) applyFeatures(this.deps, user, subscription);
    // A spot subscription that ended (unpaid, or at the end of the period after unreserve: the decal ran
    // until then) ends its content as of when it ended, and frees the spot.
    else if (subscription.status === EntityStatus.Disabled)
      this.deps.reservations.subscriptionEnded(subscription.spotContentId, new Date(subscription.updated));
  }

  /** Whether the spot subscription pays for a fixed flight that ends by `end` (contract/flight-rules.ts). */
  private flightEndsBy(subscription: Subscription, end: Date): boolean {
    if (subscription.spotContentId === null) return false;
    const flightEnd = this.deps.reservations.flightEndOf(subscription.spotContentId);
    return flightEnd !== null && flightEnd <= end.getTime();
  }

  private activeOrThrow(userId: number, action: 'cancel' | 'resume' | 'downgrade'): Subscription {
    const subscription = this.deps.subscriptions.inForceFor(userId);
    if (!subscription || subscription.status !== EntityStatus.Active) {
      throw new ApiError(409, ErrorCode.conflict, `There is no active subscription to ${action}.`);
    }
    return subscription;
  }
}
