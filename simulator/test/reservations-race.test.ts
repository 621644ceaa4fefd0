// Exactly one winner (docs/sponsors.md "Holding, paying for and reserving a spot"): 50 sponsors race for one
// spot from 5 worker threads (10 each), each its own app and connection to one database file (WAL, busy
// timeout), released together by an Atomics barrier. Both races — opening the spot's checkout (the hold) and
// reserving (every content paid for) — end with one 200 and 49 409 spot_unavailable, and the contents,
// capacities and snapshot agree afterwards.
import type { FastifyInstance } from 'fastify';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EntityStatus } from '@sponsorspot/contract/constants';
import { isSpotAvailable } from '@sponsorspot/contract/rules';
import { testApp } from './helpers.js';
import type { RacerAnswer, RacerData } from './race/racer.js';

const SPOT = 2; // acme's published spot, available in the fixture
const SPONSORS = 50;
const RACERS = 5;

let app: FastifyInstance;
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'sponsorspot-race-'));
  app = await testApp({ SIM_DB_PATH: path.join(dir, 'race.db'), SIM_UPLOAD_DIR: dir });
});
afterAll(async () => {
  await app.close();
  await rm(dir, { recursive: true, force: true });
});

/** 50 new users, each a sponsor with a content on the spot ready to reserve (checked, terms agreed). */
async function sponsorsReady(): Promise<{ userId: number; contentId: number; jwt: string }[]> {
  app.scenarios.reset('fixture');
  const now = app.clock.now().toISOString();
  const addUser = app.db.prepare(
    `INSERT INTO users (email, email_key, name, created_at) VALUES (@email, @email, @name, @now) RETURNING id`,
  );
  const addSponsor = app.db.prepare(
    `INSERT INTO sponsors (user_id, status) VALUES (@userId, 0) RETURNING id`,
  );
  const addContent = app.db.prepare(`INSERT INTO spot_contents (spot_id, sponsor_id, status, link_url,
      link_title, has_agreed_to_terms, ai_checked_on, ai_check_passed, created_at, updated_at)
    VALUES (@spotId, @sponsorId, ${EntityStatus.Created}, 'https://racer.example', 'Racing coffee', 1, @now, 1,
      @now, @now) RETURNING id`);
  const rows = app.db.transaction(() =>
    Array.from({ length: SPONSORS }, (_, i) => {
      const { id: userId } = addUser.get({ email: `racer${i}@race.test`, name: `Racer ${i}`, now }) as {
        id: number;
      };
      const { id: sponsorId } = addSponsor.get({ userId }) as { id: number };
      const { id: contentId } = addContent.get({ spotId: SPOT, sponsorId, now }) as { id: number };
      return { userId, contentId };
    }),
  )();
  return Promise.all(
    rows.map(async (row) => ({ ...row, jwt: (await app.identity.issueSession(row.userId)).jwt })),
  );
}

function priceSpot(price: number) {
  app.db
    .prepare('UPDATE spots SET product_json = ? WHERE id = ?')
    .run(JSON.stringify({ size: '300x250', pricePerMonth: price, currency: 'usd' }), SPOT);
}

/**
 * Every sponsor's content paid for: an Active monthly spot subscription at the price, as a completed
 * checkout leaves it (the checkout itself holds the spot for one payer at a time, so 50 cannot each open
 * one before the race; reserving needs the payment, nothing is free).
 */
function paidFor(sponsors: { userId: number; contentId: number }[], price: number) {
  const now = app.clock.now();
  const periodEnd = new Date(now.getTime() + 30 * 24 * 3600 * 1000).toISOString();
  app.db.transaction(() => {
    for (const { userId, contentId } of sponsors) {
      const subscription = app.subscriptions.create({
        userId,
        level: 'Free',
        status: EntityStatus.Active,
        updated: now.toISOString(),
        interval: 'month',
        periodStart: now.toISOString(),
        periodEnd,
        cancelAtPeriodEnd: false,
        scheduledLevel: null,
        scheduledInterval: null,
        pastDueSince: null,
        cardLast4: '4242',
        spotContentId: contentId,
        price,
      });
      app.spotContents.setSubscription(contentId, subscription.id, now);
    }
  })();
  for (const { contentId } of sponsors)
    expect(app.spotContents.findRecord(contentId)?.subscriptionStatus).toBe(EntityStatus.Active);
}

