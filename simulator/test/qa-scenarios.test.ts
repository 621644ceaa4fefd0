// The QA scenarios keep their word: reset to each of the repository's scenarios, log in with each of its
// logins (the real login endpoint, the file's plain-text password) and check through the API that what the
// login's `shows` promises is there. Every login of every scenario has a check here, so a login added to a
// file without one fails, and so does a description whose state is gone.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EntityStatus } from '@sponsorspot/contract/constants';
import * as account from '@sponsorspot/contract/endpoints/account';
import * as content from '@sponsorspot/contract/endpoints/content';
import * as earnings from '@sponsorspot/contract/endpoints/earnings';
import * as marketplace from '@sponsorspot/contract/endpoints/marketplace';
import * as publisher from '@sponsorspot/contract/endpoints/publisher';
import * as reviews from '@sponsorspot/contract/endpoints/reviews';
import * as settings from '@sponsorspot/contract/endpoints/sponsor-settings';
import * as sim from '@sponsorspot/contract/endpoints/sim';
import type { AccountDetail, SubscriptionDetail } from '@sponsorspot/contract/payments';
import { PAST_DUE_GRACE_MS } from '@sponsorspot/contract/payments';
import { FEATURE } from '@sponsorspot/contract/plans';
import { SPOT_PRODUCT } from '@sponsorspot/contract/reservations';
import { isSpotAvailable, isSpotLive } from '@sponsorspot/contract/rules';
import type { ScenarioSummary } from '@sponsorspot/contract/sim';
import type { Spot, SpotContent, SpotStatusSnapshot } from '@sponsorspot/contract/sponsor';
import { readFileSync } from 'node:fs';
import { DEFAULT_SEEDS_DIR } from '../src/config.js';
import { checkScenarioFile } from '../../seeds/tools/check.js';
import {
  markersIn,
  partsWithoutFile,
  readmeTables,
  TABLE_FILES,
  withTables,
} from '../../seeds/tools/readme-tables.js';
import { formData, image } from './content-helpers.js';
import { RETURN_URL } from './payments-helpers.js';
import { advanceClock, expectError, login, request, resetScenario, testApp } from './helpers.js';

let app: FastifyInstance;
let scenarios: ScenarioSummary[];
beforeAll(async () => {
  app = await testApp({ SIM_SEEDS_DIR: DEFAULT_SEEDS_DIR, SIM_SCENARIO: 'empty' });
  scenarios = (await request(app, sim.listScenarios)).json().scenarios;
});
afterAll(async () => {
  await app.close();
});

const DAY_MS = 24 * 3600 * 1000;

/** A login's session: its token, its user and calls with it. */
interface As {
  user: { id: number; email: string };
  jwt: string;
  /** Logs in again (after the clock moved past the access token's life). */
  again: () => Promise<As>;
  call: typeof request extends (app: FastifyInstance, ...rest: infer R) => infer T
    ? (...rest: R) => T
    : never;
}

let address = 0;
async function as(email: string, password: string): Promise<As> {
  // Each login from its own address: many logins in a row must not meet the per-client limits.
  const res = await login(app, email, password, `10.9.${Math.floor(++address / 250)}.${address % 250}`);
  expect(res.statusCode, `${email} logs in: ${res.body}`).toBe(200);
  const { jwt, user } = res.json() as { jwt: string; user: { id: number; email: string } };
  const call = ((endpoint, input, options) =>
    request(app, endpoint, input as never, { token: jwt, ...options })) as As['call'];
  return { user, jwt, call, again: () => as(email, password) };
}

const accountOf = async (me: As) => (await me.call(account.account)).json() as AccountDetail;
const inForce = (detail: AccountDetail): SubscriptionDetail => detail.subscriptions[0] as SubscriptionDetail;
const mySpots = async (me: As) =>
  ((await me.call(publisher.publisherSpots, { body: { pageSize: 50 } })).json() as { spots: Spot[] }).spots;
const snapshotOf = async (spotId: number) =>
  (await request(app, marketplace.spotStatus, { params: { id: spotId } })).json() as SpotStatusSnapshot;
