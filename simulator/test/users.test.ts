// /presence/api/v1/user: search, summary, the full user, profile, public profile, follow and block.
import { describe, expect, it } from 'vitest';
import { utcDay } from '../src/domain/counting.js';
import { expectError, FIXTURE, setupApp, signedIn, TENANT } from './helpers.js';

const BASE = '/presence/api/v1/user';
const app = await setupApp();

type Headers = Record<string, string>;
const search = (headers: Headers, payload?: unknown) =>
  app.inject({
    method: 'POST',
    url: `${BASE}/search/`,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const follow = (headers: Headers, id: number) =>
  app.inject({ method: 'POST', url: `${BASE}/link/?id=${id}`, headers });
const unfollow = (headers: Headers, id: number) =>
  app.inject({ method: 'DELETE', url: `${BASE}/link/${id}`, headers });
const block = (headers: Headers, id: number, flag: 0 | 1) =>
  app.inject({ method: 'POST', url: `${BASE}/block/${id}/${flag}`, headers });
const publicUser = (id: number, headers: Headers = { ...TENANT }) =>
  app.inject({ method: 'GET', url: `${BASE}/public/${id}`, headers });
const summary = (headers: Headers) => app.inject({ method: 'GET', url: `${BASE}/summary/`, headers });

describe('POST search/', () => {
  it('lists the other verified users, by name, without emails, paged', async () => {
    const { headers } = await signedIn(app, FIXTURE.acme);
    const res = await search(headers);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ totalCount: 4, pageNumber: 1, pageSize: 12, searchText: '' });
    expect(body.users.map((u: { name: string }) => u.name)).toEqual([
      'Ada Admin',
      'Owl Owner',
      'Pending Owner',
      'Zephyr Buyer',
    ]);
    expect(body.users[0]).toEqual({
      id: 1,
      name: 'Ada Admin',
      bio: '',
      website: '',
      location: '',
      followers: 0,
      following: 0,
      isFollowing: false,
      isBlocked: false,
    });
    expect(res.body).not.toContain('@fixture.test');

    const page2 = await search(headers, { pageNumber: 2, pageSize: 3 });
    expect(page2.json()).toMatchObject({ totalCount: 4, pageNumber: 2, pageSize: 3 });
    expect(page2.json().users.map((u: { id: number }) => u.id)).toEqual([FIXTURE.zephyr]);
    const past = await search(headers, { pageNumber: 9, pageSize: 3 });
    expect(past.json()).toMatchObject({ totalCount: 4, users: [] });
  });

  it('matches a name substring, ignoring case; name prefixes first', async () => {
    const { headers } = await signedIn(app, FIXTURE.admin);
    const byName = await search(headers, { searchText: 'OWNER' });
    expect(byName.json().users.map((u: { name: string }) => u.name)).toEqual([
      'Acme Owner',
      'Owl Owner',
      'Pending Owner',
    ]);
    const prefixFirst = await search(headers, { searchText: 'ow' });
    expect(prefixFirst.json().users.map((u: { name: string }) => u.name)).toEqual([
      'Owl Owner',
      'Acme Owner',
      'Pending Owner',
    ]);
    expect((await search(headers, { searchText: '  zephyr  ' })).json().searchText).toBe('zephyr');
  });

  it('never matches an email address: a search cannot tell whether an address has an account', async () => {
    const { headers } = await signedIn(app, FIXTURE.admin);
    // "zephyr" is in Zephyr Buyer's name; the whole address, any part of it or the domain find nobody.
    for (const text of [
      'ZEPHYR@Fixture.TEST',
      'zephyr@fixture.test',
      'owl@',
      'zephyr@fix',
      '@fixture.test',
    ]) {
      const res = await search(headers, { searchText: text });
      expect(res.json(), text).toMatchObject({ totalCount: 0, users: [] });
    }
  });

  it('takes LIKE wildcards literally', async () => {
    const { headers } = await signedIn(app, FIXTURE.admin);
    expect((await search(headers, { searchText: '%' })).json().totalCount).toBe(0);
    expect((await search(headers, { searchText: '_' })).json().totalCount).toBe(0);
    expect((await search(headers, { searchText: '\\' })).json().totalCount).toBe(0);
  });

  it('leaves out the caller, unverified users and the users the caller blocked', async () => {
    app.db.prepare('UPDATE users SET verified = 0 WHERE id = ?').run(FIXTURE.pending);
    const { headers } = await signedIn(app, FIXTURE.acme);
    expect((await block(headers, FIXTURE.owl, 1)).statusCode).toBe(200);
    const ids = (await search(headers)).json().users.map((u: { id: number }) => u.id);
    expect(ids).toEqual([FIXTURE.admin, FIXTURE.zephyr]);
    expect((await search(headers, { searchText: 'owl' })).json().totalCount).toBe(0);
    // The blocked user still finds the blocker (blocking is one-way).
    const owl = await signedIn(app, FIXTURE.owl);
    expect((await search(owl.headers, { searchText: 'acme' })).json().totalCount).toBe(1);
    // Unblocked: back in the results.
    await block(headers, FIXTURE.owl, 0);
    expect((await search(headers, { searchText: 'owl' })).json().totalCount).toBe(1);
  });

  it('shows follow counts and the caller’s follow flag', async () => {
    const acme = await signedIn(app, FIXTURE.acme);
    const zephyr = await signedIn(app, FIXTURE.zephyr);
    await follow(acme.headers, FIXTURE.owl);
    await follow(zephyr.headers, FIXTURE.owl);
    const owl = await signedIn(app, FIXTURE.owl);
    await follow(owl.headers, FIXTURE.acme);
    const users = (await search(acme.headers, { searchText: 'owl' })).json().users;
    expect(users).toEqual([
      expect.objectContaining({
        id: FIXTURE.owl,
        followers: 2,
        following: 1,
        isFollowing: true,
        isBlocked: false,
      }),
    ]);
  });
});