/** Starts the racers, releases them together once all are ready, and collects every answer. */
async function race(
  mode: RacerData['mode'],
  sponsors: { contentId: number; jwt: string }[],
): Promise<RacerAnswer[]> {
  const barrier = new SharedArrayBuffer(8);
  const flags = new Int32Array(barrier);
  const perRacer = Math.ceil(sponsors.length / RACERS);
  let ready = 0;
  let started: () => void = () => {};
  let failed: (error: Error) => void = () => {};
  const allReady = new Promise<void>((resolve, reject) => {
    started = resolve;
    failed = reject;
  });
  const results = Array.from({ length: RACERS }, (_, i) => {
    const data: RacerData = {
      dbPath: path.join(dir, 'race.db'),
      uploadDir: dir,
      mode,
      sponsors: sponsors.slice(i * perRacer, (i + 1) * perRacer),
      barrier,
    };
    const worker = new Worker(new URL('./race/worker.mjs', import.meta.url), { workerData: data });
    return new Promise<RacerAnswer[]>((resolve, reject) => {
      worker.on('message', (message: { ready?: true; answers?: RacerAnswer[] }) => {
        if (message.ready && ++ready === RACERS) started();
        if (message.answers) resolve(message.answers);
      });
      worker.on('error', (error) => {
        failed(error);
        reject(error);
      });
    });
  });
  await allReady;
  expect(Atomics.load(flags, 0)).toBe(RACERS);
  Atomics.store(flags, 1, 1);
  Atomics.notify(flags, 1);
  return (await Promise.all(results)).flat();
}

function oneWinner(answers: RacerAnswer[]): number {
  expect(answers).toHaveLength(SPONSORS);
  const winners = answers.filter((a) => a.statusCode === 200);
  const losers = answers.filter((a) => a.statusCode !== 200);
  expect(winners).toHaveLength(1);
  expect(losers).toHaveLength(SPONSORS - 1);
  for (const loser of losers) expect(loser).toMatchObject({ statusCode: 409, code: 'spot_unavailable' });
  return (winners[0] as RacerAnswer).contentId;
}

const statusCounts = () =>
  app.db
    .prepare(
      'SELECT status, count(*) AS n FROM spot_contents WHERE spot_id = ? GROUP BY status ORDER BY status',
    )
    .all(SPOT);

describe('50 sponsors racing for one spot', () => {
  it(
    'reserve: one 200 and 49 409; one Active content, the snapshot and capacities in step',
    { timeout: 120_000 },
    async () => {
      const sponsors = await sponsorsReady();
      // Without the publisher's review the winner goes live at once (test/reviews.test.ts has the review).
      app.db.prepare('UPDATE spots SET requires_approval = 0 WHERE id = ?').run(SPOT);
      priceSpot(12);
      paidFor(sponsors, 12);
      const winner = oneWinner(await race('reserve', sponsors));
      expect(statusCounts()).toEqual([
        { status: EntityStatus.Created, n: SPONSORS - 1 },
        { status: EntityStatus.Active, n: 1 },
      ]);
      const snapshot = app.spots.findSnapshot(SPOT);
      expect(snapshot).toMatchObject({
        currentSpotContentId: winner,
        currentSpotContentStatus: EntityStatus.Active,
      });
      expect(isSpotAvailable(snapshot)).toBe(false);
      for (const { userId, contentId } of sponsors)
        expect(app.accounts.reservations(userId)).toBe(contentId === winner ? 1 : 0);
      const available = app.spots.available({ pageNumber: 1, pageSize: 100 });
      expect(available.spots.map((s) => s.id)).not.toContain(SPOT);
    },
  );

  it(
    'hold (checkout for a priced spot): one 200 and 49 409; one Pending content, one session',
    { timeout: 120_000 },
    async () => {
      const sponsors = await sponsorsReady();
      priceSpot(12);
      const winner = oneWinner(await race('hold', sponsors));
      expect(statusCounts()).toEqual([
        { status: EntityStatus.Created, n: SPONSORS - 1 },
        { status: EntityStatus.Pending, n: 1 },
      ]);
      expect(app.spotContents.holderOf(SPOT, app.clock.now())).toBe(winner);
      const sessions = app.db
        .prepare(
          'SELECT spot_content_id AS contentId FROM checkout_sessions WHERE spot_content_id IS NOT NULL',
        )
        .all();
      expect(sessions).toEqual([{ contentId: winner }]);
      for (const { userId, contentId } of sponsors)
        expect(app.accounts.reservations(userId)).toBe(contentId === winner ? 1 : 0);
      expect(app.spots.findSnapshot(SPOT)?.currentSpotContentId).toBeNull();
    },
  );
});
