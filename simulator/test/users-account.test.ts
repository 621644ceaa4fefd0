// The signed-in user's account facts: the sponsor-side user, usage (plan capacities and counts) and the
// subscription info.
import { describe, expect, it } from 'vitest';
import { FIXTURE, setupApp, signedIn } from './helpers.js';

const app = await setupApp();

const get = async (url: string, userId: number) =>
  app.inject({ method: 'GET', url, headers: (await signedIn(app, userId)).headers });
const setFeatures = (userId: number, features: string[]) =>
  app.db.prepare('UPDATE users SET features = ? WHERE id = ?').run(features.join(';'), userId);

describe('GET /sponsor/api/v1/publisher/profile', () => {
  it('answers the publisher, the sponsor or neither', async () => {
    const acme = await get('/sponsor/api/v1/publisher/profile', FIXTURE.acme);
    expect(acme.statusCode).toBe(200);
    expect(acme.json()).toEqual({
      id: 2,
      name: 'Acme Owner',
      email: 'acme@fixture.test',
      publisher: { id: 1, status: 2, businessName: 'Acme Outdoor Gazette' },
      sponsor: null,
    });
    expect((await get('/sponsor/api/v1/publisher/profile/', FIXTURE.zephyr)).json()).toMatchObject({
      publisher: null,
      sponsor: { id: 1, status: 2, businessName: 'Zephyr Coffee' },
    });
    expect((await get('/sponsor/api/v1/publisher/profile', FIXTURE.pending)).json().publisher).toEqual({
      id: 2,
      status: 1,
      businessName: 'Pending Press',
    });
    expect((await get('/sponsor/api/v1/publisher/profile', FIXTURE.admin)).json()).toMatchObject({
      id: 1,
      publisher: null,
      sponsor: null,
    });
  });

  it('shows both for a user who is publisher and sponsor', async () => {
    app.db
      .prepare("INSERT INTO sponsors (id, user_id, status, business_name) VALUES (7, 2, 0, 'Acme Buys')")
      .run();
    expect((await get('/sponsor/api/v1/publisher/profile', FIXTURE.acme)).json()).toMatchObject({
      publisher: { id: 1 },
      sponsor: { id: 7, status: 0, businessName: 'Acme Buys' },
    });
  });
});

describe('GET /sponsor/api/v1/manifest/usage', () => {
  const usage = async (userId: number) => (await get('/sponsor/api/v1/manifest/usage', userId)).json();

  it('gives the free plan 4/4 and counts the listings and reservations', async () => {
    expect(await usage(FIXTURE.owl)).toEqual({
      reservationCapacity: 4,
      reservationCount: 0,
      listingCapacity: 4,
      listingCount: 7,
    });
    expect(await usage(FIXTURE.admin)).toEqual({
      reservationCapacity: 4,
      reservationCount: 0,
      listingCapacity: 4,
      listingCount: 0,
    });
  });

  it('follows the plan: Basic 10, Pro 50, Enterprise unlimited (null)', async () => {
    expect(await usage(FIXTURE.zephyr)).toEqual({
      reservationCapacity: 10,
      reservationCount: 1,
      listingCapacity: 10,
      listingCount: 0,
    });
    expect(await usage(FIXTURE.acme)).toEqual({
      reservationCapacity: 50,
      reservationCount: 0,
      listingCapacity: 50,
      listingCount: 4,
    });
    setFeatures(FIXTURE.acme, ['SubscriptionLevel.Enterprise']);
    expect(await usage(FIXTURE.acme)).toMatchObject({ reservationCapacity: null, listingCapacity: null });
  });

  it('adds 10 per add-on, read from the stored features (before the token is refreshed)', async () => {
    const { headers } = await signedIn(app, FIXTURE.owl);
    setFeatures(FIXTURE.owl, ['AddOn.ExtraListings10']);
    const one = await app.inject({ method: 'GET', url: '/sponsor/api/v1/manifest/usage', headers });
    expect(one.json()).toMatchObject({ listingCapacity: 14, reservationCapacity: 4 });
    setFeatures(FIXTURE.owl, [
      'SubscriptionLevel.Basic',
      'AddOn.ExtraReservations10',
      'AddOn.ExtraListings10',
    ]);
    expect(await usage(FIXTURE.owl)).toMatchObject({ listingCapacity: 20, reservationCapacity: 20 });
    setFeatures(FIXTURE.owl, ['SubscriptionLevel.Enterprise', 'AddOn.ExtraListings10']);
    expect(await usage(FIXTURE.owl)).toMatchObject({ listingCapacity: null, reservationCapacity: null });
  });

  it('counts only listings that are not Disabled and reservations that are Pending or Active', async () => {
    app.db.prepare('UPDATE spots SET status = 3 WHERE id IN (5, 7)').run();
    app.db.prepare('UPDATE spots SET status = 0 WHERE id = 8').run();
    expect((await usage(FIXTURE.owl)).listingCount).toBe(5);
    const insert = app.db.prepare(
      "INSERT INTO spot_contents (spot_id, sponsor_id, status, link_url, link_title) VALUES (?, 1, ?, 'https://z.test', 'Z')",
    );
    insert.run(2, 0); // Created: not yet a reservation
    insert.run(13, 1); // Pending
    insert.run(5, 3); // Disabled
    expect((await usage(FIXTURE.zephyr)).reservationCount).toBe(2);
  });
});

