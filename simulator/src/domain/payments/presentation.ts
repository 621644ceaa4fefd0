// Billing as the account reads it, and the mails billing sends. GET account/ shows the subscription info,
// the Feature values, usage against the plan's capacity, every subscription (its state: active, past due
// with the end of its grace, incomplete or canceled; a scheduled change) and the invoices. Every billing
// mail goes to the outbox linking to the app's subscription page, and names a subscription, a day and an
// amount in the same words (subscriptionName, lineOf, day, money): a plan by its level, a spot's
// reservation by the spot and its publisher (contract reservation-rules), never by an id.
import { EntityStatus } from '@sponsorspot/contract/constants';
import {
  PAST_DUE_GRACE_MS,
  type AccountDetail,
  type Invoice,
  type SubscriptionDetail,
} from '@sponsorspot/contract/payments';
import { capacityOf } from '@sponsorspot/contract/plans';
import { reservationLine, reservationName } from '@sponsorspot/contract/reservation-rules';
import type { Subscription } from '../../db/repositories/subscriptions.js';
import { apiError } from '../../lib/errors.js';
import { day, money } from './billing-words.js';
import { type PaymentDeps, userOrThrow } from './deps.js';

/** What a spot subscription is called when its content or spot is gone. */
const GONE_SPOT = 'a spot that no longer exists';

export class BillingPresentation {
  constructor(private readonly deps: PaymentDeps) {}

  /** GET account/: the subscription info, Feature values, usage, subscriptions and invoices. */
  account(userId: number): AccountDetail {
    const user = userOrThrow(this.deps.users, userId);
    const info = this.deps.accounts.subscriptionInfo(userId);
    if (!info) throw apiError.notFound('User');
    const capacity = capacityOf(user.features);
    return {
      id: user.id,
      email: user.email,
      ...info,
      features: user.features,
      usage: {
        reservationCapacity: capacity.reservations,
        reservationCount: this.deps.accounts.reservations(userId),
        listingCapacity: capacity.listings,
        listingCount: this.deps.accounts.listings(userId),
      },
      subscriptions: this.deps.subscriptions.listFor(userId).map((s) => this.detail(s)),
      invoices: this.deps.invoices.listFor(userId),
    };
  }

  /** How mails name a subscription: "Pro plan", or "reservation of Blog sidebar on Spoke & Chain". */
  subscriptionName(s: Pick<Subscription, 'level' | 'spotContentId'>): string {
    if (s.spotContentId === null) return `${s.level} plan`;
    const spot = this.deps.reservations.spotOf(s.spotContentId);
    return `reservation of ${spot ? reservationName(spot) : GONE_SPOT}`;
  }

  /** A subscription's invoice line: "Pro plan", or "Blog sidebar on Spoke & Chain, monthly". */
  lineOf(s: Pick<Subscription, 'level' | 'spotContentId'>): string {
    return s.spotContentId === null ? `${s.level} plan` : this.spotLine(s.spotContentId);
  }

  /** The line of a content's spot subscription: "Blog sidebar on Spoke & Chain, monthly". */
  spotLine(contentId: number): string {
    const spot = this.deps.reservations.spotOf(contentId);
    return spot ? reservationLine(spot) : `${GONE_SPOT}, monthly`;
  }

  /**
   * The receipt mail of a paid invoice: what was bought, for how much and until when, linking to the
   * invoice's page in the app (its document and PDF).
   */
  receipt(userId: number, invoice: Invoice): void {
    const paid = money(invoice.amount, invoice.currency);
    const card = invoice.cardLast4 ? ` with the card ending ${invoice.cardLast4}` : '';
    const body = [
      `Thank you: you paid ${paid}${card}.`,
      '',
      `What you bought: ${invoice.description}`,
      `Amount: ${paid}`,
      invoice.periodStart && invoice.periodEnd
        ? `Period: ${day(invoice.periodStart)} to ${day(invoice.periodEnd)} (paid until ${day(invoice.periodEnd)})`
        : `Paid on ${day(invoice.createdAt)}`,
      `Invoice: ${invoice.number}`,
      '',
      `Your invoice, to read, print or download as a PDF: ${this.deps.invoicePageUrl(invoice.id)}`,
    ].join('\n');
    const subject = `Your SponsorSpot receipt ${invoice.number}: ${invoice.description}, ${paid}`;
    this.mail(userId, subject, invoice.number, {
      link: this.deps.invoicePageUrl(invoice.id),
      body,
    });
  }

  /**
   * A billing mail to the user (none when the user is gone), linking to the subscription page unless it says
   * where, with a body where it has one.
   */
  mail(userId: number, subject: string, code: string, more: { link?: string; body?: string } = {}): void {
    const user = this.deps.users.findById(userId);
    if (!user) return;
    this.deps.outbox.add({
      to: user.email,
      kind: 'billing',
      subject,
      code,
      link: more.link ?? this.deps.subscriptionPageUrl,
      ...(more.body === undefined ? {} : { body: more.body }),
      sentAt: this.deps.clock.now().toISOString(),
    });
  }

  private detail(s: Subscription): SubscriptionDetail {
    const state =
      s.status === EntityStatus.Disabled
        ? 'canceled'
        : s.status === EntityStatus.Active
          ? 'active'
          : s.pastDueSince
            ? 'past_due'
            : 'incomplete';
    return {
      id: s.id,
      level: s.level,
      status: s.status,
      state,
      interval: s.periodEnd ? s.interval : null,
      currentPeriodStart: s.periodStart,
      currentPeriodEnd: s.periodEnd,
      cancelAtPeriodEnd: s.cancelAtPeriodEnd,
      scheduledChange:
        s.scheduledLevel && s.periodEnd
          ? { level: s.scheduledLevel, interval: s.scheduledInterval ?? s.interval, at: s.periodEnd }
          : null,
      pastDueSince: s.pastDueSince,
      graceEndsAt:
        state === 'past_due' && s.pastDueSince
          ? new Date(Date.parse(s.pastDueSince) + PAST_DUE_GRACE_MS).toISOString()
          : null,
      addOns: this.deps.subscriptions.addOns(s.id),
      cardLast4: s.cardLast4,
      updated: s.updated,
    };
  }
}