describe('GET summary/', () => {
  it('counts listings, reservations and follows for the caller', async () => {
    const acme = await signedIn(app, FIXTURE.acme);
    expect((await summary(acme.headers)).json()).toEqual({
      spots: 4,
      reservations: 0,
      followers: 0,
      following: 0,
      views: 0,
      clicks: 0,
    });
    const zephyr = await signedIn(app, FIXTURE.zephyr);
    expect((await summary(zephyr.headers)).json()).toMatchObject({ spots: 0, reservations: 1 });
    const owl = await signedIn(app, FIXTURE.owl);
    expect((await summary(owl.headers)).json()).toMatchObject({ spots: 7, reservations: 0 });

    await follow(zephyr.headers, FIXTURE.acme);
    await follow(owl.headers, FIXTURE.acme);
    await follow(acme.headers, FIXTURE.owl);
    expect((await summary(acme.headers)).json()).toMatchObject({ followers: 2, following: 1 });
    expect((await summary(owl.headers)).json()).toMatchObject({ followers: 1, following: 1 });
  });

  it('follows the data: a disabled spot and a new pending reservation change the counts', async () => {
    const acme = await signedIn(app, FIXTURE.acme);
    app.db.prepare('UPDATE spots SET status = 3 WHERE id = 13').run();
    expect((await summary(acme.headers)).json().spots).toBe(3);
    app.db
      .prepare(
        `INSERT INTO spot_contents (spot_id, sponsor_id, status, link_url, link_title) VALUES (2, 1, 1, 'https://z.test', 'Z')`,
      )
      .run();
    const zephyr = await signedIn(app, FIXTURE.zephyr);
    expect((await summary(zephyr.headers)).json().reservations).toBe(2);
  });
});

describe('GET summary/ views and clicks', () => {
  it("sum the last 30 days on the caller's spots, as publisher and as sponsor, each spot once", async () => {
    const day = (daysAgo: number) => utcDay(app.clock.nowMs() - daysAgo * 24 * 60 * 60 * 1000);
    const live = app.db
      .prepare(
        `SELECT s.id AS spotId, c.id AS contentId, p.user_id AS publisherUserId, sp.user_id AS sponsorUserId FROM spots s
         JOIN publishers p ON p.id = s.publisher_id
         JOIN spot_contents c ON c.id = s.current_spot_content_id AND c.status = 2
         JOIN sponsors sp ON sp.id = c.sponsor_id ORDER BY s.id LIMIT 1`,
      )
      .get() as { spotId: number; contentId: number; publisherUserId: number; sponsorUserId: number };
    app.db.prepare('DELETE FROM spot_traffic_days').run();
    const add = app.db.prepare(
      'INSERT INTO spot_traffic_days (spot_id, day, content_id, views, clicks) VALUES (?, ?, ?, ?, ?)',
    );
    add.run(live.spotId, day(0), live.contentId, 5, 2);
    add.run(live.spotId, day(29), live.contentId, 7, 1);
    add.run(live.spotId, day(30), live.contentId, 1000, 100); // outside the 30 days
    add.run(live.spotId, day(1), 0, 40, 40); // the placeholder's: neither side's figures

    for (const userId of [live.publisherUserId, live.sponsorUserId]) {
      const { headers } = await signedIn(app, userId);
      expect((await summary(headers)).json()).toMatchObject({ views: 12, clicks: 3 });
    }
    // Someone with no spot on either side sees none of it.
    const other = [FIXTURE.acme, FIXTURE.owl, FIXTURE.zephyr].find(
      (id) => id !== live.publisherUserId && id !== live.sponsorUserId,
    )!;
    expect((await summary((await signedIn(app, other)).headers)).json()).toMatchObject({
      views: 0,
      clicks: 0,
    });
  });
});