/** The sponsor's contents (every status, newest first), through the sponsor id of their profile. */
async function contentsOf(me: As) {
  const sponsorId = ((await me.call(settings.publisherProfile)).json() as { sponsor: { id: number } }).sponsor
    .id;
  const res = await me.call(content.sponsorContents, { params: { sponsorId } });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { contents: { spotName: string; content: SpotContent }[] }).contents;
}

/** What one login shows, checked with a session of it; `refused` checks a login that must not log in. */
type Check = ((me: As) => Promise<void>) & { refused?: string };
const refused = (code: string): Check => Object.assign(async () => {}, { refused: code });

async function usageOf(me: As) {
  return (await accountOf(me)).usage;
}
const profileOf = async (me: As) =>
  (await me.call(settings.publisherProfile)).json() as {
    publisher: { id: number } | null;
    sponsor: { id: number } | null;
  };
const contentOn = async (me: As, spotName: string) => {
  const found = (await contentsOf(me)).filter((c) => c.spotName === spotName);
  expect(found, `one content on "${spotName}"`).toHaveLength(1);
  return found[0]!.content;
};

async function plan(me: As, level: string, interval: 'month' | 'year') {
  const detail = await accountOf(me);
  expect(detail.subscriptionLevel).toBe(level);
  const subscription = inForce(detail);
  expect(subscription).toMatchObject({ level, interval, state: 'active', cancelAtPeriodEnd: false });
  expect(Date.parse(subscription.currentPeriodEnd as string)).toBeGreaterThan(Date.now());
  return detail;
}

