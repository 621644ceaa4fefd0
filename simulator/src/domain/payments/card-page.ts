// The stand-in checkout page's decisions (stand-ins/stripe.ts draws the page): which session the page
// shows and its line items, and what a card form does. The form is checked as Stripe's is (number length
// and Luhn, expiry, CVC, name), then Stripe's test cards decide: paid (the session completes, completion.ts),
// declined, or the authentication challenge, whose answer pays or refuses. A session that expired,
// completed or changed meaning since the page opened is refused with its reason.
import {
  TEST_CARDS,
  type CardProblem,
  type CheckoutPageForm,
  type CheckoutStatus,
} from '@sponsorspot/contract/payments';
import type { CheckoutSessionRecord } from '../../db/repositories/checkout-sessions.js';
import { findProduct, findVariant } from './billing.js';
import type { Checkouts } from './checkout.js';
import type { Completion } from './completion.js';
import type { PaymentDeps } from './deps.js';
import type { BillingPresentation } from './presentation.js';

/** What the checkout page shows after a form: done, the challenge, or the form again with Stripe's words. */
export type PageOutcome =
  | { kind: 'complete'; returnUrl: string }
  | { kind: 'challenge' }
  | { kind: 'refused'; problem: CardProblem; field: 'cardNumber' | 'expiry' | 'cvc' | 'name' | 'card' };

/** Why the checkout page cannot be shown or used. */
export type PageRefusal = 'not_found' | 'complete' | 'expired' | 'superseded';

/** A session the checkout page may show: its record and effective status. */
export interface PageSession {
  record: CheckoutSessionRecord;
  status: CheckoutStatus;
  lineItems: { description: string; amount: number; interval: string }[];
}

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

export class CardPage {
  constructor(
    private readonly deps: PaymentDeps,
    private readonly checkouts: Checkouts,
    private readonly completion: Completion,
    private readonly presentation: BillingPresentation,
  ) {}

  /** The session the page shows, when the client secret is its own. */
  pageSession(id: string, clientSecret: string): PageSession | null {
    const record = this.deps.checkoutSessions.findById(id);
    if (!record || record.clientSecret !== clientSecret) return null;
    const product = findProduct(record.product);
    const variant = product ? findVariant(product, record.variant) : null;
    const name =
      record.change === 'spot' && record.spotContentId !== null
        ? this.presentation.spotLine(record.spotContentId)
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
      status: this.checkouts.statusOf(record),
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
    // "12 / 30" as the page formats it, "12/30", or the four digits typed without the page's script.
    const expiry =
      /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(form.expiry ?? '') ??
      /^\s*(\d{2})(\d{2})\s*$/.exec(form.expiry ?? '');
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

  private complete(record: CheckoutSessionRecord, last4: string): PageOutcome | PageRefusal {
    const outcome = this.completion.complete(record, last4);
    if (outcome === 'superseded') return 'superseded';
    if (outcome === 'gone') {
      return this.checkouts.statusOf(this.deps.checkoutSessions.findById(record.id) ?? record) === 'expired'
        ? 'expired'
        : 'complete';
    }
    return { kind: 'complete', returnUrl: record.returnUrl.replaceAll('{CHECKOUT_SESSION_ID}', record.id) };
  }

  private usable(session: PageSession): PageRefusal | null {
    const record = this.deps.checkoutSessions.findById(session.record.id);
    if (!record) return 'not_found';
    const status = this.checkouts.statusOf(record);
    if (status !== 'open') return status;
    session.record = record;
    return null;
  }
}
