// Payout onboarding: POST publisher/connect, the stand-in onboarding page (/connect/onboarding/{token}) and
// GET account/stripe_account, against the fixture scenario on a real SQLite.
import { describe, expect, it } from 'vitest';
import { EntityStatus } from '@sponsorspot/contract/constants';
import { ONBOARDING_LINK_MINUTES, TEST_BANK_ACCOUNT } from '@sponsorspot/contract/payout-rules';
import type { PayoutAccount } from '@sponsorspot/contract/publisher';
import type { SponsorSideUser } from '@sponsorspot/contract/presence-user';
import * as marketplace from '@sponsorspot/contract/endpoints/marketplace';
import { expectError, FIXTURE, JSON_TENANT, request, setupApp, signedIn, TENANT } from './helpers.js';

const app = await setupApp();
const RETURN_URL = 'http://localhost:5173/earn/connect?done=1';
const CONNECT = '/sponsor/api/v1/publisher/connect';
const STRIPE_ACCOUNT = '/account/api/v1/account/stripe_account';
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const GOOD_FORM = {
  action: 'finish',
  businessName: 'Zephyr Reviews',
  country: 'GB',
  routingNumber: TEST_BANK_ACCOUNT.routingNumber,
  accountNumber: TEST_BANK_ACCOUNT.accountNumber,
};

async function connect(userId: number, payload: unknown) {
  const { jsonHeaders } = await signedIn(app, userId);
  return app.inject({ method: 'POST', url: CONNECT, headers: jsonHeaders, payload: JSON.stringify(payload) });
}

/** The onboarding page's path (the simulator's public URL stripped) for a new link of the user. */
async function onboardingPath(userId: number, businessName = 'Zephyr Reviews'): Promise<string> {
  const res = await connect(userId, { businessName, returnUrl: RETURN_URL });
  expect(res.statusCode, res.body).toBe(200);
  const url = new URL((res.json() as { url: string }).url);
  expect(url.origin).toBe(app.settings.publicUrl);
  expect(url.pathname).toMatch(/^\/connect\/onboarding\/[A-Za-z0-9_-]{43}$/);
  return url.pathname;
}

function postForm(path: string, fields: Record<string, string | string[]>) {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) form.append(key, v);
  }
  return app.inject({ method: 'POST', url: path, headers: FORM, payload: form.toString() });
}

async function stripeAccount(userId: number) {
  const { headers } = await signedIn(app, userId);
  return app.inject({ method: 'GET', url: STRIPE_ACCOUNT, headers });
}

async function publisherOf(userId: number): Promise<SponsorSideUser['publisher']> {
  const { headers } = await signedIn(app, userId);
  const res = await app.inject({ method: 'GET', url: '/sponsor/api/v1/publisher/profile', headers });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as SponsorSideUser).publisher;
}

/** Everything the onboarding writes, to show a refused request wrote nothing. */
function payoutTables() {
  return {
    publishers: app.db.prepare('SELECT * FROM publishers ORDER BY id').all(),
    accounts: app.db.prepare('SELECT * FROM payout_accounts ORDER BY id').all(),
    links: app.db.prepare('SELECT * FROM payout_onboarding_links ORDER BY token_hash').all(),
  };
}

async function availableCount(): Promise<number> {
  const res = await request(app, marketplace.availableSpots, { body: {} });
  return (res.json() as { totalCount: number }).totalCount;
}

