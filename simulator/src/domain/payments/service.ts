// Plans and payments: opening checkout sessions, the checkout page's card decisions (Stripe's test
// cards), completing a session (the subscription, the user's Feature values, an invoice and a receipt),
// cancellation and resumption, and the subscriptions' life on the simulator's clock (renewals, past due,
// the grace, scheduled downgrades, cancellation at the period's end). A spot is paid with the Spot product
// (contract/reservations.ts): its session holds the spot for the content while it is open, and completing
// it starts the content's own monthly subscription at the spot's price (domain/reservations).
import { randomBytes } from 'node:crypto';
import { EntityStatus, ErrorCode } from '@sponsorspot/contract/constants';
import {
  CARD_MESSAGES,
  CHECKOUT_SESSION_TTL_MS,
  PAST_DUE_GRACE_MS,
  TEST_CARDS,
  type AccountDetail,
  type CardProblem,
  type CheckoutBody,
  type CheckoutCreated,
  type CheckoutPageForm,
  type CheckoutSession,
  type CheckoutStatus,
  type SubscriptionDetail,
} from '@sponsorspot/contract/payments';
import { capacityOf, FEATURE, planOf } from '@sponsorspot/contract/plans';
import { SPOT_PRODUCT } from '@sponsorspot/contract/reservations';
import type { Product } from '@sponsorspot/contract/sponsor';
import type { Db } from '../../db/connection.js';
import type { AccountRepository } from '../../db/repositories/accounts.js';
import type {
  CheckoutChange,
  CheckoutSessionRecord,
  CheckoutSessionRepository,
} from '../../db/repositories/checkout-sessions.js';
import type { InvoiceRepository } from '../../db/repositories/invoices.js';
import type { OutboxRepository } from '../../db/repositories/outbox.js';
import type { Subscription, SubscriptionRepository } from '../../db/repositories/subscriptions.js';
import type { AccountUser, UserRepository } from '../../db/repositories/users.js';
import type { ReservationService } from '../reservations/service.js';
import { ApiError, apiError } from '../../lib/errors.js';
import type { SimClock } from '../clock.js';
import {
  addInterval,
  featuresFor,
  findProduct,
  findVariant,
  heldAddOns,
  isInterval,
  levelOf,
  periodAround,
  PLAN_RANK,
  renewalAmount,
} from './billing.js';

export interface PaymentDeps {
  db: Db;
  clock: SimClock;
  users: UserRepository;
  accounts: AccountRepository;
  subscriptions: SubscriptionRepository;
  checkoutSessions: CheckoutSessionRepository;
  invoices: InvoiceRepository;
  outbox: OutboxRepository;
  /** Holds a spot for its checkout, starts and ends the content a spot subscription pays for. */
  reservations: ReservationService;
  /** Where billing mails link to (the app's subscription page). */
  subscriptionPageUrl: string;
}

/** What the checkout page shows after a form: done, the challenge, or the form again with Stripe's words. */
export type PageOutcome =
  | { kind: 'complete'; returnUrl: string }
  | { kind: 'challenge' }
  | { kind: 'refused'; problem: CardProblem; field: 'cardNumber' | 'expiry' | 'cvc' | 'name' | 'card' };

/** What completing a session did: applied, refused (its meaning changed), or nothing (not open). */
type CompletionOutcome = 'applied' | 'superseded' | 'gone';

/** Why the checkout page cannot be shown or used. */
export type PageRefusal = 'not_found' | 'complete' | 'expired' | 'superseded';

/** A session the checkout page may show: its record and effective status. */
export interface PageSession {
  record: CheckoutSessionRecord;
  status: CheckoutStatus;
  lineItems: { description: string; amount: number; interval: string }[];
}

/** Last four digits of the test cards that pay now and fail every renewal (0341). */
const RENEWAL_FAILS = new Set(
  Object.entries(TEST_CARDS)
    .filter(([, card]) => card.outcome === 'fails_renewal')
    .map(([number]) => number.slice(-4)),
);

