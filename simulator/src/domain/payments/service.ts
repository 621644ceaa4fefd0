// Plans and payments, as the routes and the payments plugin call them: one facade over the parts, each a
// file of its own job — opening checkout sessions (checkout.ts), the checkout page's card decisions
// (card-page.ts), completing a paid session (completion.ts), the subscriptions' life on the simulator's
// clock with cancellation, scheduled downgrades and their undoing (settle.ts), and the account's billing and its mails
// (presentation.ts); pure rules are in billing.ts. Every payment read or write first settles, so it sees
// the subscriptions as they stand at the clock's time. A spot is paid with the Spot product
// (contract/reservations.ts): its session holds the spot for the content while it is open, and completing
// it starts the content's own monthly subscription at the spot's price (domain/reservations).
import type {
  AccountDetail,
  CheckoutBody,
  CheckoutCreated,
  CheckoutPageForm,
  CheckoutSession,
  PlanChangePreview,
  PlanChoice,
} from '@sponsorspot/contract/payments';
import { apiError } from '../../lib/errors.js';
import { isInterval, levelOf } from './billing.js';
import { CardPage, type PageOutcome, type PageRefusal, type PageSession } from './card-page.js';
import { Checkouts } from './checkout.js';
import { Completion } from './completion.js';
import { type PaymentDeps, userOrThrow } from './deps.js';
import { BillingPresentation } from './presentation.js';
import { SubscriptionLifecycle } from './settle.js';

// The checkout page's types are part of this facade's answers (stand-ins/stripe.ts reads them here).
export type { PageOutcome, PageRefusal, PageSession } from './card-page.js';

export class PaymentService {
  private readonly checkouts: Checkouts;
  private readonly cardPage: CardPage;
  private readonly lifecycle: SubscriptionLifecycle;
  private readonly presentation: BillingPresentation;

  constructor(private readonly deps: PaymentDeps) {
    this.presentation = new BillingPresentation(deps);
    this.checkouts = new Checkouts(deps);
    const completion = new Completion(deps, this.checkouts, this.presentation);
    this.cardPage = new CardPage(deps, this.checkouts, completion, this.presentation);
    this.lifecycle = new SubscriptionLifecycle(deps, this.presentation);
  }

  // ─── The account API ───────────────────────────────────────────────────────────────────────────────

  /** POST account/stripe_checkout: a session the embedded checkout pays (the caller is signed in). */
  createCheckout(userId: number, body: CheckoutBody): CheckoutCreated {
    this.settle();
    return this.checkouts.open(userId, body);
  }

  /** GET account/stripe_session?id=: the caller's own session only (404 for anyone else's). */
  session(userId: number, id: string): CheckoutSession {
    this.settle();
    return this.checkouts.session(userId, id);
  }

  /** GET account/: the subscription info, Feature values, usage, subscriptions and invoices. */
  account(userId: number): AccountDetail {
    this.settle();
    return this.presentation.account(userId);
  }

  /** Cancels at the period's end: the plan stays until then, then the account is on Free. */
  cancel(userId: number): AccountDetail {
    this.settle();
    this.lifecycle.cancel(userId);
    return this.account(userId);
  }

  /** GET account/subscription/preview: what a checkout for the variant would charge now, and after. */
  preview(userId: number, choice: PlanChoice): PlanChangePreview {
    this.settle();
    return this.checkouts.preview(userId, choice);
  }

  /** Schedules a downgrade for the period's end without a checkout; 409 for anything but a downgrade. */
  scheduleDowngrade(userId: number, choice: PlanChoice): AccountDetail {
    this.settle();
    const { product, variant } = this.checkouts.planChoice(choice);
    const level = levelOf(product);
    const user = userOrThrow(this.deps.users, userId);
    if (
      !level ||
      !isInterval(variant.interval) ||
      this.checkouts.changeFor(user, product, variant) !== 'downgrade'
    ) {
      throw apiError.conflict(
        `${product.name} (${variant.name}) is not a downgrade: it is paid through checkout.`,
      );
    }
    this.lifecycle.scheduleDowngrade(userId, level, variant.interval);
    return this.account(userId);
  }

  /** Undoes a cancellation or a scheduled downgrade before the period ends. */
  resume(userId: number): AccountDetail {
    this.settle();
    this.lifecycle.resume(userId);
    return this.account(userId);
  }

  // ─── The checkout page ─────────────────────────────────────────────────────────────────────────────

  /** The session the page shows, when the client secret is its own. */
  pageSession(id: string, clientSecret: string): PageSession | null {
    this.settle();
    return this.cardPage.pageSession(id, clientSecret);
  }

  /** The card form: pays with a test card, refuses with Stripe's words, or asks for the challenge. */
  pay(session: PageSession, form: CheckoutPageForm): PageOutcome | PageRefusal {
    return this.cardPage.pay(session, form);
  }

  /** The authentication challenge's answer: approve completes the payment, fail refuses it. */
  authenticate(session: PageSession, approve: boolean): PageOutcome | PageRefusal {
    return this.cardPage.authenticate(session, approve);
  }

  // ─── The clock ─────────────────────────────────────────────────────────────────────────────────────

  /** Brings every subscription up to the simulator's time (settle.ts); returns how many it changed. */
  settle(): number {
    return this.lifecycle.settle();
  }
}
