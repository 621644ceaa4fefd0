// Account service: the account (subscription, features, usage, invoices), the payout account, Stripe's
// embedded checkout and its session, cancelling and resuming the subscription, and the manifest.
import { endpoint } from '../endpoint.js';
import { FLIGHT_FIELDS } from '../flight-rules.js';
import * as sponsorSettings from './sponsor-settings.js';

export const account = endpoint({
  method: 'GET',
  service: 'account',
  path: '/account/',
  login: 'required',
  spec: true,
  summary: 'The account: subscription in force (or Free, Active), features, usage, subscriptions, invoices',
  description:
    "The newest subscription that has not ended (else the newest); businessName is the publisher's, else " +
    "the sponsor's, else ''. Renewals the simulator's clock has passed are settled first.",
  schema: ({ payments, responses }) => ({
    response: {
      200: payments.AccountDetail,
      ...responses.guardedErrors,
      ...responses.signedIn,
      ...responses.notFoundError,
    },
  }),
});

export const payoutAccount = endpoint({
  method: 'GET',
  service: 'account',
  path: '/account/stripe_account',
  login: 'required',
  spec: true,
  summary: "The caller's payout account; 404 before publisher/connect",
  description:
    'status is Pending (1) until the onboarding page is finished, then Active (2) with detailsSubmitted ' +
    'and payoutsEnabled; Disabled (3) with a disabled publisher.',
  schema: ({ publisher, responses }) => ({
    response: {
      200: publisher.PayoutAccount,
      ...responses.guardedErrors,
      ...responses.signedIn,
      ...responses.notFoundError,
    },
  }),
});

export const createCheckout = endpoint({
  method: 'POST',
  service: 'account',
  path: '/account/stripe_checkout',
  login: 'required',
  spec: true,
  extensionBodyFields: FLIGHT_FIELDS,
  summary:
    "Open a checkout session for a plan or add-on variant: its client_secret for Stripe's embedded checkout",
  description:
    'Upgrades apply when the session completes (within a paid period of the same interval, the price ' +
    'difference for the rest of the period, which is kept); a downgrade (nothing due now) applies at the ' +
    "end of the period; add-ons follow the plan's period. 409 for the plan already held; sessions expire after 24 h. " +
    'Product Spot (variant Spot.Monthly, with the spotContentId) pays a spot’s monthly price for one ' +
    'content and holds the spot for it while the session is open: 409 spot_unavailable when another ' +
    'sponsor holds or reserved it, 409 spot_not_priced when the spot has no valid monthly price (the ' +
    'publisher must set one; no spot is free), 409 conflict when the content is reserved or paid already. Extension of ours: the flight the ' +
    'payment is for (startsOn, endsOn, as POST spot/content/reserve takes them): the hold keeps that flight ' +
    'free, and 409 spot_unavailable answers one that overlaps another flight of the spot.',
  schema: ({ payments, responses }) => ({
    body: payments.CheckoutBody,
    response: {
      200: payments.CheckoutCreated,
      ...responses.bodyErrors,
      ...responses.signedIn,
      ...responses.conflict,
    },
  }),
});

export const checkoutSession = endpoint({
  method: 'GET',
  service: 'account',
  path: '/account/stripe_session',
  login: 'required',
  spec: true,
  summary: 'A checkout session of the caller: open, complete or expired, and whether it was paid',
  schema: ({ payments, responses }) => ({
    querystring: payments.CheckoutSessionQuery,
    response: {
      200: payments.CheckoutSession,
      ...responses.guardedErrors,
      ...responses.signedIn,
      ...responses.notFoundError,
    },
  }),
});

export const cancelSubscription = endpoint({
  method: 'POST',
  service: 'account',
  path: '/account/subscription/cancel',
  login: 'required',
  spec: false,
  summary: 'Cancel at the end of the period: the plan stays until then, then Free (data kept)',
  schema: ({ payments, responses }) => ({
    body: payments.SubscriptionAction,
    response: {
      200: payments.AccountDetail,
      ...responses.bodyErrors,
      ...responses.signedIn,
      ...responses.conflict,
    },
  }),
});

export const resumeSubscription = endpoint({
  ...cancelSubscription,
  path: '/account/subscription/resume',
  summary: 'Undo a cancellation or a scheduled downgrade before the period ends: the plan renews as it is',
});

export const scheduleDowngrade = endpoint({
  method: 'POST',
  service: 'account',
  path: '/account/subscription/downgrade',
  login: 'required',
  spec: false,
  summary:
    'Downgrade at the end of the period without a checkout: nothing is charged now, the plan stays until then',
  description:
    'The same change a downgrade checkout makes (the card on file renews at the lower price), without the ' +
    '$0 card form. 409 when the variant is not a downgrade of an active subscription (an upgrade is paid ' +
    'through checkout); resume undoes it before the period ends.',
  schema: ({ payments, responses }) => ({
    body: payments.PlanChoice,
    response: {
      200: payments.AccountDetail,
      ...responses.bodyErrors,
      ...responses.signedIn,
      ...responses.conflict,
    },
  }),
});

export const previewPlanChange = endpoint({
  method: 'GET',
  service: 'account',
  path: '/account/subscription/preview',
  login: 'required',
  spec: false,
  summary: 'What buying a plan or add-on variant would charge now and at the next renewal',
  description:
    'The amount the checkout session would be opened for at this moment on the clock (an upgrade within a ' +
    'paid period of the same interval pays the difference for the rest of it), when the change takes ' +
    'effect and what renews after it; the same 4xx as stripe_checkout for a choice that makes no sense.',
  schema: ({ payments, responses }) => ({
    querystring: payments.PlanChoice,
    response: {
      200: payments.PlanChangePreview,
      ...responses.guardedErrors,
      ...responses.signedIn,
      ...responses.conflict,
    },
  }),
});

/** The sponsor service's manifest (sponsorSettings.manifest), served here too: the app reads this one. */
export const manifest = endpoint({ ...sponsorSettings.manifest, service: 'account' });