const fieldError = (field: string, message: string) => apiError.validation(message, [{ field, message }]);

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export class PaymentService {
  private readonly completeTransaction: (session: CheckoutSessionRecord, last4: string) => CompletionOutcome;
  private readonly settleOne: (subscription: Subscription) => void;
  private readonly openSpotCheckout: (userId: number, body: CheckoutBody) => CheckoutCreated;

  constructor(private readonly deps: PaymentDeps) {
    // Reads the subscription then writes it, the user and an invoice: immediate, so a renewal or a second
    // payment cannot interleave.
    const complete = deps.db.transaction((session: CheckoutSessionRecord, last4: string) =>
      this.applyCompletion(session, last4),
    );
    this.completeTransaction = (session, last4) => complete.immediate(session, last4);
    const settle = deps.db.transaction((subscription: Subscription) => this.advance(subscription));
    this.settleOne = (subscription) => settle.immediate(subscription);
    // Holds the spot and opens the session in one immediate transaction: of sponsors racing for the spot,
    // one holds it and the others get 409 spot_unavailable.
    const spotCheckout = deps.db.transaction((userId: number, body: CheckoutBody) =>
      this.createSpotCheckout(userId, body),
    );
    this.openSpotCheckout = (userId, body) => spotCheckout.immediate(userId, body);
  }

  // ─── The account API ───────────────────────────────────────────────────────────────────────────────

  /** POST account/stripe_checkout: a session the embedded checkout pays (the caller is signed in). */
  createCheckout(userId: number, body: CheckoutBody): CheckoutCreated {
    this.settle();
    const user = this.userOrThrow(userId);
    if (body.product === SPOT_PRODUCT.product) return this.openSpotCheckout(userId, body);
    const product = findProduct(body.product);
    if (!product) throw fieldError('product', `"${body.product}" is not a product of the catalogue.`);
    const variant = findVariant(product, body.variant);
    if (!variant || !isInterval(variant.interval)) {
      throw fieldError('variant', `"${body.variant}" is not a variant of ${product.identifier}.`);
    }
    if (
      body.spotContentId !== undefined &&
      !this.deps.checkoutSessions.ownsSpotContent(userId, body.spotContentId)
    ) {
      throw fieldError('spotContentId', `You have no reservation ${body.spotContentId}.`);
    }
    const change = this.changeFor(user, product, variant);
    const now = this.deps.clock.now();
    const id = `cs_test_sim_${randomBytes(12).toString('hex')}`;
    const clientSecret = `${id}_secret_${randomBytes(16).toString('hex')}`;
    this.deps.checkoutSessions.create({
      id,
      clientSecret,
      userId,
      product: product.identifier,
      variant: variant.identifier,
      spotContentId: body.spotContentId ?? null,
      returnUrl: body.returnUrl,
      change,
      amountDue: change === 'downgrade' ? 0 : variant.price,
      currency: variant.currency,
      customerEmail: user.email,
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + CHECKOUT_SESSION_TTL_MS).toISOString(),
    });
    return { id, client_secret: clientSecret };
  }

  /** Inside the immediate transaction: the spot held for the content, and a session for its price. */
  private createSpotCheckout(userId: number, body: CheckoutBody): CheckoutCreated {
    if (body.variant !== SPOT_PRODUCT.variant)
      throw fieldError(
        'variant',
        `"${body.variant}" is not a variant of ${SPOT_PRODUCT.product}: use ${SPOT_PRODUCT.variant}.`,
      );
    if (body.spotContentId === undefined)
      throw fieldError(
        'spotContentId',
        `A ${SPOT_PRODUCT.product} checkout pays for a content: give its spotContentId.`,
      );
    if (!this.deps.checkoutSessions.ownsSpotContent(userId, body.spotContentId))
      throw fieldError('spotContentId', `You have no reservation ${body.spotContentId}.`);
    const user = this.userOrThrow(userId);
    const hold = this.deps.reservations.holdForCheckout({ userId, roles: [] }, body.spotContentId);
    const now = this.deps.clock.now();
    const id = `cs_test_sim_${randomBytes(12).toString('hex')}`;
    const clientSecret = `${id}_secret_${randomBytes(16).toString('hex')}`;
    this.deps.checkoutSessions.create({
      id,
      clientSecret,
      userId,
      product: SPOT_PRODUCT.product,
      variant: SPOT_PRODUCT.variant,
      spotContentId: body.spotContentId,
      returnUrl: body.returnUrl,
      change: 'spot',
      amountDue: hold.amount,
      currency: hold.currency,
      customerEmail: user.email,
      createdAt: now.toISOString(),
      // The session ends with the hold: nobody pays for a spot that another sponsor may have taken since.
      expiresAt: hold.heldUntil.toISOString(),
    });
    return { id, client_secret: clientSecret };
  }

  /** GET account/stripe_session?id=: the caller's own session only (404 for anyone else's). */
  session(userId: number, id: string): CheckoutSession {
    this.settle();
    const record = this.deps.checkoutSessions.findById(id);
    if (!record || record.userId !== userId) throw apiError.notFound('Checkout session');
    const status = this.statusOf(record);
    return {
      id: record.id,
      status,
      paymentStatus:
        status !== 'complete' ? 'unpaid' : record.amountDue === 0 ? 'no_payment_required' : 'paid',
      client_secret: record.clientSecret,
      customerEmail: record.customerEmail,
      product: record.product,
      variant: record.variant,
      amountTotal: record.amountDue,
      currency: record.currency,
      expiresAt: record.expiresAt,
    };
  }

  /** GET account/: the subscription info, Feature values, usage, subscriptions and invoices. */
  account(userId: number): AccountDetail {
    this.settle();
    const user = this.userOrThrow(userId);
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

  /** Cancels at the period's end: the plan stays until then, then the account is on Free. */
  cancel(userId: number): AccountDetail {
    this.settle();
    const subscription = this.activeOrThrow(userId, 'cancel');
    if (subscription.cancelAtPeriodEnd) {
      throw apiError.conflict('The subscription is already set to end at the end of its period.');
    }
    const now = this.deps.clock.now();
    const next = {
      ...this.withPeriod(subscription, now),
      cancelAtPeriodEnd: true,
      scheduledLevel: null,
      scheduledInterval: null,
      updated: now.toISOString(),
    };
    this.deps.subscriptions.save(next);
    this.mail(userId, `Your ${next.level} plan ends on ${day(next.periodEnd)}`, '');
    return this.account(userId);
  }

  /** Undoes a cancellation before the period ends. */
  resume(userId: number): AccountDetail {
    this.settle();
    const subscription = this.activeOrThrow(userId, 'resume');
    if (!subscription.cancelAtPeriodEnd) throw apiError.conflict('The subscription is not set to end.');
    this.deps.subscriptions.save({
      ...subscription,
      cancelAtPeriodEnd: false,
      updated: this.deps.clock.now().toISOString(),
    });
    this.mail(userId, `Your ${subscription.level} plan continues`, '');
    return this.account(userId);
  }

  // ─── The checkout page ─────────────────────────────────────────────────────────────────────────────

  /** The session the page shows, when the client secret is its own. */
  pageSession(id: string, clientSecret: string): PageSession | null {
    this.settle();
    const record = this.deps.checkoutSessions.findById(id);
    if (!record || record.clientSecret !== clientSecret) return null;
    const product = findProduct(record.product);
    const variant = product ? findVariant(product, record.variant) : null;
    const name =
      record.change === 'spot'
        ? `Spot reservation ${record.spotContentId ?? ''} (Monthly)`
        : product
          ? `${product.name} (${variant?.name ?? record.variant})`
          : record.product;
    const description =
      record.change === 'downgrade'
        ? `${name}, from the end of the current period`
        : record.change === 'addon'
          ? `${name}, add-on`
          : name;
    return {
      record,
      status: this.statusOf(record),
      lineItems: [{ description, amount: record.amountDue, interval: variant?.interval ?? 'month' }],
    };
  }

  /** The card form: pays with a test card, refuses with Stripe's words, or asks for the challenge. */
  pay(session: PageSession, form: CheckoutPageForm): PageOutcome | PageRefusal {
    const refusal = this.usable(session);
    if (refusal) return refusal;
    const number = (form.cardNumber ?? '').replace(/[\s-]/g, '');
    if (!/^\d+$/.test(number) || number.length < 16) {
      return {
        kind: 'refused',
        problem: number.length ? 'incorrect_number' : 'incomplete_number',
        field: 'cardNumber',
      };
    }
    if (number.length > 16 || !luhn(number))
      return { kind: 'refused', problem: 'incorrect_number', field: 'cardNumber' };
    const expiry = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(form.expiry ?? '');
    if (!expiry) return { kind: 'refused', problem: 'incomplete_expiry', field: 'expiry' };
    const month = Number(expiry[1]);
    if (month < 1 || month > 12) return { kind: 'refused', problem: 'invalid_expiry_month', field: 'expiry' };
    const year = Number(expiry[2]) + ((expiry[2] as string).length === 2 ? 2000 : 0);
    const now = this.deps.clock.now();
    if (year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1)) {
      return { kind: 'refused', problem: 'expired_card', field: 'expiry' };
    }
    if (!/^\d{3,4}$/.test((form.cvc ?? '').trim()))
      return { kind: 'refused', problem: 'incomplete_cvc', field: 'cvc' };
    if (!(form.name ?? '').trim()) return { kind: 'refused', problem: 'incomplete_name', field: 'name' };

    const card = Object.hasOwn(TEST_CARDS, number) ? TEST_CARDS[number as keyof typeof TEST_CARDS] : null;
    if (!card) return { kind: 'refused', problem: 'test_mode_live_card', field: 'card' };
    const last4 = number.slice(-4);
    switch (card.outcome) {
      case 'card_declined':
      case 'insufficient_funds':
        return { kind: 'refused', problem: card.outcome, field: 'card' };
      case 'authentication_required':
        this.deps.checkoutSessions.setChallenge(session.record.id, last4, session.record.customerEmail);
        return { kind: 'challenge' };
      case 'succeeds':
      case 'fails_renewal':
        return this.complete(session.record, last4);
    }
  }

  /** The authentication challenge's answer: approve completes the payment, fail refuses it. */
  authenticate(session: PageSession, approve: boolean): PageOutcome | PageRefusal {
    const refusal = this.usable(session);
    if (refusal) return refusal;
    const last4 = session.record.challengeLast4;
    if (!last4) return { kind: 'refused', problem: 'authentication_failed', field: 'card' };
    if (!approve) {
      this.deps.checkoutSessions.setChallenge(session.record.id, null, session.record.customerEmail);
      return { kind: 'refused', problem: 'authentication_failed', field: 'card' };
    }
    return this.complete(session.record, last4);
  }

  // ─── The clock ─────────────────────────────────────────────────────────────────────────────────────

  /**
   * Brings every subscription up to the simulator's time: renewals (paid, or failed → past due),
   * scheduled downgrades, cancellations at the period's end and past-due subscriptions whose grace ran out;
   * spot holds that ran out.
   * Runs when the clock moves and before every payment read or write. Returns how many it changed.
   */
  settle(): number {
    // Holds that ran out fall back to Created first, so usage and sessions read the lifecycle as it stands.
    this.deps.reservations.releaseExpiredHolds();
    const due = this.deps.subscriptions.due(this.deps.clock.now(), PAST_DUE_GRACE_MS);
    for (const subscription of due) this.settleOne(subscription);
    return due.length;
  }

  // ─── Inside ────────────────────────────────────────────────────────────────────────────────────────

  private complete(record: CheckoutSessionRecord, last4: string): PageOutcome | PageRefusal {
    const outcome = this.completeTransaction(record, last4);
    if (outcome === 'superseded') return 'superseded';
    if (outcome === 'gone') {
      return this.statusOf(this.deps.checkoutSessions.findById(record.id) ?? record) === 'expired'
        ? 'expired'
        : 'complete';
    }
    return { kind: 'complete', returnUrl: record.returnUrl.replaceAll('{CHECKOUT_SESSION_ID}', record.id) };
  }

  /** Whether the session still means what it did when it opened (the account may have changed since). */
  private stillApplies(session: CheckoutSessionRecord): boolean {
    if (session.change === 'spot') return true; // it ends with its hold (createSpotCheckout)
    const user = this.userOrThrow(session.userId);
    const product = findProduct(session.product);
    const variant = product ? findVariant(product, session.variant) : null;
    if (!product || !variant) return false;
    try {
      return this.changeFor(user, product, variant) === session.change;
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
    const user = this.userOrThrow(session.userId);
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
        ...this.withPeriod(subscription, now),
        scheduledLevel: level,
        scheduledInterval: interval,
        cancelAtPeriodEnd: false,
        cardLast4: last4,
        updated: iso,
      };
      subscriptions.save(subscription);
      this.mail(
        session.userId,
        `Your plan changes to ${level} on ${day(subscription.periodEnd)}`,
        session.id,
      );
      return 'applied';
    }

    const periodEnd = addInterval(now, interval).toISOString();
    const fresh = {
      status: EntityStatus.Active,
      updated: iso,
      interval,
      periodStart: iso,
      periodEnd,
      cancelAtPeriodEnd: false,
      scheduledLevel: null,
      scheduledInterval: null,
      pastDueSince: null,
      cardLast4: last4,
    } as const;
    if (session.change === 'plan' && level) {
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
    this.applyFeatures(user, subscription);
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
    this.mail(
      session.userId,
      `Your SponsorSpot receipt ${invoice.number}: ${money(invoice.amount, invoice.currency)}`,
      invoice.number,
    );
    return 'applied';
  }

  /** Inside the immediate transaction: the content's monthly subscription at the spot's price, paid now. */
  private applySpotCompletion(session: CheckoutSessionRecord, last4: string, now: Date): void {
    const contentId = session.spotContentId;
    if (contentId === null) return;
    const iso = now.toISOString();
    const periodEnd = addInterval(now, 'month').toISOString();
    const subscription = this.deps.subscriptions.create({
      userId: session.userId,
      level: 'Free',
      status: EntityStatus.Active,
      updated: iso,
      interval: 'month',
      periodStart: iso,
      periodEnd,
      cancelAtPeriodEnd: false,
      scheduledLevel: null,
      scheduledInterval: null,
      pastDueSince: null,
      cardLast4: last4,
      spotContentId: contentId,
      price: session.amountDue,
    });
    this.deps.reservations.paid(contentId, subscription.id);
    const invoice = this.deps.invoices.add({
      userId: session.userId,
      subscriptionId: subscription.id,
      description: `Spot reservation ${contentId} (Monthly)`,
      amount: session.amountDue,
      currency: session.currency,
      status: 'paid',
      cardLast4: last4,
      periodStart: iso,
      periodEnd,
      createdAt: iso,
    });
    this.mail(
      session.userId,
      `Your SponsorSpot receipt ${invoice.number}: ${money(invoice.amount, invoice.currency)}`,
      invoice.number,
    );
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
        this.mail(user.id, `Your ${nameOf(subscription)} has ended: the renewal was not paid`, '');
        break;
      }
      const periodEnd = subscription.periodEnd;
      if (subscription.status !== EntityStatus.Active || !periodEnd) break;
      const end: Date = new Date(periodEnd);
      if (end > now) break;
      if (subscription.cancelAtPeriodEnd) {
        subscription = { ...subscription, status: EntityStatus.Disabled, updated: periodEnd };
        this.mail(user.id, `Your ${nameOf(subscription)} has ended`, '');
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
        description: `${nameOf(subscription)} renewal`,
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
        this.mail(
          user.id,
          `Your payment for ${invoice.number} failed: ${CARD_MESSAGES.card_declined}`,
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
      this.mail(
        user.id,
        `Your SponsorSpot receipt ${invoice.number}: ${money(amount, 'usd')}`,
        invoice.number,
      );
    }
    subscriptions.save(subscription);
    if (subscription.spotContentId === null) this.applyFeatures(user, subscription);
    // A spot subscription that ended unpaid ends its content and frees the spot (one cancelled by
    // unreserve ended its content then).
    else if (subscription.status === EntityStatus.Disabled)
      this.deps.reservations.subscriptionEnded(subscription.spotContentId);
  }

  /** The user's Feature values from the subscription: ended (Disabled) grants nothing, the free plan. */
  private applyFeatures(user: AccountUser, subscription: Subscription): void {
    const inForce = subscription.status === EntityStatus.Disabled ? null : subscription;
    const features = featuresFor(
      user.features,
      inForce && { level: inForce.level, addOns: this.deps.subscriptions.addOns(inForce.id) },
    );
    this.deps.users.setFeatures(user.id, features);
  }

  /** A seeded subscription without a period gets the one around now, counted from its last change. */
  private withPeriod(subscription: Subscription, now: Date): Subscription & { periodEnd: string } {
    if (subscription.periodEnd) return { ...subscription, periodEnd: subscription.periodEnd };
    const { start, end } = periodAround(new Date(subscription.updated), subscription.interval, now);
    return { ...subscription, periodStart: start.toISOString(), periodEnd: end.toISOString() };
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

  /**
   * What buying the variant would do for the user now: a plan change at once, a downgrade at the period's
   * end, or an add-on; throws the 4xx when it makes no sense (the plan held, Free, an add-on's period).
   */
  private changeFor(
    user: AccountUser,
    product: Product,
    variant: Product['variants'][number],
  ): CheckoutChange {
    const interval = variant.interval;
    const subscription = this.deps.subscriptions.inForceFor(user.id);
    const current = planOf(user.features);
    const level = levelOf(product);
    if (level !== null) {
      if (level === 'Free') {
        if (current === 'Free') throw apiError.conflict('You are on the Free plan already.');
        throw apiError.badRequest(
          'To return to the Free plan, cancel the subscription (POST account/subscription/cancel).',
        );
      }
      const currentInterval = subscription?.interval ?? 'month';
      if (
        level === current &&
        interval === currentInterval &&
        subscription?.status !== EntityStatus.Pending
      ) {
        throw apiError.conflict(`You are on the ${level} plan (${variant.name}) already.`);
      }
      const upgrade =
        PLAN_RANK[level] > PLAN_RANK[current] ||
        (level === current && interval === 'year' && currentInterval === 'month');
      // A past-due or never-paid subscription changes at once: there is no paid period to wait for.
      return upgrade || subscription?.status !== EntityStatus.Active ? 'plan' : 'downgrade';
    } else {
      if (product.identifier === FEATURE.downloadHtml && user.features.includes(FEATURE.downloadHtml)) {
        throw apiError.conflict('You have HTML download already.');
      }
      if (subscription?.periodEnd && subscription.interval !== interval) {
        const wanted = product.variants.find((v) => v.interval === subscription.interval);
        throw fieldError(
          'variant',
          `Add-ons follow their plan's period: choose ${wanted?.identifier ?? 'the variant of your plan'}.`,
        );
      }
      return 'addon';
    }
  }

  private statusOf(record: CheckoutSessionRecord): CheckoutStatus {
    if (record.status === 'complete') return 'complete';
    return Date.parse(record.expiresAt) <= this.deps.clock.nowMs() ? 'expired' : 'open';
  }

  private usable(session: PageSession): PageRefusal | null {
    const record = this.deps.checkoutSessions.findById(session.record.id);
    if (!record) return 'not_found';
    const status = this.statusOf(record);
    if (status !== 'open') return status;
    session.record = record;
    return null;
  }

  private activeOrThrow(userId: number, action: 'cancel' | 'resume'): Subscription {
    const subscription = this.deps.subscriptions.inForceFor(userId);
    if (!subscription || subscription.status !== EntityStatus.Active) {
      throw new ApiError(409, ErrorCode.conflict, `There is no active subscription to ${action}.`);
    }
    return subscription;
  }

  private userOrThrow(userId: number): AccountUser {
    const user = this.deps.users.findById(userId);
    if (!user) throw apiError.notFound('User');
    return user;
  }

  private mail(userId: number, subject: string, code: string): void {
    const user = this.deps.users.findById(userId);
    if (!user) return;
    this.deps.outbox.add({
      to: user.email,
      kind: 'billing',
      subject,
      code,
      link: this.deps.subscriptionPageUrl,
      sentAt: this.deps.clock.now().toISOString(),
    });
  }
}

/** How mails name a subscription: its plan, or the spot reservation it pays for. */
const nameOf = (s: Subscription) =>
  s.spotContentId !== null ? `spot reservation ${s.spotContentId}` : `${s.level} plan`;
const day = (iso: string | null) => (iso ? iso.slice(0, 10) : 'the end of the period');
const money = (amount: number, currency: string) => `${amount.toFixed(2)} ${currency.toUpperCase()}`;