const CHECKS: Record<string, Record<string, Check>> = {
  demo: {
    admin: async (me) => {
      const [, payload] = me.jwt.split('.');
      expect(JSON.parse(Buffer.from(payload!, 'base64url').toString()).role).toContain('Admin');
      expect((await accountOf(me)).subscriptionLevel).toBe('Free');
    },
    publisher: async (me) => {
      expect((await accountOf(me)).subscriptionLevel).toBe('Free');
      expect(await usageOf(me)).toMatchObject({ listingCount: 3 });
      expect(await profileOf(me)).toMatchObject({ publisher: { id: expect.any(Number) }, sponsor: null });
    },
    sponsor: async (me) => {
      expect((await accountOf(me)).subscriptionLevel).toBe('Basic');
      expect(await usageOf(me)).toMatchObject({ reservationCount: 4 });
      const live = (await contentsOf(me)).filter((c) => c.content.status === EntityStatus.Active);
      expect(live).toHaveLength(4);
      for (const { content: c } of live) expect(isSpotLive(await snapshotOf(c.spotId))).toBe(true);
    },
    pro: async (me) => {
      const detail = await accountOf(me);
      expect(detail.subscriptionLevel).toBe('Pro');
      expect(detail.features).toContain(FEATURE.downloadHtml);
      expect(await profileOf(me)).toMatchObject({
        publisher: { id: expect.any(Number) },
        sponsor: { id: expect.any(Number) },
      });
    },
    enterprise: async (me) => {
      const detail = await accountOf(me);
      expect(detail.subscriptionLevel).toBe('Enterprise');
      expect(detail.features).toEqual(
        expect.arrayContaining([FEATURE.extraListings10, FEATURE.extraReservations10]),
      );
      expect(await profileOf(me)).toMatchObject({
        publisher: { id: expect.any(Number) },
        sponsor: { id: expect.any(Number) },
      });
    },
    unverified: refused('email_unverified'),
    lumen: async (me) => {
      const held = await contentOn(me, 'Jobs board header');
      expect(held.status).toBe(EntityStatus.Pending);
      const heldFor = Date.parse(held.heldUntil as string) - Date.now();
      expect(heldFor).toBeGreaterThan(24 * 60_000);
      expect(heldFor).toBeLessThanOrEqual(25 * 60_000);
      expect(await contentOn(me, 'Meal plans header')).toMatchObject({
        status: EntityStatus.Created,
        aICheckedOn: null,
      });
      const pastDue = await contentOn(me, 'Newsletter top slot');
      expect(pastDue.status).toBe(EntityStatus.Active);
      expect(pastDue.subscription).toMatchObject({
        status: EntityStatus.Pending,
        graceEndsAt: expect.any(String),
      });
    },
    greenleaf: async (me) => {
      const failed = (await contentsOf(me)).find(
        (c) => c.spotName === 'Community notices sidebar' && c.content.status === EntityStatus.Created,
      )?.content;
      expect(failed).toMatchObject({ status: EntityStatus.Created, aICheckPassed: false });
      expect(failed?.aICheckedOn).not.toBeNull();
    },
    mosaic: async (me) => {
      const waiting = (await contentsOf(me)).filter((c) => c.content.status === EntityStatus.Pending);
      expect(waiting.map((c) => c.spotName).sort()).toEqual([
        'Cooking videos banner',
        'History Hour player banner',
      ]);
      expect(waiting.find((c) => c.spotName === 'Cooking videos banner')?.content.review).toMatchObject({
        status: 'pending',
      });
    },
  },

  plans: {
    free: async (me) => {
      const detail = await accountOf(me);
      expect(detail.subscriptionLevel).toBe('Free');
      expect(detail.usage).toMatchObject({ listingCapacity: 4, reservationCapacity: 4 });
    },
    'basic-monthly': (me) => plan(me, 'Basic', 'month').then(() => undefined),
    'basic-yearly': (me) => plan(me, 'Basic', 'year').then(() => undefined),
    'pro-monthly': (me) => plan(me, 'Pro', 'month').then(() => undefined),
    'pro-yearly': (me) => plan(me, 'Pro', 'year').then(() => undefined),
    'enterprise-monthly': (me) => plan(me, 'Enterprise', 'month').then(() => undefined),
    'enterprise-yearly': (me) => plan(me, 'Enterprise', 'year').then(() => undefined),
    'addon-listings': async (me) => {
      const detail = await plan(me, 'Basic', 'month');
      expect(inForce(detail).addOns).toEqual([{ product: FEATURE.extraListings10, quantity: 1 }]);
      expect(detail.usage).toMatchObject({ listingCapacity: 20, reservationCapacity: 10 });
    },
    'addon-reservations': async (me) => {
      const detail = await plan(me, 'Basic', 'month');
      expect(inForce(detail).addOns).toEqual([{ product: FEATURE.extraReservations10, quantity: 1 }]);
      expect(detail.usage).toMatchObject({ listingCapacity: 10, reservationCapacity: 20 });
    },
    'addon-html': async (me) => {
      const detail = await plan(me, 'Basic', 'month');
      expect(inForce(detail).addOns).toEqual([{ product: FEATURE.downloadHtml, quantity: 1 }]);
      expect(detail.features).toContain(FEATURE.downloadHtml);
    },
    cancelled: async (me) => {
      const detail = await accountOf(me);
      expect(detail.subscriptionLevel).toBe('Pro');
      expect(inForce(detail)).toMatchObject({ state: 'active', cancelAtPeriodEnd: true });
    },
    downgrade: async (me) => {
      const detail = await accountOf(me);
      expect(detail.subscriptionLevel).toBe('Enterprise');
      expect(inForce(detail)).toMatchObject({
        interval: 'year',
        state: 'active',
        scheduledChange: { level: 'Basic', interval: 'month' },
      });
    },
    'past-due': async (me) => {
      const detail = await accountOf(me);
      expect(detail.subscriptionLevel).toBe('Basic');
      const subscription = inForce(detail);
      expect(subscription.state).toBe('past_due');
      expect(Date.parse(subscription.graceEndsAt as string) - Date.now()).toBeGreaterThan(
        PAST_DUE_GRACE_MS - 60_000,
      );
    },
    'grace-ending': async (me) => {
      const detail = await accountOf(me);
      expect(detail.subscriptionLevel).toBe('Pro');
      const graceLeft = Date.parse(inForce(detail).graceEndsAt as string) - Date.now();
      expect(graceLeft).toBeGreaterThan(DAY_MS - 60_000);
      expect(graceLeft).toBeLessThanOrEqual(DAY_MS);
      await advanceClock(app, DAY_MS / 1000 + 60);
      const after = await accountOf(await me.again());
      expect(inForce(after).state).toBe('canceled');
      expect(after.features).not.toContain(FEATURE.pro);
    },
  },

  capacity: {
    'publisher-full': async (me) => {
      expect((await accountOf(me)).usage).toMatchObject({ listingCount: 4, listingCapacity: 4 });
      const fifth = await me.call(publisher.createSpot, {
        body: { name: 'A fifth spot', description: '', locationPath: '/FIFTH', productJson: '{}' },
      });
      expectError(fifth, 403, 'plan_limit_reached');
    },
    'sponsor-full': async (me) => {
      expect((await accountOf(me)).usage).toMatchObject({ reservationCount: 4, reservationCapacity: 4 });
      const contents = await contentsOf(me);
      expect(contents).toHaveLength(4);
      for (const { content: c } of contents) expect(isSpotLive(await snapshotOf(c.spotId))).toBe(true);
      // A fifth: an order on the available spot, checked, then reserved: refused for the capacity.
      const available = (
        (await request(app, marketplace.availableSpots, { body: {} })).json() as {
          spots: { id: number }[];
        }
      ).spots;
      const spotId = available[0]!.id;
      const upload = await me.call(content.uploadDecal, {
        params: { spotId },
        body: formData([{ bytes: await image('png'), fileName: 'fifth.png', type: 'image/png' }]),
      });
      expect(upload.statusCode, upload.body).toBe(201);
      const order = await me.call(content.updateContent, {
        body: {
          spotId,
          linkUrl: 'https://brimful.example/',
          linkTitle: 'Brimful Goods',
          hasAgreedToTerms: true,
        },
      });
      expect(order.statusCode, order.body).toBe(200);
      const check = await me.call(content.aiCheck, { body: { spotContentId: order.json().id } });
      expect(check.json().passed, check.body).toBe(true);
      const pay = await me.call(account.createCheckout, {
        body: {
          product: SPOT_PRODUCT.product,
          variant: SPOT_PRODUCT.variant,
          spotContentId: order.json().id,
          returnUrl: RETURN_URL,
        },
      });
      expectError(pay, 403, 'plan_limit_reached');
    },
    under: async (me) => {
      expect((await accountOf(me)).usage).toMatchObject({
        listingCount: 1,
        listingCapacity: 4,
        reservationCount: 1,
        reservationCapacity: 4,
      });
    },
  },

  checkout: {
    held: async (me) => {
      const [held] = await contentsOf(me);
      expect(held?.content.status).toBe(EntityStatus.Pending);
      const heldFor = Date.parse(held?.content.heldUntil as string) - Date.now();
      expect(heldFor).toBeGreaterThan(DAY_MS - 60_000);
      expect(heldFor).toBeLessThanOrEqual(DAY_MS);
      const spot = (
        await request(app, marketplace.publicSpot, { params: { id: held!.content.spotId } })
      ).json();
      expect(Date.parse(spot.heldUntil)).toBe(Date.parse(held!.content.heldUntil as string));
      // Moving the clock a day ends the hold: the order is Created again.
      await advanceClock(app, DAY_MS / 1000 + 60);
      const [after] = await contentsOf(await me.again());
      expect(after?.content).toMatchObject({ status: EntityStatus.Created });
    },
    expired: async (me) => {
      const res = await me.call(account.checkoutSession, { query: { id: 'cs_qa_expired_pro' } });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ status: 'expired', product: 'SubscriptionLevel.Pro' });
      expect(Date.parse(res.json().expiresAt)).toBeLessThan(Date.now());
    },
    unfinished: async (me) => {
      const [order] = await contentsOf(me);
      expect(order?.content).toMatchObject({
        status: EntityStatus.Created,
        aICheckedOn: null,
        heldUntil: null,
      });
      expect(order?.content.decal).not.toBeNull();
      expect(isSpotAvailable(await snapshotOf(order!.content.spotId))).toBe(true);
    },
  },

  'live-matrix': {
    publisher: (me) => matrix(me, 10),
    'pending-publisher': (me) => matrix(me, 10),
  },

  review: {
    publisher: async (me) => {
      const queue = (await me.call(reviews.reviewQueue)).json() as {
        reviews: { spotName: string; autoApproveAt: string }[];
      };
      expect(queue.reviews.map((r) => r.spotName)).toEqual(['Waiting for review']);
      // Approved automatically 43 h after the reset (submitted 5 h before it).
      const left = Date.parse(queue.reviews[0]!.autoApproveAt) - Date.now();
      expect(Math.abs(left - 43 * 3600_000)).toBeLessThan(60_000);
    },
    sponsor: async (me) => {
      const bySpot = Object.fromEntries((await contentsOf(me)).map((c) => [c.spotName, c.content]));
      expect(bySpot['Waiting for review']?.review).toMatchObject({ status: 'pending' });
      expect(bySpot['Approved']?.review).toMatchObject({ status: 'approved' });
      expect(bySpot['Rejected (available again)']?.review).toMatchObject({
        status: 'rejected',
        reason: 'The decal shows a competing magazine.',
      });
      expect(bySpot['Approved automatically']?.review).toMatchObject({ status: 'auto' });
      expect(isSpotAvailable(await snapshotOf(bySpot['Rejected (available again)']!.spotId))).toBe(true);
      expect(isSpotLive(await snapshotOf(bySpot['Approved']!.spotId))).toBe(true);
    },
  },

  flights: {
    publisher: async (me) => {
      const spots = Object.fromEntries((await mySpots(me)).map((spot) => [spot.name, spot]));
      expect(spots['Fixed flight']?.currentSpotContentId).not.toBeNull();
      expect(spots['Booked ahead']?.currentSpotContentId).toBeNull();
      const ahead = (
        await request(app, marketplace.publicSpot, { params: { id: spots['Booked ahead']!.id } })
      ).json() as Spot;
      // Booked from 40 days after the reset's day, for one month.
      const startsAt = ahead.bookings?.[0]?.startsAt as string;
      expect(
        Math.round((Date.parse(startsAt) - Date.parse(new Date().toISOString().slice(0, 10))) / DAY_MS),
      ).toBe(40);
    },
    sponsor: async (me) => {
      const fixed = await contentOn(me, 'Fixed flight');
      expect(fixed).toMatchObject({ status: EntityStatus.Active, startsAt: null });
      // Runs until the end of its second month, and nothing more is billed then.
      expect(Date.parse(fixed.endsAt as string) - Date.now()).toBeGreaterThan(40 * DAY_MS);
      const ahead = await contentOn(me, 'Booked ahead');
      expect(ahead.status).toBe(EntityStatus.Active);
      expect(Date.parse(ahead.startsAt as string)).toBeGreaterThan(Date.now() + 39 * DAY_MS);
      expect(isSpotLive(await snapshotOf(ahead.spotId))).toBe(false);
    },
    buyer: async (me) => {
      expect(await contentsOf(me)).toEqual([]);
      const free = (
        await me.call(marketplace.searchSpots, { body: { pageNumber: 1, pageSize: 10 } })
      ).json() as { spots: Spot[] };
      const byName = Object.fromEntries(free.spots.map((spot) => [spot.name, spot]));
      expect(byName['Free spot']?.bookings).toEqual([]);
      expect(byName['Booked ahead']?.bookings).toHaveLength(1);
    },
  },

  payouts: {
    publisher: async (me) => {
      const { payouts } = (await me.call(earnings.payouts)).json() as {
        payouts: { id: string; status: string; arrivalDate: string; failureMessage?: string }[];
      };
      const byId = Object.fromEntries(payouts.map((p) => [p.id, p]));
      expect(byId.po_qa_pending?.status).toBe('pending');
      // Made at the reset, arriving two days later.
      expect(Date.parse(byId.po_qa_pending!.arrivalDate) - Date.now()).toBeGreaterThan(2 * DAY_MS - 60_000);
      expect(byId.po_qa_paid?.status).toBe('paid');
      expect(byId.po_qa_failed).toMatchObject({
        status: 'failed',
        failureMessage: 'The bank account was closed.',
      });
      const result = (await me.call(earnings.earnings)).json() as { balance: number; items: unknown[] };
      expect(result.items.length).toBeGreaterThanOrEqual(3);
      expect(result.balance).toBeGreaterThanOrEqual(0);

      // Its arrival day passed on the simulator's clock, the pending payout is paid; the balance is the same.
      await advanceClock(app, (Date.parse(byId.po_qa_pending!.arrivalDate) - Date.now()) / 1000 + 60);
      const again = await me.again();
      const arrived = (await again.call(earnings.payouts)).json() as {
        payouts: { id: string; status: string }[];
      };
      expect(arrived.payouts.find((p) => p.id === 'po_qa_pending')?.status).toBe('paid');
      const after = (await again.call(earnings.earnings)).json() as { balance: number };
      expect(after.balance).toBe(result.balance);
    },
  },
};

