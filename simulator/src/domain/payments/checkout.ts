// Opening checkout sessions (POST account/stripe_checkout) and reading them back (GET
// account/stripe_session). Opening decides what buying the variant would do for the account now — a plan
// change at once, a downgrade at the period's end, or an add-on — and refuses with the 4xx when it makes
// no sense. A Spot product's session (contract/reservations.ts) holds the spot for its content while it is
// open and ends with the hold; the others end CHECKOUT_SESSION_TTL_MS after they open.
import { randomBytes } from 'node:crypto';
import { EntityStatus } from '@sponsorspot/contract/constants';
import {
  CHECKOUT_SESSION_TTL_MS,
  type CheckoutBody,
  type CheckoutCreated,
  type CheckoutSession,
  type CheckoutStatus,
  type PlanChangePreview,
  type PlanChoice,
} from '@sponsorspot/contract/payments';
import { FEATURE, planOf } from '@sponsorspot/contract/plans';
import { SPOT_PRODUCT } from '@sponsorspot/contract/reservations';
import type { Product } from '@sponsorspot/contract/sponsor';
import type {
  CheckoutChange,
  CheckoutSessionRecord,
  NewCheckoutSession,
} from '../../db/repositories/checkout-sessions.js';
import type { BillingInterval } from '../../db/repositories/subscriptions.js';
import type { AccountUser } from '../../db/repositories/users.js';
import { apiError } from '../../lib/errors.js';
import {
  addInterval,
  findProduct,
  findVariant,
  heldAddOns,
  isInterval,
  levelOf,
  PLAN_RANK,
  planCharge,
  renewalAmount,
  withPeriod,
} from './billing.js';
import { type PaymentDeps, userOrThrow } from './deps.js';

const fieldError = (field: string, message: string) => apiError.validation(message, [{ field, message }]);

export class Checkouts {
  private readonly openSpotCheckout: (userId: number, body: CheckoutBody) => CheckoutCreated;

  constructor(private readonly deps: PaymentDeps) {
    // Holds the spot and opens the session in one immediate transaction: of sponsors racing for the spot,
    // one holds it and the others get 409 spot_unavailable.
    const spotCheckout = deps.db.transaction((userId: number, body: CheckoutBody) =>
      this.createSpotCheckout(userId, body),
    );
    this.openSpotCheckout = (userId, body) => spotCheckout.immediate(userId, body);
  }