describe('GET /account/api/v1/account/', () => {
  it('answers the subscription in force', async () => {
    const res = await get('/account/api/v1/account/', FIXTURE.zephyr);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      subscriptionLevel: 'Basic',
      subscriptionStatus: 2,
      updated: '2026-01-10T10:00:00.000Z',
      businessName: 'Zephyr Coffee',
    });
  });

  it('answers Free (Active, since the account was made) without a subscription', async () => {
    expect((await get('/account/api/v1/account', FIXTURE.acme)).json()).toMatchObject({
      subscriptionLevel: 'Free',
      subscriptionStatus: 2,
      updated: '2026-01-10T10:00:00.000Z',
      businessName: 'Acme Outdoor Gazette',
    });
    expect((await get('/account/api/v1/account', FIXTURE.admin)).json()).toMatchObject({
      subscriptionLevel: 'Free',
      businessName: '',
    });
  });

  it('prefers the newest subscription that has not ended', async () => {
    const insert = app.db.prepare(
      'INSERT INTO subscriptions (id, user_id, level, status, updated) VALUES (?, 4, ?, ?, ?)',
    );
    insert.run(10, 'Pro', 3, '2026-06-01T00:00:00.000Z'); // newer, but ended
    insert.run(11, 'Enterprise', 1, '2026-03-01T00:00:00.000Z'); // pending, newer than the Basic one
    expect((await get('/account/api/v1/account/', FIXTURE.zephyr)).json()).toMatchObject({
      subscriptionLevel: 'Enterprise',
      subscriptionStatus: 1,
      updated: '2026-03-01T00:00:00.000Z',
    });
    app.db.prepare('UPDATE subscriptions SET status = 3 WHERE user_id = 4').run();
    expect((await get('/account/api/v1/account/', FIXTURE.zephyr)).json()).toMatchObject({
      subscriptionLevel: 'Pro',
      subscriptionStatus: 3,
    });
  });
});

describe('OpenAPI document', () => {
  it('lists the users & social routes', async () => {
    const res = await app.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/presence/api/v1/user/search/',
        '/presence/api/v1/user/summary/',
        '/presence/api/v1/user/profile/',
        '/presence/api/v1/user/public/{id}',
        '/presence/api/v1/user/link/',
        '/presence/api/v1/user/link/{id}',
        '/presence/api/v1/user/block/{id}/{flag}',
        '/presence/api/v1/user/{id}',
        '/presence/api/v1/auth/external',
        '/sponsor/api/v1/publisher/profile',
        '/sponsor/api/v1/manifest/usage',
        '/account/api/v1/account/',
        '/oauth/{network}/authorize',
      ]),
    );
  });
});