/**
 * Each of the publisher's spots is named for what the live and available rules (contract/rules.ts) make of
 * its snapshot.
 */
async function matrix(me: As, count: number) {
  const spots = await mySpots(me);
  expect(spots).toHaveLength(count);
  expect(new Set(spots.map((s) => s.name)).size, 'one spot per combination').toBe(count);
  for (const spot of spots) {
    const snapshot = await snapshotOf(spot.id);
    const result = isSpotLive(snapshot) ? 'Live' : isSpotAvailable(snapshot) ? 'Available' : 'Hidden';
    expect(spot.name.split(':')[0], spot.name).toBe(result);
  }
}

describe('the QA scenarios', () => {
  it('each has a description and logins with what each shows, listed by GET /__sim/scenarios', () => {
    const names = scenarios.map((s) => s.name);
    for (const name of ['demo', 'empty', ...Object.keys(CHECKS)]) expect(names).toContain(name);
    for (const s of scenarios) {
      expect(s.description.length, s.name).toBeGreaterThan(0);
      if (s.name !== 'empty') expect(s.logins?.length, s.name).toBeGreaterThan(0);
    }
  });

  it("the scenario tables of the README and docs/qa.md are the files' descriptions and logins", async () => {
    const tables = await readmeTables();
    const files = TABLE_FILES.map((file) => ({ file, text: readFileSync(file, 'utf8') }));
    expect(
      partsWithoutFile(
        tables,
        files.map((f) => f.text),
      ),
      'every table has a file',
    ).toEqual([]);
    expect(markersIn(files[0]?.text ?? ''), "the demo's logins stay in the README").toEqual(['logins']);
    for (const { file, text } of files) expect(withTables(text, tables), file).toBe(text);
  });

  it("demo's description counts what the file holds", async () => {
    const { problems, counts } = await checkScenarioFile('demo');
    expect(problems).toEqual([]);
    const description = scenarios.find((s) => s.name === 'demo')?.description ?? '';
    for (const [figure, key] of [
      ['users', 'users'],
      ['publishers', 'publishers'],
      ['sponsors', 'sponsors'],
      ['spots', 'spots'],
      ['live', 'live'],
      ['available', 'available'],
      ['reservations', 'spotContents'],
      ['real decal images', 'decals'],
    ] as const)
      expect(description).toMatch(new RegExp(`\\b${counts[key]} (\\w+ )*?${figure}`));
  });

  for (const [name, checks] of Object.entries(CHECKS)) {
    describe(name, () => {
      it('has a check for each of its logins, and no check for a login it lacks', () => {
        const logins = scenarios.find((s) => s.name === name)?.logins ?? [];
        expect(logins.map((l) => l.email.split('@')[0]).sort()).toEqual(Object.keys(checks).sort());
      });
      for (const [key, check] of Object.entries(checks)) {
        it(`${key}@ shows what it says`, async () => {
          await resetScenario(app, name);
          const found = scenarios
            .find((s) => s.name === name)
            ?.logins?.find((l) => l.email.startsWith(`${key}@`));
          expect(found, `${key}@ is a login of ${name}`).toBeDefined();
          if (check.refused) expectError(await login(app, found!.email, found!.password), 403, check.refused);
          else await check(await as(found!.email, found!.password));
        });
      }
    });
  }
});