describe('GET account/stripe_account', () => {
  it('answers 404 before connect, and the seeded accounts by publisher status', async () => {
    expectError(await stripeAccount(FIXTURE.zephyr), 404, 'not_found');
    expectError(await stripeAccount(FIXTURE.admin), 404, 'not_found');
    const active = await stripeAccount(FIXTURE.acme);
    expect(active.statusCode, active.body).toBe(200);
    expect(active.json()).toEqual({
      id: 'acct_seed00000000001',
      status: EntityStatus.Active,
      detailsSubmitted: true,
      payoutsEnabled: true,
      businessName: 'Acme Outdoor Gazette',
      country: 'US',
      bankAccountLast4: '6789',
    } satisfies PayoutAccount);
    expect((await stripeAccount(FIXTURE.pending)).json()).toEqual({
      id: 'acct_seed00000000002',
      status: EntityStatus.Pending,
      detailsSubmitted: false,
      payoutsEnabled: false,
      businessName: 'Pending Press',
      country: '',
      bankAccountLast4: null,
    } satisfies PayoutAccount);
  });

  it('needs a login and the tenant', async () => {
    expectError(await app.inject({ method: 'GET', url: STRIPE_ACCOUNT, headers: TENANT }), 401);
    const { headers } = await signedIn(app, FIXTURE.acme);
    const { authorization } = headers;
    expectError(
      await app.inject({ method: 'GET', url: STRIPE_ACCOUNT, headers: { authorization } }),
      400,
      'tenant_required',
    );
  });
});

