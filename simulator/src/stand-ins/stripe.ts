// The Stripe stand-in (docs/payments.md "Plans and payments"): GET /stripe/v3.js, a Stripe.js that
// @stripe/react-stripe-js's EmbeddedCheckout drives, and the checkout page it mounts in an iframe, GET
// /stripe/checkout/{id}, whose forms POST back here: Stripe's test cards pay, are declined, or ask for the
// 3-D Secure challenge page. Tenant-free. The page may be framed by the app origins only (frame-ancestors);
// its one script tells the embedding page its height and the completion, by postMessage to that origin. HTML,
// CSS and scripts are the checkout-* files in stand-ins/templates; the rest is the stand-ins' shared page
// (page.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import Type from 'typebox';
import {
  CARD_MESSAGES,
  CheckoutPageForm,
  CheckoutPageParams,
  CheckoutPageQuery,
  TEST_CARDS,
} from '@sponsorspot/contract/payments';
import type { PageOutcome, PageRefusal, PageSession } from '../domain/payments/service.js';
import { joinHtml, markup, SafeHtml, type HtmlValue } from '../lib/html.js';
import { answeredAs } from '../lib/media-types.js';
import {
  FORM_MEDIA_TYPES,
  HTML_PAGE,
  problemBody,
  standInPages,
  standInTemplate,
  standInText,
  takeForms,
} from './page.js';

// Read once at startup.
const STANDIN_SCRIPT = standInText('checkout-stripe.js');
const pages = standInPages({ css: ['checkout.css'], script: 'checkout-page.js', embeddable: true });
const formTemplate = standInTemplate('checkout-form.html');
const challengeTemplate = standInTemplate('checkout-challenge.html');
const doneTemplate = standInTemplate('checkout-done.html');

