// Scenarios: list, reset (data restored), validation of scenario files, seeding at boot, the repo's seeds.
import type { FastifyInstance } from 'fastify';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { SpotStatus } from '@sponsorspot/contract/constants';
import * as marketplace from '@sponsorspot/contract/endpoints/marketplace';
import * as sim from '@sponsorspot/contract/endpoints/sim';
import { priceProblem } from '@sponsorspot/contract/rules';
import { DEFAULT_SEEDS_DIR } from '../src/config.js';
import { migrate, migrationsDir, registerFunctions } from '../src/db/connection.js';
import { ScenarioCatalog, ScenarioInvalidError } from '../src/scenarios/catalog.js';
import { emptyingOrder } from '../src/scenarios/emptying-order.js';
import { checkScenario, checkScenarioFile } from '../../seeds/tools/check.js';
import { FIXTURES_DIR, publicDecal, request, testApp } from './helpers.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp();
});
afterAll(async () => {
  await app.close();
});

const totalCount = async (target: FastifyInstance) =>
  (await request(target, marketplace.searchSpots, { body: {} })).json().totalCount as number;

describe('control API', () => {
  it('lists the valid scenarios and the current one', async () => {
    const res = await request(app, sim.listScenarios);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      scenarios: [
        { name: 'empty', description: 'No users, no spots: a fresh marketplace.' },
        { name: 'fixture', description: expect.stringContaining('Small test marketplace') },
      ],
      current: 'fixture',
    });
  });

  it('restores the data after a change', async () => {
    expect(await totalCount(app)).toBe(10);
    app.db.prepare('DELETE FROM spots WHERE id IN (1, 2)').run();
    app.db.prepare("UPDATE users SET name = 'Changed' WHERE id = 1").run();
    expect(await totalCount(app)).toBe(8);
    const res = await request(app, sim.reset, { body: { scenario: 'fixture' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ scenario: 'fixture', resetMs: expect.any(Number) });
    expect(await totalCount(app)).toBe(10);
    expect(app.db.prepare('SELECT name FROM users WHERE id = 1').pluck().get()).toBe('Ada Admin');
    // The marketplace spots (published, active publisher) are listed and indexed again.
    expect(app.db.prepare('SELECT count(*) FROM spot_search_text').pluck().get()).toBe(10);
    expect(app.db.prepare('SELECT count(*) FROM listed_spots').pluck().get()).toBe(10);
    const decal = await publicDecal(app, 1);
    expect(decal.statusCode).toBe(200);
  });

  it('switches scenarios and reports the current one', async () => {
    await request(app, sim.reset, { body: { scenario: 'empty' } });
    expect(await totalCount(app)).toBe(0);
    expect((await app.inject({ method: 'GET', url: '/health' })).json().scenario).toBe('empty');
    expect(app.db.prepare('SELECT count(*) FROM users').pluck().get()).toBe(0);
    await app.inject({ method: 'POST', url: '/__sim/reset/', payload: { scenario: 'fixture' } });
    expect(await totalCount(app)).toBe(10);
  });

  it('answers an invalid scenario file with 422 naming the file and the field', async () => {
    const res = await request(app, sim.reset, { body: { scenario: 'broken' } });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('scenario_invalid');
    expect(res.json().message).toContain('broken.json');
    expect(res.json().details.join('\n')).toContain('users[1].email');
    // The failed reset changed nothing.
    expect(await totalCount(app)).toBe(10);
  });

  it('is absent when SIM_CONTROL_API=off', async () => {
    const off = await testApp({ SIM_CONTROL_API: 'off' });
    for (const [method, url] of [
      ['GET', '/__sim/scenarios'],
      ['POST', '/__sim/reset'],
    ] as const) {
      const res = await off.inject({ method, url, payload: { scenario: 'fixture' } });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('route_not_found');
    }
    await off.close();
  });
});