describe('POST publisher/connect and the onboarding page', () => {
  it('makes a new publisher Pending; finishing the page makes it Active and returns to returnUrl', async () => {
    expect(await publisherOf(FIXTURE.zephyr)).toBeNull();
    const path = await onboardingPath(FIXTURE.zephyr);
    expect(await publisherOf(FIXTURE.zephyr)).toMatchObject({
      status: EntityStatus.Pending,
      businessName: 'Zephyr Reviews',
    });
    expect((await stripeAccount(FIXTURE.zephyr)).json()).toMatchObject({
      id: expect.stringMatching(/^acct_[A-Za-z0-9]{16}$/),
      status: EntityStatus.Pending,
      detailsSubmitted: false,
      payoutsEnabled: false,
    });

    const page = await app.inject({ method: 'GET', url: path });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-store');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("form-action 'self' http://localhost:5173;");
    expect(page.body).toContain('<label for="payout-business-name">Business name</label>');
    expect(page.body).toContain('value="Zephyr Reviews"');
    expect(page.body).toContain(`<code>${TEST_BANK_ACCOUNT.accountNumber}</code>`);
    expect(page.body).not.toContain('<script');

    const finished = await postForm(path, GOOD_FORM);
    expect(finished.statusCode, finished.body).toBe(303);
    expect(finished.headers.location).toBe(RETURN_URL);
    expect(await publisherOf(FIXTURE.zephyr)).toMatchObject({
      status: EntityStatus.Active,
      businessName: 'Zephyr Reviews',
    });
    expect((await stripeAccount(FIXTURE.zephyr)).json()).toMatchObject({
      status: EntityStatus.Active,
      detailsSubmitted: true,
      payoutsEnabled: true,
      businessName: 'Zephyr Reviews',
      country: 'GB',
      bankAccountLast4: '6789',
    });
  });

  it("finishing lists the publisher's published spots in the marketplace", async () => {
    const before = await availableCount();
    const path = await onboardingPath(FIXTURE.pending, 'Pending Press');
    expect(await availableCount()).toBe(before);
    expect((await postForm(path, { ...GOOD_FORM, businessName: 'Pending Press' })).statusCode).toBe(303);
    expect(await availableCount()).toBe(before + 1); // spot 4, Published, no content
  });

  it('a wrong test bank account gets field messages and the page again; nothing changes', async () => {
    const path = await onboardingPath(FIXTURE.zephyr);
    const before = payoutTables();
    const res = await postForm(path, {
      ...GOOD_FORM,
      businessName: '  ',
      routingNumber: '123',
      // 000111111116 is taken (its payouts fail, test/earnings.test.ts); this one is not.
      accountNumber: '000222222227',
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('Type the business name sponsors will see.');
    expect(res.body).toContain(`Use the test routing number ${TEST_BANK_ACCOUNT.routingNumber}.`);
    expect(res.body).toContain(`Use the test account number ${TEST_BANK_ACCOUNT.accountNumber}.`);
    expect(res.body).toContain(
      'aria-invalid="true" aria-describedby="payout-test-numbers payout-account-number-error"',
    );
    expect(res.body).toContain('value="000222222227"'); // what was typed stays
    expect(payoutTables()).toEqual(before);
    // The link is still good.
    expect((await postForm(path, GOOD_FORM)).statusCode).toBe(303);
  });

  it('an unknown country is a field message', async () => {
    const path = await onboardingPath(FIXTURE.zephyr);
    const res = await postForm(path, { ...GOOD_FORM, country: 'XX' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Choose the country of the bank account.');
  });

  it('abandoning returns to returnUrl and leaves the publisher Pending', async () => {
    const path = await onboardingPath(FIXTURE.zephyr);
    const res = await postForm(path, { action: 'abandon' });
    expect(res.statusCode, res.body).toBe(303);
    expect(res.headers.location).toBe(RETURN_URL);
    expect(await publisherOf(FIXTURE.zephyr)).toMatchObject({ status: EntityStatus.Pending });
    expect((await stripeAccount(FIXTURE.zephyr)).json()).toMatchObject({
      status: EntityStatus.Pending,
      detailsSubmitted: false,
    });
    // Spent: the page and its form refuse the link now.
    expect((await app.inject({ method: 'GET', url: path })).statusCode).toBe(410);
  });

  it('a link works once', async () => {
    const path = await onboardingPath(FIXTURE.zephyr);
    expect((await postForm(path, GOOD_FORM)).statusCode).toBe(303);
    const page = await app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(410);
    expect(page.body).toContain('This onboarding link was already used');
    const again = await postForm(path, { ...GOOD_FORM, businessName: 'Someone Else' });
    expect(again.statusCode).toBe(410);
    expect((await stripeAccount(FIXTURE.zephyr)).json()).toMatchObject({ businessName: 'Zephyr Reviews' });
  });

  it(`a link expires after ${ONBOARDING_LINK_MINUTES} minutes on the simulator clock`, async () => {
    const path = await onboardingPath(FIXTURE.zephyr);
    app.clock.advance((ONBOARDING_LINK_MINUTES - 1) * 60_000);
    expect((await app.inject({ method: 'GET', url: path })).statusCode).toBe(200);
    app.clock.advance(2 * 60_000);
    const page = await app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(410);
    expect(page.body).toContain('This onboarding link has expired');
    const before = payoutTables();
    expect((await postForm(path, GOOD_FORM)).statusCode).toBe(410);
    expect((await postForm(path, { action: 'abandon' })).statusCode).toBe(410);
    expect(payoutTables()).toEqual(before);
    expect(await publisherOf(FIXTURE.zephyr)).toMatchObject({ status: EntityStatus.Pending });
  });

  it('an unknown or malformed token is a 404 page', async () => {
    for (const url of [
      '/connect/onboarding/nope',
      `/connect/onboarding/${'a'.repeat(300)}`,
      '/connect/onboarding/a%20b',
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain('This onboarding link is not valid');
      expect((await postForm(url, GOOD_FORM)).statusCode, url).toBe(404);
    }
  });

  it('a form it cannot read is a 400 page and spends nothing', async () => {
    const path = await onboardingPath(FIXTURE.zephyr);
    const before = payoutTables();
    for (const fields of [
      { ...GOOD_FORM, extra: '1' },
      { ...GOOD_FORM, action: 'delete' },
      { ...GOOD_FORM, country: ['GB', 'US'] },
      { ...GOOD_FORM, businessName: 'x'.repeat(201) },
    ]) {
      const res = await postForm(path, fields);
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    }
    expect(payoutTables()).toEqual(before);
  });

  it('an Active publisher gets a link too, stays Active, and finishing updates the details', async () => {
    const path = await onboardingPath(FIXTURE.acme, 'Acme Outdoor Gazette');
    expect(await publisherOf(FIXTURE.acme)).toMatchObject({ status: EntityStatus.Active });
    expect((await stripeAccount(FIXTURE.acme)).json()).toMatchObject({
      id: 'acct_seed00000000001',
      status: EntityStatus.Active,
    });
    expect((await postForm(path, { action: 'abandon' })).statusCode).toBe(303);
    expect(await publisherOf(FIXTURE.acme)).toMatchObject({ status: EntityStatus.Active });
    const update = await onboardingPath(FIXTURE.acme, 'Acme Outdoor Gazette');
    expect(
      (await postForm(update, { ...GOOD_FORM, businessName: 'Acme Gazette', country: 'CA' })).statusCode,
    ).toBe(303);
    expect(await publisherOf(FIXTURE.acme)).toMatchObject({
      status: EntityStatus.Active,
      businessName: 'Acme Gazette',
    });
    expect((await stripeAccount(FIXTURE.acme)).json()).toMatchObject({ country: 'CA' });
  });

  it('refuses a Disabled publisher (403), writing nothing', async () => {
    app.db
      .prepare(`UPDATE publishers SET status = ${EntityStatus.Disabled} WHERE user_id = ?`)
      .run(FIXTURE.owl);
    const before = payoutTables();
    expectError(
      await connect(FIXTURE.owl, { businessName: 'Night Owl', returnUrl: RETURN_URL }),
      403,
      'forbidden',
    );
    expect(payoutTables()).toEqual(before);
  });

  it('finishing for a publisher disabled meanwhile leaves it and its account Disabled', async () => {
    const path = await onboardingPath(FIXTURE.pending, 'Pending Press');
    app.db
      .prepare(`UPDATE publishers SET status = ${EntityStatus.Disabled} WHERE user_id = ?`)
      .run(FIXTURE.pending);
    expect((await postForm(path, GOOD_FORM)).statusCode).toBe(303);
    expect(await publisherOf(FIXTURE.pending)).toMatchObject({ status: EntityStatus.Disabled });
    expect((await stripeAccount(FIXTURE.pending)).json()).toMatchObject({
      status: EntityStatus.Disabled,
      payoutsEnabled: false,
    });
  });

  it('refuses a returnUrl off the app origins (no open redirect), writing nothing', async () => {
    const before = payoutTables();
    for (const returnUrl of [
      'https://evil.example/earn',
      'http://localhost:5174/earn',
      '/earn/connect',
      'javascript:alert(1)',
      'http://user:pass@localhost:5173/earn',
      '//evil.example/earn',
      'not a url',
    ]) {
      const res = await connect(FIXTURE.zephyr, { businessName: 'Zephyr', returnUrl });
      expectError(res, 400, 'validation_failed');
      expect(res.json().details, returnUrl).toEqual([expect.objectContaining({ field: 'returnUrl' })]);
    }
    expect(payoutTables()).toEqual(before);
    expectError(await stripeAccount(FIXTURE.zephyr), 404);
  });

  it('bad input answers 4xx in the one error body, writing nothing', async () => {
    const before = payoutTables();
    const cases: unknown[] = [
      {},
      { businessName: 'Zephyr' },
      { returnUrl: RETURN_URL },
      { businessName: 42, returnUrl: RETURN_URL },
      { businessName: 'Zephyr', returnUrl: ['http://localhost:5173/'] },
      { businessName: 'Zephyr', returnUrl: RETURN_URL, extra: true },
      { businessName: 'x'.repeat(201), returnUrl: RETURN_URL },
      { businessName: 'Zephyr', returnUrl: `http://localhost:5173/${'a'.repeat(2000)}` },
      { businessName: '   ', returnUrl: RETURN_URL },
      { businessName: 'Zeph\u0000yr', returnUrl: RETURN_URL },
      { businessName: '', returnUrl: RETURN_URL },
      null,
      [],
    ];
    for (const payload of cases) {
      const res = await connect(FIXTURE.zephyr, payload);
      expectError(res, 400, 'validation_failed');
    }
    const { headers } = await signedIn(app, FIXTURE.zephyr);
    expectError(
      await app.inject({
        method: 'POST',
        url: CONNECT,
        headers: { ...headers, 'content-type': 'application/json' },
        payload: '{"businessName":',
      }),
      400,
    );
    expectError(
      await app.inject({
        method: 'POST',
        url: CONNECT,
        headers: JSON_TENANT,
        payload: { businessName: 'Z', returnUrl: RETURN_URL },
      }),
      401,
    );
    expect(payoutTables()).toEqual(before);
  });
});