  /** POST account/stripe_checkout: a session the embedded checkout pays (the caller is signed in). */
  open(userId: number, body: CheckoutBody): CheckoutCreated {
    const user = userOrThrow(this.deps.users, userId);
    if (body.product === SPOT_PRODUCT.product) return this.openSpotCheckout(userId, body);
    const { product, variant } = this.planChoice(body);
    if (
      body.spotContentId !== undefined &&
      !this.deps.checkoutSessions.ownsSpotContent(userId, body.spotContentId)
    ) {
      throw fieldError('spotContentId', `You have no reservation ${body.spotContentId}.`);
    }
    const change = this.changeFor(user, product, variant);
    const now = this.deps.clock.now();
    return this.openSession({
      userId,
      product: product.identifier,
      variant: variant.identifier,
      spotContentId: body.spotContentId ?? null,
      returnUrl: body.returnUrl,
      change,
      amountDue: this.amountDue(userId, change, product, variant, now),
      currency: variant.currency,
      customerEmail: user.email,
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + CHECKOUT_SESSION_TTL_MS).toISOString(),
    });
  }

  /**
   * GET account/subscription/preview: what opening a checkout for the variant would charge now, when the
   * change takes effect and what renews after it; the same 4xx as opening one.
   */
  preview(userId: number, choice: PlanChoice): PlanChangePreview {
    const user = userOrThrow(this.deps.users, userId);
    const { product, variant } = this.planChoice(choice);
    const change = this.changeFor(user, product, variant);
    const now = this.deps.clock.now();
    const interval = variant.interval as BillingInterval;
    const stored = this.deps.subscriptions.inForceFor(userId);
    const subscription = stored && withPeriod(stored, now);
    const items = stored ? this.deps.subscriptions.addOns(stored.id) : [];
    const addOns = items.length > 0 ? items : heldAddOns(user.features, planOf(user.features));
    const level = levelOf(product);
    const answer = (
      amountDue: number,
      prorated: boolean,
      effectiveAt: Date,
      renewalAt: Date | string,
      renewal: number,
    ): PlanChangePreview => ({
      change,
      prorated,
      amountDue,
      currency: variant.currency,
      effectiveAt: effectiveAt.toISOString(),
      renewal: { amount: renewal, interval, at: new Date(renewalAt).toISOString() },
    });
    if (change === 'addon') {
      // It joins the plan's paid period; without one, completion starts a period from now.
      const withAddOn = [...addOns, { product: product.identifier, quantity: 1 }];
      const planLevel = stored?.level ?? planOf(user.features);
      const at = stored?.periodEnd ?? addInterval(now, interval);
      return answer(variant.price, false, now, at, renewalAmount(planLevel, withAddOn, interval));
    }
    if (!level) throw new Error(`Not a plan: ${product.identifier}`);
    if (change === 'downgrade' && subscription) {
      const at = new Date(subscription.periodEnd);
      return answer(0, false, at, at, renewalAmount(level, addOns, interval));
    }
    const charge = planCharge(stored, level, interval, now);
    return answer(
      charge.amount,
      charge.prorated,
      now,
      charge.periodEnd,
      renewalAmount(level, addOns, interval),
    );
  }

  /** A plan or add-on of the catalogue and one of its variants; 400 naming the field otherwise. */
  planChoice(choice: PlanChoice): { product: Product; variant: Product['variants'][number] } {
    const product = choice.product === SPOT_PRODUCT.product ? null : findProduct(choice.product);
    if (!product) throw fieldError('product', `"${choice.product}" is not a product of the catalogue.`);
    const variant = findVariant(product, choice.variant);
    if (!variant || !isInterval(variant.interval)) {
      throw fieldError('variant', `"${choice.variant}" is not a variant of ${product.identifier}.`);
    }
    return { product, variant };
  }

  /** What a session for the change is opened for: a plan's charge (planCharge), an add-on's price, or 0. */
  private amountDue(
    userId: number,
    change: CheckoutChange,
    product: Product,
    variant: Product['variants'][number],
    now: Date,
  ): number {
    const level = levelOf(product);
    if (change === 'downgrade') return 0;
    if (change !== 'plan' || !level || !isInterval(variant.interval)) return variant.price;
    return planCharge(this.deps.subscriptions.inForceFor(userId), level, variant.interval, now).amount;
  }

  /** Stores a new open session under a fresh id and client secret, and answers both. */
  private openSession(session: Omit<NewCheckoutSession, 'id' | 'clientSecret'>): CheckoutCreated {
    const id = `cs_test_sim_${randomBytes(12).toString('hex')}`;
    const clientSecret = `${id}_secret_${randomBytes(16).toString('hex')}`;
    this.deps.checkoutSessions.create({ id, clientSecret, ...session });
    return { id, client_secret: clientSecret };
  }

  /** GET account/stripe_session?id=: the caller's own session only (404 for anyone else's). */
  session(userId: number, id: string): CheckoutSession {
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

  /** A session's effective status: complete, open, or expired by the simulator's clock. */
  statusOf(record: CheckoutSessionRecord): CheckoutStatus {
    if (record.status === 'complete') return 'complete';
    return Date.parse(record.expiresAt) <= this.deps.clock.nowMs() ? 'expired' : 'open';
  }

  /**
   * What buying the variant would do for the user now: a plan change at once, a downgrade at the period's
   * end, or an add-on; throws the 4xx when it makes no sense (the plan held, Free, an add-on's period).
   */
  changeFor(
    user: AccountUser,
    product: Product,
    variant: Product['variants'][number],
  ): Exclude<CheckoutChange, 'spot'> {
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
    const user = userOrThrow(this.deps.users, userId);
    const hold = this.deps.reservations.holdForCheckout({ userId, roles: [] }, body.spotContentId, {
      startsOn: body.startsOn,
      endsOn: body.endsOn,
    });
    const now = this.deps.clock.now();
    return this.openSession({
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
  }
}