describe('scenario files', () => {
  it('fail with the file and the field named', () => {
    const catalog = new ScenarioCatalog(FIXTURES_DIR);
    expect(() => catalog.load('broken')).toThrow(ScenarioInvalidError);
    expect(() => catalog.load('broken')).toThrow(/broken\.json: users\[1\]\.email/);
  });

  it('refuse an unknown scenario at boot, listing the ones there are', async () => {
    await expect(testApp({ SIM_SCENARIO: 'nope' })).rejects.toThrow(
      /Scenario "nope" not found .*available: broken, empty, fixture/,
    );
  });
});

describe('database', () => {
  it('records the migrations it applied', () => {
    const rows = app.db.prepare('SELECT version, name FROM schema_migrations ORDER BY version').all();
    expect(rows[0]).toEqual({ version: 1, name: '001_init.sql' });
    expect(migrationsDir()).toMatch(/migrations$/);
  });

  it('gives the mails of ended reservations sent before 028 their own kind, and leaves the review mails', () => {
    const db = new Database(':memory:');
    onTestFinished(() => {
      db.close();
    });
    db.pragma('foreign_keys = ON');
    registerFunctions(db);
    // The mails as a database made before 028 holds them: 028 is then applied to it.
    migrate(db);
    db.exec('DELETE FROM schema_migrations WHERE version >= 28');
    const add = db.prepare(
      "INSERT INTO outbox (to_email, kind, subject, code, link, sent_at) VALUES ('p@x.test', 'review', ?, '', '', '')",
    );
    for (const subject of [
      'The reservation of "Blog sidebar" ended: the spot is available again',
      'The booked flight on "Blog sidebar" ended: the spot is available again',
      'The sponsor of "Blog sidebar" unreserved it: their decal runs until 2026-12-27, then the spot is available',
      'A decal waits for your review on "Blog sidebar"',
    ])
      add.run(subject);
    expect(migrate(db)).toEqual(['028_reservation_mail.sql']);
    expect(db.prepare('SELECT kind FROM outbox ORDER BY id').pluck().all()).toEqual([
      'reservation_ended',
      'reservation_ended',
      'reservation_ended',
      'review',
    ]);
  });

  it('defines seeded_traffic_days exactly as spot_traffic_days, so a reset copies the history as stored records', () => {
    // SQLite's transfer optimization (024_seeded_traffic_copy.sql) needs the same columns, checks, defaults
    // and key; a change to one table alone would make every reset decode and check 8,418 rows again.
    const definition = (table: string) =>
      app.db
        .prepare<[string], string>("SELECT sql FROM sqlite_schema WHERE type = 'table' AND name = ?")
        .pluck()
        .get(table)
        ?.replace(table, 'TABLE_NAME');
    expect(definition('seeded_traffic_days')).toBeDefined();
    expect(definition('seeded_traffic_days')).toBe(definition('spot_traffic_days'));
  });

  it('empties the tables no delete trigger watches first, the others children first', () => {
    const order = emptyingOrder(app.db, [
      'spots',
      'spot_contents',
      'listed_spots',
      'spot_traffic_days',
      'available_spots',
    ]);
    // Emptied before spots, the traffic rows are not deleted one spot at a time by spots_traffic_delete.
    expect(order.slice(0, 2).sort()).toEqual(['available_spots', 'spot_traffic_days']);
    expect(order.indexOf('spot_contents')).toBeLessThan(order.indexOf('spots'));
    expect(order.indexOf('listed_spots')).toBeLessThan(order.indexOf('spots'));
  });

  it('keeps a file database across restarts, in WAL mode with foreign keys on', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'sim-db-'));
    try {
      const dbPath = path.join(dir, 'sim.db');
      const first = await testApp({ SIM_DB_PATH: dbPath });
      expect(first.db.pragma('journal_mode', { simple: true })).toBe('wal');
      expect(first.db.pragma('foreign_keys', { simple: true })).toBe(1);
      first.db.prepare('DELETE FROM spots WHERE id = 2').run();
      await first.close();
      const second = await testApp({ SIM_DB_PATH: dbPath, SIM_SCENARIO: 'empty' });
      expect(await totalCount(second)).toBe(9);
      expect(second.scenarios.current()).toBe('fixture');
      await second.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("the repository's seeds", () => {
  it('boots with the empty scenario', async () => {
    const empty = await testApp({ SIM_SEEDS_DIR: DEFAULT_SEEDS_DIR, SIM_SCENARIO: 'empty' });
    expect(await totalCount(empty)).toBe(0);
    expect((await empty.inject({ method: 'GET', url: '/health' })).json()).toEqual({
      status: 'ok',
      scenario: 'empty',
    });
    await empty.close();
  });

  // Speed is measured by `npm run bench`; here a reset must put the demo data back exactly.
  it('restores the demo data after changes, reset after reset', async () => {
    const demo = await testApp({ SIM_SEEDS_DIR: DEFAULT_SEEDS_DIR, SIM_SCENARIO: 'demo' });
    const live = await totalCount(demo);
    expect(live).toBeGreaterThan(0);
    const count = (table: string) =>
      demo.db.prepare<[], number>(`SELECT count(*) FROM ${table}`).pluck().get() as number;
    const firstSpot = () => demo.db.prepare('SELECT id, name, status FROM spots ORDER BY id LIMIT 1').get();
    const seeded = { users: count('users'), spots: count('spots'), spot: firstSpot() };
    for (let round = 0; round < 3; round++) {
      demo.db.prepare("UPDATE spots SET name = 'changed', status = 0").run();
      demo.db
        .prepare(
          "INSERT INTO users (email, name, password_hash, verified, roles, features, created_at) VALUES (?, 'New', NULL, 1, '[]', '', ?)",
        )
        .run(`new${round}@example.test`, new Date().toISOString());
      expect(await totalCount(demo)).toBe(0);
      expect(count('users')).toBe(seeded.users + 1);
      const { scenario, resetMs } = demo.scenarios.reset('demo');
      expect(scenario).toBe('demo');
      expect(resetMs).toBeGreaterThanOrEqual(0);
      expect({ users: count('users'), spots: count('spots'), spot: firstSpot() }).toEqual(seeded);
      expect(await totalCount(demo)).toBe(live);
    }
    await demo.close();
  });

  // seeds/tools/check.ts: the simulator's loader, then the contract's rules over every scenario.
  it('passes the seeds validator, with the live and available counts seeds/README.md states', async () => {
    const empty = await checkScenarioFile('empty');
    expect(empty.problems).toEqual([]);
    const demo = await checkScenarioFile('demo');
    expect(demo.problems).toEqual([]);
    expect(demo.counts).toMatchObject({ spots: 62, spotContents: 43, decals: 17, live: 23, available: 16 });
  });

  it('makes the validator name a broken location path, plan, capacity and image', async () => {
    const demo = new ScenarioCatalog(DEFAULT_SEEDS_DIR).load('demo').data;
    const broken = structuredClone(demo);
    const spot = broken.spots[0]!;
    spot.locationPath = '/blog//sidebar/';
    const sponsorUser = broken.users.find((u) => u.email === 'sponsor@sponsorspot.test')!;
    sponsorUser.features.push('SubscriptionLevel.Pro');
    // publisher@ is on the free plan (4 listings) with 3 spots: two more exceed it.
    const free = broken.users.find((u) => u.email === 'publisher@sponsorspot.test')!.publisher!;
    const maxId = Math.max(...broken.spots.map((s) => s.id));
    for (const id of [maxId + 1, maxId + 2])
      broken.spots.push({ ...spot, id, publisherId: free.id, locationPath: '/', currentSpotContentId: null });
    broken.decals[0]!.file = 'images/trailhead-300x250.png'; // the row says 728x90
    const { problems } = await checkScenario(broken);
    expect(problems).toEqual([
      'user 3 (sponsor@sponsorspot.test): features name SubscriptionLevel.Basic, SubscriptionLevel.Pro, the Active subscription is Basic',
      'decal 1: images/trailhead-300x250.png is 300x250, the row says 728x90',
      `spot ${spot.id}: locationPath "/blog//sidebar/" is not formatted by formatLocationPath`,
      `publisher ${free.id} (Bramble Garden Club): 5 spots exceed its plan's 4`,
    ]);
  });

  it('makes the validator name a decal image stored in full colour', async () => {
    const seeds = mkdtempSync(path.join(os.tmpdir(), 'seeds-'));
    onTestFinished(() => rmSync(seeds, { recursive: true, force: true }));
    cpSync(DEFAULT_SEEDS_DIR, seeds, { recursive: true });
    const file = 'images/trailhead-728x90.png';
    const full = await sharp(path.join(DEFAULT_SEEDS_DIR, file)).png({ palette: false }).toBuffer();
    writeFileSync(path.join(seeds, file), full);
    const demo = new ScenarioCatalog(seeds).load('demo').data;
    const rows = demo.decals.filter((d) => d.file === file);
    expect(rows.length).toBeGreaterThan(0);
    expect((await checkScenario(demo, seeds)).problems).toEqual(
      rows.map(
        (d) =>
          `decal ${d.id}: ${file} is in full colour; store it as a palette PNG (seeds/README.md, "Decal images")`,
      ),
    );
  });

  it('makes the validator name a spot price the price rule refuses, and a published spot without one', async () => {
    const demo = new ScenarioCatalog(DEFAULT_SEEDS_DIR).load('demo').data;
    const broken = structuredClone(demo);
    const [free, text, euro, unpriced] = broken.spots.filter((s) => s.status === SpotStatus.Published);
    const draft = broken.spots.find((s) => s.status === SpotStatus.Draft)!;
    /** The spot's product with these fields changed (undefined leaves one out); its size stays. */
    const change = (spot: (typeof broken.spots)[number], fields: object) => {
      spot.productJson = JSON.stringify({ ...(JSON.parse(spot.productJson) as object), ...fields });
    };
    change(free!, { pricePerMonth: 0 });
    change(text!, { pricePerMonth: '10' });
    change(euro!, { pricePerMonth: 10, currency: 'EUR' });
    change(unpriced!, { pricePerMonth: undefined });
    // A draft may go without a price, but one it has must be valid.
    change(draft, { pricePerMonth: 0.001 });
    const { problems } = await checkScenario(broken);
    expect(problems).toEqual([
      `spot ${free!.id}: productJson.pricePerMonth 0: The monthly price must be at least $1.00.`,
      `spot ${text!.id}: productJson.pricePerMonth "10": ${priceProblem('10')}`,
      `spot ${euro!.id}: productJson.currency "EUR": Prices are in US dollars (USD).`,
      `spot ${unpriced!.id}: productJson has no pricePerMonth, which publishing needs`,
      `spot ${draft.id}: productJson.pricePerMonth 0.001: The monthly price must be at least $1.00.`,
    ]);
    change(draft, { pricePerMonth: undefined });
    expect((await checkScenario(broken)).problems).toHaveLength(4);
  });

  it("makes the validator name a review, an add-on or a payout the QA scenarios' rules refuse", async () => {
    const catalog = new ScenarioCatalog(DEFAULT_SEEDS_DIR);
    const review = structuredClone(catalog.load('review').data);
    const rejected = review.spotContents.find((c) => c.review?.decision === 'rejected')!;
    delete rejected.review!.reason;
    const payouts = structuredClone(catalog.load('payouts').data);
    delete payouts.payouts![2]!.failureMessage;
    const plans = structuredClone(catalog.load('plans').data);
    const withAddOn = plans.subscriptions.find((x) => x.addOns?.length)!;
    withAddOn.addOns![0]!.quantity = 2;
    expect((await checkScenario(review)).problems).toEqual([
      `content ${rejected.id}: a rejected content has ended (Disabled, not current) and names its reason`,
    ]);
    expect((await checkScenario(payouts)).problems).toEqual([
      'payout po_qa_failed: a failed payout, and only a failed one, carries its failure message',
    ]);
    expect((await checkScenario(plans)).problems).toEqual([
      `subscription ${withAddOn.id}: the user's features do not carry its add-on ${withAddOn.addOns![0]!.product} ×2`,
    ]);
  });
});