describe('GET {id}', () => {
  it('answers the full user to the user themself', async () => {
    const { headers } = await signedIn(app, FIXTURE.acme);
    const res = await app.inject({ method: 'GET', url: `${BASE}/${FIXTURE.acme}`, headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: 2,
      email: 'acme@fixture.test',
      name: 'Acme Owner',
      verified: true,
      roles: [],
      features: ['SubscriptionLevel.Pro', 'Download.HTML'],
      createdAt: '2026-01-10T10:00:00.000Z',
      bio: '',
      website: '',
      location: '',
    });
  });

  it('answers any user to an Admin, and 404 for an unknown one', async () => {
    const { headers } = await signedIn(app, FIXTURE.admin);
    const res = await app.inject({ method: 'GET', url: `${BASE}/${FIXTURE.zephyr}`, headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: 4,
      email: 'zephyr@fixture.test',
      features: ['SubscriptionLevel.Basic'],
    });
    const admin = await app.inject({ method: 'GET', url: `${BASE}/${FIXTURE.admin}`, headers });
    expect(admin.json().roles).toEqual(['Admin']);
    expectError(await app.inject({ method: 'GET', url: `${BASE}/9999`, headers }), 404, 'not_found');
  });

  it('refuses another user’s account to a non-admin (403, also for unknown ids)', async () => {
    const { headers } = await signedIn(app, FIXTURE.acme);
    const other = await app.inject({ method: 'GET', url: `${BASE}/${FIXTURE.admin}`, headers });
    expectError(other, 403, 'forbidden');
    expect(other.body).not.toContain('admin@fixture.test');
    expectError(await app.inject({ method: 'GET', url: `${BASE}/9999`, headers }), 403, 'forbidden');
  });
});

describe('profile/', () => {
  it('reads and saves the caller’s profile; omitted fields keep their value, empty clears', async () => {
    const { headers } = await signedIn(app, FIXTURE.zephyr);
    const read = await app.inject({ method: 'GET', url: `${BASE}/profile/`, headers });
    expect(read.json()).toEqual({
      id: 4,
      email: 'zephyr@fixture.test',
      name: 'Zephyr Buyer',
      bio: '',
      website: '',
      location: '',
      createdAt: '2026-01-10T10:00:00.000Z',
    });

    const saved = await app.inject({
      method: 'POST',
      url: `${BASE}/profile/`,
      headers,
      payload: {
        name: '  Zephyr Z. Buyer ',
        bio: 'Coffee roaster.\nSponsors cycling blogs.',
        website: 'https://zephyr.test/about',
        location: 'Lisbon',
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      name: 'Zephyr Z. Buyer',
      bio: 'Coffee roaster.\nSponsors cycling blogs.',
      website: 'https://zephyr.test/about',
      location: 'Lisbon',
    });

    const nameOnly = await app.inject({
      method: 'POST',
      url: `${BASE}/profile`,
      headers,
      payload: { name: 'Zephyr', website: '' },
    });
    expect(nameOnly.json()).toMatchObject({
      name: 'Zephyr',
      bio: 'Coffee roaster.\nSponsors cycling blogs.',
      website: '',
      location: 'Lisbon',
    });
    expect((await app.inject({ method: 'GET', url: `${BASE}/profile`, headers })).json()).toEqual(
      nameOnly.json(),
    );
    // The public profile shows it (without the email).
    const pub = (await publicUser(FIXTURE.zephyr)).json();
    expect(pub).toMatchObject({ name: 'Zephyr', location: 'Lisbon' });
    expect(pub).not.toHaveProperty('email');
  });

  it('accepts the longest values', async () => {
    const { headers } = await signedIn(app, FIXTURE.zephyr);
    const res = await app.inject({
      method: 'POST',
      url: `${BASE}/profile/`,
      headers,
      payload: {
        name: 'n'.repeat(100),
        bio: 'b'.repeat(500),
        website: `http://x.test/${'w'.repeat(186)}`,
        location: 'l'.repeat(100),
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().website).toHaveLength(200);
  });
});

describe('GET public/{id}', () => {
  it('needs no token; the flags are false when anonymous, the caller’s when signed in', async () => {
    const anonymous = await publicUser(FIXTURE.owl);
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json()).toEqual({
      id: 5,
      name: 'Owl Owner',
      bio: '',
      website: '',
      location: '',
      followers: 0,
      following: 0,
      isFollowing: false,
      isBlocked: false,
    });
    const acme = await signedIn(app, FIXTURE.acme);
    await follow(acme.headers, FIXTURE.owl);
    expect((await publicUser(FIXTURE.owl, acme.headers)).json()).toMatchObject({
      followers: 1,
      isFollowing: true,
    });
    expect((await publicUser(FIXTURE.owl)).json()).toMatchObject({ followers: 1, isFollowing: false });
    await block(acme.headers, FIXTURE.zephyr, 1);
    expect((await publicUser(FIXTURE.zephyr, acme.headers)).json()).toMatchObject({ isBlocked: true });
  });

  it('treats a bad token as anonymous, and answers 404 for an unknown user', async () => {
    const res = await publicUser(FIXTURE.owl, { ...TENANT, authorization: 'Bearer not-a-jwt' });
    expect(res.statusCode).toBe(200);
    expect(res.json().isFollowing).toBe(false);
    expectError(await publicUser(424242), 404, 'not_found');
  });
});

describe('link/ (follow)', () => {
  it('follows with an empty body (none, empty JSON or {}) and unfollows; both are idempotent', async () => {
    const { headers, jsonHeaders } = await signedIn(app, FIXTURE.acme);
    const first = await follow(headers, FIXTURE.owl);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ following: true });
    const emptyJson = await app.inject({
      method: 'POST',
      url: `${BASE}/link/?id=${FIXTURE.owl}`,
      headers: jsonHeaders,
      payload: '',
    });
    expect(emptyJson.json()).toEqual({ following: true });
    const emptyObject = await app.inject({
      method: 'POST',
      url: `${BASE}/link?id=${FIXTURE.owl}`,
      headers: jsonHeaders,
      payload: '{}',
    });
    expect(emptyObject.json()).toEqual({ following: true });
    expect((await publicUser(FIXTURE.owl)).json().followers).toBe(1);

    const off = await unfollow(headers, FIXTURE.owl);
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ following: false });
    expect((await unfollow(headers, FIXTURE.owl)).json()).toEqual({ following: false });
    expect((await publicUser(FIXTURE.owl)).json().followers).toBe(0);
  });

  it('refuses following oneself (400), an unknown user (404) and across a block (403)', async () => {
    const acme = await signedIn(app, FIXTURE.acme);
    expectError(await follow(acme.headers, FIXTURE.acme), 400, 'bad_request');
    expectError(await unfollow(acme.headers, FIXTURE.acme), 400, 'bad_request');
    expectError(await follow(acme.headers, 9999), 404, 'not_found');
    expectError(await unfollow(acme.headers, 9999), 404, 'not_found');

    await block(acme.headers, FIXTURE.owl, 1);
    expectError(await follow(acme.headers, FIXTURE.owl), 403, 'forbidden');
    const owl = await signedIn(app, FIXTURE.owl);
    expectError(await follow(owl.headers, FIXTURE.acme), 403, 'forbidden');
  });
});