const money = (amount: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(amount);

const groupCard = (number: string) => number.replace(/(\d{4})(?=\d)/g, '$1 ');

interface PageFrame {
  origin: string;
  session: string;
  complete?: { returnUrl: string };
}

const TEST_MODE = markup`<p class="sim">SponsorSpot simulator checkout: test cards only, nothing is charged.</p>`;

/** A page whose script reports to the embedding page, as `frame` says. */
function page(title: string, frame: PageFrame, body: SafeHtml): string {
  return pages.render({
    title,
    data: {
      origin: frame.origin,
      session: frame.session,
      complete: frame.complete ? 'true' : 'false',
      'return-url': frame.complete?.returnUrl ?? '',
    },
    body: markup`${TEST_MODE}\n${body}`,
  });
}

interface Typed {
  cardNumber?: string | undefined;
  expiry?: string | undefined;
  cvc?: string | undefined;
  name?: string | undefined;
}

type Refused = Extract<PageOutcome, { kind: 'refused' }>;

export function formPage(session: PageSession, origin: string, typed: Typed = {}, refused?: Refused): string {
  const { record, lineItems } = session;
  const invalid = (field: Refused['field']): HtmlValue =>
    refused && (refused.field === field || (refused.field === 'card' && field === 'cardNumber'))
      ? new SafeHtml('aria-invalid="true" aria-describedby="card-error"')
      : '';
  const items = lineItems.map(
    (item) =>
      markup`<tr><th scope="row">${item.description}</th><td>${money(item.amount, record.currency)}${
        item.amount > 0 ? ` / ${item.interval}` : ''
      }</td></tr>`,
  );
  const cards = Object.entries(TEST_CARDS).map(
    ([number, card]) => markup`<tr><td><code>${groupCard(number)}</code></td><td>${card.label}</td></tr>`,
  );
  const total = money(record.amountDue, record.currency);
  return page(
    'Pay SponsorSpot',
    { origin, session: record.id },
    formTemplate({
      lineItems: joinHtml(items),
      total,
      action: `/stripe/checkout/${encodeURIComponent(record.id)}`,
      clientSecret: record.clientSecret,
      origin,
      email: record.customerEmail,
      cardNumber: typed.cardNumber ?? '',
      expiry: typed.expiry ?? '',
      cvc: typed.cvc ?? '',
      name: typed.name ?? '',
      cardInvalid: invalid('cardNumber'),
      expiryInvalid: invalid('expiry'),
      cvcInvalid: invalid('cvc'),
      nameInvalid: invalid('name'),
      problem: refused
        ? markup`<p class="alert" id="card-error" role="alert">${CARD_MESSAGES[refused.problem]}</p>`
        : '',
      payLabel: record.amountDue > 0 ? `Pay ${total}` : 'Confirm',
      testCards: joinHtml(cards),
    }),
  );
}

export function challengePage(session: PageSession, origin: string): string {
  const { record } = session;
  return page(
    'Authenticate your payment',
    { origin, session: record.id },
    challengeTemplate({
      total: money(record.amountDue, record.currency),
      last4: record.challengeLast4 ?? '',
      action: `/stripe/checkout/${encodeURIComponent(record.id)}`,
      clientSecret: record.clientSecret,
      origin,
    }),
  );
}

export function donePage(session: PageSession, origin: string, returnUrl: string): string {
  return page(
    'Payment complete',
    { origin, session: session.record.id, complete: { returnUrl } },
    doneTemplate({
      heading: 'Thanks for your payment',
      message: `Your purchase is complete. A receipt was sent to ${session.record.customerEmail}.`,
    }),
  );
}

const PROBLEMS: Record<
  PageRefusal | 'bad_origin' | 'invalid',
  { status: number; title: string; message: string }
> = {
  not_found: { status: 404, title: 'Checkout not found', message: 'This checkout session does not exist.' },
  complete: {
    status: 409,
    title: 'Checkout complete',
    message: 'This checkout session is already complete.',
  },
  expired: {
    status: 410,
    title: 'Checkout expired',
    message: 'This checkout session has expired. Go back and start the checkout again.',
  },
  superseded: {
    status: 409,
    title: 'Checkout no longer applies',
    message: 'Your plan changed since this checkout opened. Go back and start the checkout again.',
  },
  bad_origin: {
    status: 400,
    title: 'Checkout cannot be embedded here',
    message: 'The checkout page may be embedded by the SponsorSpot app only.',
  },
  invalid: {
    status: 400,
    title: 'Checkout request not valid',
    message: 'The checkout request is not valid.',
  },
};

const stripeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const frameOrigins = [...app.settings.appOrigins, new URL(app.settings.publicUrl).origin];

  const send = (reply: FastifyReply, status: number, html: string, frameAncestor: string | null) =>
    pages.send(reply, status, html, { frameAncestor });

  const problem = (
    reply: FastifyReply,
    kind: keyof typeof PROBLEMS,
    origin: string | null,
    message?: string,
  ) => {
    const p = PROBLEMS[kind];
    const body = problemBody({ title: p.title, message: message ?? p.message });
    return send(reply, p.status, page(p.title, { origin: origin ?? '', session: '' }, body), origin);
  };

  const allowedOrigin = (origin: string | undefined) =>
    origin !== undefined && frameOrigins.includes(origin) ? origin : null;

  // 400 whatever the cause (413 and 415 too); the body's origin could not be read, so no one may frame it.
  await takeForms(app, 'its forms', (reply, _status, message) => problem(reply, 'invalid', null, message));

  const pageResponses = {
    200: HTML_PAGE,
    400: HTML_PAGE,
    404: HTML_PAGE,
    409: HTML_PAGE,
    410: HTML_PAGE,
  };

  app.get(
    '/stripe/v3.js',
    {
      schema: {
        tags: ['public'],
        summary:
          'Stripe.js stand-in: window.Stripe with createEmbeddedCheckoutPage (the app loads it for pk_sim_ keys)',
        response: { 200: answeredAs(['text/javascript'], Type.String({ description: 'JavaScript.' })) },
      },
    },
    async (_request, reply) =>
      reply
        .header('cache-control', 'no-cache')
        .header('cross-origin-resource-policy', 'cross-origin')
        .type('text/javascript; charset=utf-8')
        .send(STANDIN_SCRIPT),
  );

  app.get(
    '/stripe/checkout/:id',
    {
      attachValidation: true,
      schema: {
        tags: ['public'],
        summary: 'The checkout page the stand-in mounts (HTML): line items, email, card, expiry, CVC, name',
        params: CheckoutPageParams,
        querystring: CheckoutPageQuery,
        response: pageResponses,
      },
    },
    async (request, reply) => {
      const origin = allowedOrigin((request.query as { origin?: string } | undefined)?.origin);
      if (request.validationError) return problem(reply, 'invalid', origin, request.validationError.message);
      if (!origin) return problem(reply, 'bad_origin', null);
      const session = app.payments.pageSession(request.params.id, request.query.client_secret);
      if (!session) return problem(reply, 'not_found', origin);
      if (session.status !== 'open') return problem(reply, session.status, origin);
      if (session.record.challengeLast4) return send(reply, 200, challengePage(session, origin), origin);
      return send(reply, 200, formPage(session, origin), origin);
    },
  );

  app.post(
    '/stripe/checkout/:id',
    {
      attachValidation: true,
      schema: {
        tags: ['public'],
        summary: "The checkout page's forms: pay with a test card, or answer the authentication challenge",
        params: CheckoutPageParams,
        body: CheckoutPageForm,
        consumes: FORM_MEDIA_TYPES,
        response: pageResponses,
      },
    },
    async (request, reply) => {
      const origin = allowedOrigin((request.body as { origin?: unknown } | undefined)?.origin as string);
      if (request.validationError) return problem(reply, 'invalid', origin, request.validationError.message);
      if (!origin) return problem(reply, 'bad_origin', null);
      const form = request.body;
      const session = app.payments.pageSession(request.params.id, form.client_secret);
      if (!session) return problem(reply, 'not_found', origin);
      const outcome =
        form.action === 'pay'
          ? app.payments.pay(session, form)
          : app.payments.authenticate(session, form.action === 'approve');
      if (typeof outcome === 'string') return problem(reply, outcome, origin);
      switch (outcome.kind) {
        case 'complete':
          return send(reply, 200, donePage(session, origin, outcome.returnUrl), origin);
        case 'challenge':
          return send(
            reply,
            200,
            challengePage(app.payments.pageSession(session.record.id, form.client_secret) ?? session, origin),
            origin,
          );
        case 'refused': {
          // 200, as Stripe's own form shows a decline without a failed load in the console.
          const typed = { cardNumber: form.cardNumber, expiry: form.expiry, cvc: form.cvc, name: form.name };
          return send(reply, 200, formPage(session, origin, typed, outcome), origin);
        }
      }
    },
  );
};

export default stripeRoutes;
