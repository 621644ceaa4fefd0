// Checkout: opening sessions (bad input and abuse), paying on the stand-in's checkout page with Stripe's
// test cards, and what completion changes (subscription, Feature values, usage, token claim, invoice, mail).
import { describe, expect, it } from 'vitest';
import { CARD_MESSAGES } from '@sponsorspot/contract/payments';
import {
  account as getAccount,
  checkoutSession,
  createCheckout,
} from '@sponsorspot/contract/endpoints/account';
import * as sponsorSettings from '@sponsorspot/contract/endpoints/sponsor-settings';
import { advanceClock, expectError, FIXTURE, request, setupApp, signedIn, unchecked } from './helpers.js';
import {
  APP_ORIGIN,
  CARDS,
  checkoutPage,
  DAY_SECONDS,
  openCheckout,
  payWith,
  postForm,
  RETURN_URL,
} from './payments-helpers.js';

const app = await setupApp();
const PRO_MONTHLY = ['SubscriptionLevel.Pro', 'SubscriptionLevel.Pro.Monthly'] as const;

describe('POST account/stripe_checkout', () => {
  it('opens a session whose client secret names it', async () => {
    const checkout = await openCheckout(app, FIXTURE.owl, ...PRO_MONTHLY);
    expect(checkout.id).toMatch(/^cs_test_/);
    expect(checkout.client_secret.startsWith(`${checkout.id}_secret_`)).toBe(true);
    const session = await (
      await signedIn(app, FIXTURE.owl)
    ).request(checkoutSession, { query: { id: checkout.id } });
    expect(session.json()).toMatchObject({
      id: checkout.id,
      status: 'open',
      paymentStatus: 'unpaid',
      client_secret: checkout.client_secret,
      customerEmail: 'owl@fixture.test',
      amountTotal: 29,
    });
  });

  it('refuses unknown products and variants, the plan held, Free, and returnUrls off the app', async () => {
    const owl = await signedIn(app, FIXTURE.owl);
    // Sent as given: most of these bodies are what the schema refuses.
    const body = (over: object) =>
      unchecked({
        product: PRO_MONTHLY[0],
        variant: PRO_MONTHLY[1],
        returnUrl: RETURN_URL,
        ...over,
      });
    expectError(
      await owl.request(createCheckout, { body: body({ product: 'SubscriptionLevel.Gold' }) }),
      400,
      'validation_failed',
    );
    expectError(
      await owl.request(createCheckout, { body: body({ variant: 'SubscriptionLevel.Basic.Monthly' }) }),
      400,
      'validation_failed',
    );
    expectError(
      await owl.request(createCheckout, { body: body({ returnUrl: 'https://evil.example/x' }) }),
      400,
      'validation_failed',
    );
    expectError(
      await owl.request(createCheckout, { body: body({ returnUrl: 'javascript:alert(1)' }) }),
      400,
      'validation_failed',
    );
    expectError(
      await owl.request(createCheckout, { body: body({ spotContentId: 1 }) }),
      400,
      'validation_failed',
    );
    expectError(await owl.request(createCheckout, { body: body({ extra: 1 }) }), 400, 'validation_failed');
    expectError(
      await owl.request(createCheckout, {
        body: body({ product: 'SubscriptionLevel.Free', variant: 'SubscriptionLevel.Free.Monthly' }),
      }),
      409,
      'conflict',
    );
    const acme = await signedIn(app, FIXTURE.acme); // Pro by its Feature values
    expectError(await acme.request(createCheckout, { body: body({}) }), 409, 'conflict');
    expectError(
      await acme.request(createCheckout, {
        body: body({ product: 'Download.HTML', variant: 'Download.HTML.Monthly' }),
      }),
      409,
      'conflict',
    );
    const anonymous = await request(app, createCheckout, { body: body({}) });
    expectError(anonymous, 401);
  });

  it("answers 404 for another user's session id and an unknown one", async () => {
    const checkout = await openCheckout(app, FIXTURE.owl, ...PRO_MONTHLY);
    expectError(
      await (await signedIn(app, FIXTURE.zephyr)).request(checkoutSession, { query: { id: checkout.id } }),
      404,
      'not_found',
    );
    expectError(
      await (await signedIn(app, FIXTURE.owl)).request(checkoutSession, { query: { id: 'cs_test_nope' } }),
      404,
      'not_found',
    );
  });

  it('expires a session after 24 hours on the clock', async () => {
    const checkout = await openCheckout(app, FIXTURE.owl, ...PRO_MONTHLY);
    await advanceClock(app, DAY_SECONDS - 60);
    expect(
      (
        await (await signedIn(app, FIXTURE.owl)).request(checkoutSession, { query: { id: checkout.id } })
      ).json().status,
    ).toBe('open');
    await advanceClock(app, 120);
    expect(
      (
        await (await signedIn(app, FIXTURE.owl)).request(checkoutSession, { query: { id: checkout.id } })
      ).json().status,
    ).toBe('expired');
    expect((await checkoutPage(app, checkout.id, checkout.client_secret)).statusCode).toBe(410);
    expect((await payWith(app, checkout, CARDS.pays)).statusCode).toBe(410);
  });
});

