// Plans and payments (docs/payments.md "Plans and payments"; contract/src/endpoints/account.ts): the checkout
// session the app hands to Stripe's embedded checkout, the subscription with its period, add-ons and
// scheduled changes, invoices, and Stripe's test cards as the simulator's checkout page honours them.
import Type, { type Static } from 'typebox';
import { StatusValue } from './common.js';
import { AccountUsage, SubscriptionInfo } from './presence-user.js';
import { FlightFields } from './reservations.js';

/** Checkout sessions expire this long after they open (Stripe's default, 24 h). */
export const CHECKOUT_SESSION_TTL_MS = 24 * 3600 * 1000;
/** A subscription whose renewal failed stays past due this long, then ends (features back to free). */
export const PAST_DUE_GRACE_MS = 7 * 24 * 3600 * 1000;

/** POST account/stripe_checkout */
export const CheckoutBody = Type.Object(
  {
    product: Type.String({
      minLength: 1,
      maxLength: 100,
      description:
        'A product identifier of the manifest catalogue, e.g. SubscriptionLevel.Pro; or Spot (variant ' +
        'Spot.Monthly, with spotContentId) to pay for a spot at its monthly price (contract/reservations.ts).',
    }),
    variant: Type.String({
      minLength: 1,
      maxLength: 100,
      description: "One of the product's variant identifiers, e.g. SubscriptionLevel.Pro.Yearly.",
    }),
    spotContentId: Type.Optional(
      Type.Integer({
        minimum: 1,
        description:
          'The reservation the payment is for (the sponsor side). With product Spot, opening the session ' +
          'holds the spot for it 30 minutes (the session expires with the hold).',
      }),
    ),
    ...FlightFields,
    returnUrl: Type.String({
      minLength: 1,
      maxLength: 2000,
      description:
        'Where the browser goes after payment when the app gives no onComplete: an http(s) URL on an app ' +
        'origin; {CHECKOUT_SESSION_ID} in it becomes the session id, as with Stripe.',
    }),
  },
  { additionalProperties: false },
);
export type CheckoutBody = Static<typeof CheckoutBody>;

/** The answer of POST account/stripe_checkout: what EmbeddedCheckoutProvider takes as clientSecret. */
export const CheckoutCreated = Type.Object({
  id: Type.String(),
  client_secret: Type.String(),
});
export type CheckoutCreated = Static<typeof CheckoutCreated>;

export const CheckoutSessionQuery = Type.Object(
  { id: Type.String({ minLength: 1, maxLength: 200 }) },
  { additionalProperties: false },
);

export const CheckoutStatus = Type.Union([
  Type.Literal('open'),
  Type.Literal('complete'),
  Type.Literal('expired'),
]);
export type CheckoutStatus = Static<typeof CheckoutStatus>;

/** GET account/stripe_session?id= (Stripe's Checkout Session, the fields the app reads). */
export const CheckoutSession = Type.Object({
  id: Type.String(),
  status: CheckoutStatus,
  paymentStatus: Type.Union([
    Type.Literal('paid'),
    Type.Literal('unpaid'),
    Type.Literal('no_payment_required'),
  ]),
  client_secret: Type.String(),
  customerEmail: Type.String(),
  product: Type.String(),
  variant: Type.String(),
  amountTotal: Type.Number({ description: 'Due now, in whole units of the currency.' }),
  currency: Type.String(),
  expiresAt: Type.String({ format: 'date-time' }),
});
export type CheckoutSession = Static<typeof CheckoutSession>;

const Interval = Type.Union([Type.Literal('month'), Type.Literal('year')]);
const Level = SubscriptionInfo.properties.subscriptionLevel;
const Time = Type.String({ format: 'date-time' });
const NullableTime = Type.Union([Time, Type.Null()]);

/**
 * Where a subscription stands: `active`; `past_due` (a renewal failed; status Pending, the features stay
 * until the grace ends); `canceled` (ended; status Disabled); `incomplete` (seeded Created/Pending, never paid).
 */
export const SubscriptionState = Type.Union([
  Type.Literal('active'),
  Type.Literal('past_due'),
  Type.Literal('canceled'),
  Type.Literal('incomplete'),
]);
export type SubscriptionState = Static<typeof SubscriptionState>;

export const SubscriptionDetail = Type.Object({
  id: Type.Integer(),
  level: Level,
  status: StatusValue,
  state: SubscriptionState,
  /** null for a seeded subscription that has no billing period (it never renews until changed). */
  interval: Type.Union([Interval, Type.Null()]),
  currentPeriodStart: NullableTime,
  currentPeriodEnd: NullableTime,
  cancelAtPeriodEnd: Type.Boolean(),
  /** A downgrade waiting for the period's end. */
  scheduledChange: Type.Union([Type.Object({ level: Level, interval: Interval, at: Time }), Type.Null()]),
  pastDueSince: NullableTime,
  /** When a past-due subscription ends unless paid. */
  graceEndsAt: NullableTime,
  addOns: Type.Array(Type.Object({ product: Type.String(), quantity: Type.Integer({ minimum: 1 }) })),
  cardLast4: Type.Union([Type.String(), Type.Null()]),
  updated: Time,
});
export type SubscriptionDetail = Static<typeof SubscriptionDetail>;