describe('block/{id}/{0|1}', () => {
  it('blocks and unblocks (idempotent), ends follows both ways, and isBlocked reads it', async () => {
    const acme = await signedIn(app, FIXTURE.acme);
    const zephyr = await signedIn(app, FIXTURE.zephyr);
    await follow(acme.headers, FIXTURE.zephyr);
    await follow(zephyr.headers, FIXTURE.acme);

    const res = await block(acme.headers, FIXTURE.zephyr, 1);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ blocked: true });
    expect((await block(acme.headers, FIXTURE.zephyr, 1)).json()).toEqual({ blocked: true });
    expect(app.relations.isBlocked(FIXTURE.acme, FIXTURE.zephyr)).toBe(true);
    expect(app.relations.isBlocked(FIXTURE.zephyr, FIXTURE.acme)).toBe(false);
    expect((await summary(acme.headers)).json()).toMatchObject({ followers: 0, following: 0 });
    expect((await summary(zephyr.headers)).json()).toMatchObject({ followers: 0, following: 0 });

    const un = await block(acme.headers, FIXTURE.zephyr, 0);
    expect(un.json()).toEqual({ blocked: false });
    expect((await block(acme.headers, FIXTURE.zephyr, 0)).json()).toEqual({ blocked: false });
    expect(app.relations.isBlocked(FIXTURE.acme, FIXTURE.zephyr)).toBe(false);
  });

  it('refuses blocking oneself (400) and an unknown user (404)', async () => {
    const { headers } = await signedIn(app, FIXTURE.acme);
    expectError(await block(headers, FIXTURE.acme, 1), 400, 'bad_request');
    expectError(await block(headers, 9999, 1), 404, 'not_found');
  });

  it('is cleared by a scenario reset', async () => {
    const { headers } = await signedIn(app, FIXTURE.acme);
    await block(headers, FIXTURE.owl, 1);
    app.scenarios.reset('fixture');
    expect(app.relations.isBlocked(FIXTURE.acme, FIXTURE.owl)).toBe(false);
  });
});