describe('the checkout page', () => {
  it('shows the line item, the email and the card fields, framed by the app origin only', async () => {
    const checkout = await openCheckout(app, FIXTURE.owl, ...PRO_MONTHLY);
    const res = await checkoutPage(app, checkout.id, checkout.client_secret);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toContain(`frame-ancestors ${APP_ORIGIN};`);
    expect(res.body).toContain('Pro (Monthly)');
    expect(res.body).toContain('$29.00');
    expect(res.body).toContain('value="owl@fixture.test"');
    for (const label of ['Card number', 'Expiration (MM / YY)', 'CVC', 'Cardholder name'])
      expect(res.body).toContain(label);
    expect(
      (await checkoutPage(app, checkout.id, checkout.client_secret, 'https://evil.example')).statusCode,
    ).toBe(400);
    expect((await checkoutPage(app, checkout.id, 'cs_wrong_secret')).statusCode).toBe(404);
  });

  it.each([
    [CARDS.declined, CARD_MESSAGES.card_declined],
    [CARDS.insufficient, CARD_MESSAGES.insufficient_funds],
    ['4111 1111 1111 1111', CARD_MESSAGES.test_mode_live_card],
    ['4242 4242 4242 4241', CARD_MESSAGES.incorrect_number],
  ])("refuses %s with Stripe's words and changes nothing", async (card, message) => {
    const checkout = await openCheckout(app, FIXTURE.owl, ...PRO_MONTHLY);
    const res = await payWith(app, checkout, card);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(message.replace("'", '&#39;'));
    const account = (await (await signedIn(app, FIXTURE.owl)).request(getAccount)).json();
    expect(account).toMatchObject({
      subscriptionLevel: 'Free',
      features: [],
      subscriptions: [],
      invoices: [],
    });
    expect(
      (
        await (await signedIn(app, FIXTURE.owl)).request(checkoutSession, { query: { id: checkout.id } })
      ).json().status,
    ).toBe('open');
  });

  it('refuses incomplete fields', async () => {
    const checkout = await openCheckout(app, FIXTURE.owl, ...PRO_MONTHLY);
    expect((await payWith(app, checkout, CARDS.pays, { expiry: '13 / 30' })).body).toContain(
      CARD_MESSAGES.invalid_expiry_month.replace("'", '&#39;'),
    );
    expect((await payWith(app, checkout, CARDS.pays, { expiry: '01 / 20' })).body).toContain(
      'expiration year is in the past',
    );
    expect((await payWith(app, checkout, CARDS.pays, { cvc: '1' })).body).toContain(
      'security code is incomplete',
    );
    expect((await payWith(app, checkout, CARDS.pays, { name: ' ' })).body).toContain(
      'Your name is incomplete.',
    );
  });

  it.each(['1234', '12/34', '12 / 2034'])(
    'takes the expiry typed as %s (the page formats it as typed)',
    async (expiry) => {
      const checkout = await openCheckout(app, FIXTURE.owl, ...PRO_MONTHLY);
      expect((await payWith(app, checkout, CARDS.pays, { expiry })).body).toContain('data-complete="true"');
    },
  );

  it('pays with 4242: Pro at once, Feature values, usage, token claim, invoice and receipt', async () => {
    const owl = await signedIn(app, FIXTURE.owl);
    const checkout = await openCheckout(app, FIXTURE.owl, ...PRO_MONTHLY);
    const paid = await payWith(app, checkout, CARDS.pays);
    expect(paid.statusCode).toBe(200);
    expect(paid.body).toContain('data-complete="true"');
    expect(paid.body).toContain(
      `data-return-url="${APP_ORIGIN}/account/subscription?session_id=${checkout.id}"`,
    );

    const account = (await owl.request(getAccount)).json();
    expect(account).toMatchObject({
      subscriptionLevel: 'Pro',
      subscriptionStatus: 2,
      features: ['SubscriptionLevel.Pro', 'Download.HTML'],
      usage: { listingCapacity: 50, reservationCapacity: 50 },
    });
    expect(account.subscriptions[0]).toMatchObject({
      level: 'Pro',
      state: 'active',
      interval: 'month',
      cardLast4: '4242',
    });
    expect(account.invoices).toHaveLength(1);
    expect(account.invoices[0]).toMatchObject({ amount: 29, status: 'paid', cardLast4: '4242' });

    const usage = await owl.request(sponsorSettings.usage);
    expect(usage.json()).toMatchObject({ listingCapacity: 50 });
    const refreshed = await app.identity.refresh(owl.session.refreshToken);
    const claims = JSON.parse(Buffer.from(refreshed.jwt.split('.')[1] as string, 'base64url').toString());
    expect(claims.Feature).toBe('SubscriptionLevel.Pro;Download.HTML');

    const mails = app.outbox.list('owl@fixture.test');
    expect(mails.at(-1)).toMatchObject({ kind: 'billing', code: account.invoices[0].number });

    const session = (await owl.request(checkoutSession, { query: { id: checkout.id } })).json();
    expect(session).toMatchObject({ status: 'complete', paymentStatus: 'paid' });
    // A completed session cannot be paid again.
    expect((await payWith(app, checkout, CARDS.pays)).statusCode).toBe(409);
    expect((await checkoutPage(app, checkout.id, checkout.client_secret)).statusCode).toBe(409);
    expect((await owl.request(getAccount)).json().invoices).toHaveLength(1);
  });

  it('asks 3155 for authentication: approve completes, fail refuses', async () => {
    const checkout = await openCheckout(app, FIXTURE.owl, ...PRO_MONTHLY);
    const challenge = await payWith(app, checkout, CARDS.authenticate);
    expect(challenge.body).toContain('Complete authentication');
    expect((await checkoutPage(app, checkout.id, checkout.client_secret)).body).toContain(
      'Fail authentication',
    );
    const fields = { client_secret: checkout.client_secret, origin: APP_ORIGIN };
    const failed = await postForm(app, checkout.id, { ...fields, action: 'fail' });
    expect(failed.statusCode).toBe(200);
    expect(failed.body).toContain('We are unable to authenticate your payment method.');
    expect((await (await signedIn(app, FIXTURE.owl)).request(getAccount)).json().subscriptionLevel).toBe(
      'Free',
    );

    await payWith(app, checkout, CARDS.authenticate);
    const approved = await postForm(app, checkout.id, { ...fields, action: 'approve' });
    expect(approved.body).toContain('data-complete="true"');
    expect((await (await signedIn(app, FIXTURE.owl)).request(getAccount)).json()).toMatchObject({
      subscriptionLevel: 'Pro',
      invoices: [{ cardLast4: '3155' }],
    });
  });

  it('refuses to charge a session its account has outgrown (two checkouts for one plan)', async () => {
    const first = await openCheckout(app, FIXTURE.owl, ...PRO_MONTHLY);
    const second = await openCheckout(app, FIXTURE.owl, ...PRO_MONTHLY);
    expect((await payWith(app, first, CARDS.pays)).statusCode).toBe(200);
    const stale = await payWith(app, second, CARDS.pays);
    expect(stale.statusCode).toBe(409);
    expect(stale.body).toContain('Your plan changed since this checkout opened.');
    expect((await (await signedIn(app, FIXTURE.owl)).request(getAccount)).json().invoices).toHaveLength(1);
  });

  it('charges one of two sessions for one plan paid at the same time', async () => {
    const first = await openCheckout(app, FIXTURE.owl, ...PRO_MONTHLY);
    const second = await openCheckout(app, FIXTURE.owl, ...PRO_MONTHLY);
    const [a, b] = await Promise.all([payWith(app, first, CARDS.pays), payWith(app, second, CARDS.pays)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect((await (await signedIn(app, FIXTURE.owl)).request(getAccount)).json().invoices).toHaveLength(1);
  });

  it('lets exactly one of two racing payments complete a session', async () => {
    const checkout = await openCheckout(app, FIXTURE.owl, ...PRO_MONTHLY);
    const [a, b] = await Promise.all([
      payWith(app, checkout, CARDS.pays),
      payWith(app, checkout, CARDS.pays),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect((await (await signedIn(app, FIXTURE.owl)).request(getAccount)).json().invoices).toHaveLength(1);
  });
});

describe('the stand-in script', () => {
  it('serves window.Stripe with createEmbeddedCheckoutPage and the functions react-stripe-js checks', async () => {
    const res = await app.inject({ method: 'GET', url: '/stripe/v3.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('javascript');
    for (const name of [
      'createEmbeddedCheckoutPage',
      'elements',
      'createToken',
      'createPaymentMethod',
      'confirmCardPayment',
    ]) {
      expect(res.body).toContain(`Stripe.prototype.${name} =`);
    }
  });
});