export const Invoice = Type.Object({
  id: Type.Integer(),
  number: Type.String(),
  subscriptionId: Type.Union([Type.Integer(), Type.Null()]),
  description: Type.String(),
  amount: Type.Number(),
  currency: Type.String(),
  /** refunded: paid, then refunded in full (a decal its publisher rejected). */
  status: Type.Union([Type.Literal('paid'), Type.Literal('failed'), Type.Literal('refunded')]),
  cardLast4: Type.Union([Type.String(), Type.Null()]),
  periodStart: NullableTime,
  periodEnd: NullableTime,
  createdAt: Time,
  /** When a refunded invoice was refunded. */
  refundedAt: Type.Optional(Time),
});
export type Invoice = Static<typeof Invoice>;

/**
 * GET account/ — the account; the subscription info fields (./presence-user.ts SubscriptionInfo) stay as they
 * were.
 */
export const AccountDetail = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  ...SubscriptionInfo.properties,
  features: Type.Array(Type.String()),
  usage: AccountUsage,
  /** Newest first; the first that has not ended is the one in force. */
  subscriptions: Type.Array(SubscriptionDetail),
  /** Newest first. */
  invoices: Type.Array(Invoice),
});
export type AccountDetail = Static<typeof AccountDetail>;

/** Stripe's test cards as the simulator's checkout page honours them (docs/payments.md "Test cards"). */
export const TEST_CARDS = {
  '4242424242424242': { outcome: 'succeeds', label: 'Pays' },
  '4000000000000002': { outcome: 'card_declined', label: 'Declined (card_declined)' },
  '4000000000009995': { outcome: 'insufficient_funds', label: 'Declined (insufficient_funds)' },
  '4000002500003155': { outcome: 'authentication_required', label: 'Asks for authentication (3-D Secure)' },
  '4000000000000341': { outcome: 'fails_renewal', label: 'Pays now, every renewal fails' },
} as const;
export type TestCardOutcome = (typeof TEST_CARDS)[keyof typeof TEST_CARDS]['outcome'];

/** Stripe's words for each refusal the checkout page shows. */
export const CARD_MESSAGES = {
  card_declined: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
  authentication_failed:
    'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
  incorrect_number: 'Your card number is incorrect.',
  incomplete_number: 'Your card number is incomplete.',
  test_mode_live_card: 'Your card was declined. Your request was in test mode, but used a non test card.',
  incomplete_expiry: "Your card's expiration date is incomplete.",
  invalid_expiry_month: "Your card's expiration month is invalid.",
  expired_card: "Your card's expiration year is in the past.",
  incomplete_cvc: "Your card's security code is incomplete.",
  incomplete_email: 'Your email address is incomplete.',
  incomplete_name: 'Your name is incomplete.',
} as const;
export type CardProblem = keyof typeof CARD_MESSAGES;

/** Beyond the spec: POST account/subscription/cancel and /resume answer the account. */
export const SubscriptionAction = Type.Object({}, { additionalProperties: false });

/** Beyond the spec: a plan or add-on variant of the catalogue, for GET account/subscription/preview and
 * POST account/subscription/downgrade. */
export const PlanChoice = Type.Object(
  {
    product: CheckoutBody.properties.product,
    variant: CheckoutBody.properties.variant,
  },
  { additionalProperties: false },
);
export type PlanChoice = Static<typeof PlanChoice>;

/**
 * What buying a variant would do now, as checkout would charge it (GET account/subscription/preview):
 * `plan` changes at once, `downgrade` at the period's end with nothing charged, `addon` joins the plan's
 * period. `prorated`: amountDue is the price difference for the rest of the current period, which is kept.
 */
export const PlanChangePreview = Type.Object({
  change: Type.Union([Type.Literal('plan'), Type.Literal('downgrade'), Type.Literal('addon')]),
  prorated: Type.Boolean(),
  /** Charged now, in whole units of the currency (rounded to the cent); 0 for a downgrade. */
  amountDue: Type.Number({ minimum: 0 }),
  currency: Type.String(),
  /** When the change takes effect: now, or the end of the current period for a downgrade. */
  effectiveAt: Time,
  /** The first renewal after the change: `amount` each `interval` from `at`. */
  renewal: Type.Object({ amount: Type.Number({ minimum: 0 }), interval: Interval, at: Time }),
});
export type PlanChangePreview = Static<typeof PlanChangePreview>;

/** The checkout page's address: GET /stripe/checkout/{id}?client_secret=…&origin=… */
export const CheckoutPageParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 200 }) });
export const CheckoutPageQuery = Type.Object({
  client_secret: Type.String({ minLength: 1, maxLength: 300 }),
  /** The embedding page's origin (an app origin): the frame-ancestors and postMessage target. */
  origin: Type.String({ minLength: 1, maxLength: 300 }),
});

/** The checkout page's forms (application/x-www-form-urlencoded). */
export const CheckoutPageForm = Type.Object(
  {
    client_secret: Type.String({ minLength: 1, maxLength: 300 }),
    origin: Type.String({ minLength: 1, maxLength: 300 }),
    action: Type.Union([Type.Literal('pay'), Type.Literal('approve'), Type.Literal('fail')]),
    email: Type.Optional(Type.String({ maxLength: 300 })),
    cardNumber: Type.Optional(Type.String({ maxLength: 40 })),
    expiry: Type.Optional(Type.String({ maxLength: 20 })),
    cvc: Type.Optional(Type.String({ maxLength: 10 })),
    name: Type.Optional(Type.String({ maxLength: 200 })),
  },
  { additionalProperties: false },
);
export type CheckoutPageForm = Static<typeof CheckoutPageForm>;
