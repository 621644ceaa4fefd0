// Saved states: GET /__sim/state exports the data set as a scenario file and POST /__sim/state loads one. A
// state built through the API (a registration, a plan bought through checkout, an uploaded decal held for
// checkout, a new spot, a follow) survives export → reset to empty → import: every read answers the same,
// the users log in with their passwords, and a bad file is refused with nothing changed.
import type { Endpoint } from '@sponsorspot/contract/endpoint';
import * as account from '@sponsorspot/contract/endpoints/account';
import * as auth from '@sponsorspot/contract/endpoints/auth';
import * as content from '@sponsorspot/contract/endpoints/content';
import * as earnings from '@sponsorspot/contract/endpoints/earnings';
import * as figures from '@sponsorspot/contract/endpoints/figures';
import * as invoices from '@sponsorspot/contract/endpoints/invoices';
import * as marketplace from '@sponsorspot/contract/endpoints/marketplace';
import * as publisher from '@sponsorspot/contract/endpoints/publisher';
import * as reviews from '@sponsorspot/contract/endpoints/reviews';
import * as sim from '@sponsorspot/contract/endpoints/sim';
import * as settings from '@sponsorspot/contract/endpoints/sponsor-settings';
import * as users from '@sponsorspot/contract/endpoints/users';
import { SPOT_PRODUCT } from '@sponsorspot/contract/reservations';
import { SPOT_SIZE_RULE_TEXT } from '@sponsorspot/contract/rules';
import { SAVED_STATE_TABLES, type ScenarioFile } from '@sponsorspot/contract/scenario';
import { CONTROL_CHARACTER_RULE } from '@sponsorspot/contract/text-rules';
import type { FastifyInstance } from 'fastify';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SEEDS_DIR } from '../src/config.js';
import { ScenarioCatalog } from '../src/scenarios/catalog.js';
import { formData, image } from './content-helpers.js';
import { expectError, lastCode, loggedIn, publicDecal, request, resetScenario, testApp } from './helpers.js';
import { CARDS, RETURN_URL, openCheckout, payWith } from './payments-helpers.js';

let app: FastifyInstance;
let uploadDir: string;
beforeAll(async () => {
  uploadDir = await mkdtemp(path.join(os.tmpdir(), 'sponsorspot-saved-state-'));
  app = await testApp({ SIM_SEEDS_DIR: DEFAULT_SEEDS_DIR, SIM_SCENARIO: 'demo', SIM_UPLOAD_DIR: uploadDir });
});
afterAll(async () => {
  await app.close();
  await rm(uploadDir, { recursive: true, force: true });
});

const NEWCOMER = { email: 'saved.state@example.test', password: 'Quiet!Harbor2026', name: 'Sasha Saved' };
const PRO = { email: 'pro@sponsorspot.test', password: 'ProUser!2026' };

/** The state QA built by hand: what each step made, for the reads to name. */
interface Built {
  newcomerId: number;
  proId: number;
  sponsorId: number;
  heldSpotId: number;
  heldContentId: number;
  decalId: number;
  newSpotId: number;
  planCheckoutId: string;
}

async function buildState(): Promise<Built> {
  await resetScenario(app, 'demo');
  // A registration, verified with the mailed code.
  const registered = await request(app, auth.register, { body: NEWCOMER });
  expect(registered.statusCode, registered.body).toBe(202);
  const code = await lastCode(app, NEWCOMER.email, 'verification');
  expect((await request(app, auth.verifyEmail, { params: { code } })).statusCode).toBe(200);
  const newcomer = await loggedIn(app, NEWCOMER.email, NEWCOMER.password);
  // The newcomer buys Basic through checkout with the card that pays.
  const plan = await openCheckout(
    app,
    newcomer.user.id,
    'SubscriptionLevel.Basic',
    'SubscriptionLevel.Basic.Monthly',
  );
  expect((await payWith(app, plan, CARDS.pays)).statusCode).toBeLessThan(400);
  // The newcomer gives the business's billing details for their invoices.
  const billing = await request(
    app,
    invoices.saveBillingDetails,
    {
      body: {
        businessName: 'Saved State Studio',
        country: 'DE',
        address: 'Hafenstraße 1\n20459 Hamburg',
        vatId: 'DE123456789',
      },
    },
    { token: newcomer.jwt },
  );
  expect(billing.statusCode, billing.body).toBe(200);
  // The newcomer follows pro@.
  const pro = await loggedIn(app, PRO.email, PRO.password);
  const asNewcomer = { token: newcomer.jwt };
  const asPro = { token: pro.jwt };
  expect(
    (await request(app, users.follow, { query: { id: pro.user.id }, body: {} }, asNewcomer)).statusCode,
  ).toBe(200);
  // pro@ uploads a decal for an available spot, checks it, and opens checkout: the spot is held.
  const [available] = (await request(app, marketplace.availableSpots, { body: {} })).json().spots as {
    id: number;
  }[];
  const heldSpotId = available!.id;
  const spot = (await request(app, marketplace.publicSpot, { params: { id: heldSpotId } })).json();
  const [width, height] = (JSON.parse(spot.productJson).size as string).split('x').map(Number);
  const upload = await request(
    app,
    content.uploadDecal,
    {
      params: { spotId: heldSpotId },
      body: formData([
        { bytes: await image('png', width, height), fileName: 'saved.png', type: 'image/png' },
      ]),
    },
    asPro,
  );
  expect(upload.statusCode, upload.body).toBe(201);
  const order = await request(
    app,
    content.updateContent,
    {
      body: {
        spotId: heldSpotId,
        linkUrl: 'https://shipitlabs.example/saved',
        linkTitle: 'Shipit Labs',
        hasAgreedToTerms: true,
      },
    },
    asPro,
  );
  expect(order.statusCode, order.body).toBe(200);
  const heldContentId = order.json().id as number;
  expect(
    (await request(app, content.aiCheck, { body: { spotContentId: heldContentId } }, asPro)).json().passed,
  ).toBe(true);
  const hold = await request(
    app,
    account.createCheckout,
    {
      body: {
        product: SPOT_PRODUCT.product,
        variant: SPOT_PRODUCT.variant,
        spotContentId: heldContentId,
        returnUrl: RETURN_URL,
      },
    },
    asPro,
  );
  expect(hold.statusCode, hold.body).toBe(200);
  // pro@ publishes a new spot.
  const created = await request(
    app,
    publisher.createSpot,
    {
      body: {
        name: 'Saved state sidebar',
        description: 'Made before the save.',
        locationPath: '/SAVED',
        productJson: JSON.stringify({ size: '300x250', pricePerMonth: 45, currency: 'USD' }),
      },
    },
    asPro,
  );
  expect(created.statusCode, created.body).toBeLessThan(300);
  const profile = (await request(app, settings.publisherProfile, {}, asPro)).json();
  return {
    newcomerId: newcomer.user.id,
    proId: pro.user.id,
    sponsorId: profile.sponsor.id,
    heldSpotId,
    heldContentId,
    decalId: upload.json().id,
    newSpotId: created.json().id,
    planCheckoutId: plan.id,
  };
}

/** Every read worth comparing, as one object: the callers log in with their passwords. */
async function readEverything(built: Built) {
  const newcomer = { token: (await loggedIn(app, NEWCOMER.email, NEWCOMER.password)).jwt };
  const pro = { token: (await loggedIn(app, PRO.email, PRO.password)).jwt };
  const reads: [string, Endpoint, object, { token: string }?][] = [
    ['search', marketplace.searchSpots, { body: {} }],
    ['search page 2', marketplace.searchSpots, { body: { pageNumber: 2 } }],
    ['search text', marketplace.searchSpots, { body: { searchText: 'sidebar' } }],
    ['available', marketplace.availableSpots, { body: {} }],
    ['held spot', marketplace.publicSpot, { params: { id: built.heldSpotId } }],
    ['held spot status', marketplace.spotStatus, { params: { id: built.heldSpotId } }],
    ['new spot', publisher.getSpot, { params: { id: built.newSpotId } }, pro],
    ['newcomer profile', users.profile, {}, newcomer],
    ['newcomer summary', users.userSummary, {}, newcomer],
    ['newcomer public', users.publicUser, { params: { id: built.newcomerId } }],
    ['pro public', users.publicUser, { params: { id: built.proId } }, newcomer],
    ['newcomer account', account.account, {}, newcomer],
    ['newcomer checkout', account.checkoutSession, { query: { id: built.planCheckoutId } }, newcomer],
    ['newcomer billing details', invoices.billingDetails, {}, newcomer],
    ['pro account', account.account, {}, pro],
    ['pro payout account', account.payoutAccount, {}, pro],
    ['pro usage', settings.usage, {}, pro],
    ['pro profile', settings.publisherProfile, {}, pro],
    ['pro spots', publisher.publisherSpots, { body: { pageSize: 50 } }, pro],
    ['pro contents', content.sponsorContents, { params: { sponsorId: built.sponsorId } }, pro],
    [
      'pro held content',
      content.sponsorContent,
      { params: { sponsorId: built.sponsorId, spotId: built.heldSpotId } },
      pro,
    ],
    ['pro analytics', figures.analytics, { body: {} }, pro],
    ['pro earnings', earnings.earnings, {}, pro],
    ['pro payouts', earnings.payouts, {}, pro],
    ['pro reviews', reviews.reviewQueue, {}, pro],
    ['outbox', sim.listOutbox, {}],
  ];
  const answers: Record<string, unknown> = {};
  for (const [name, endpoint, input, caller] of reads) {
    const res = await request(app, endpoint, input as never, caller);
    answers[name] = { status: res.statusCode, body: withoutNow(res.json()) };
  }
  const decal = await request(app, content.contentDecal, { params: { id: built.heldContentId } }, pro);
  answers['uploaded decal bytes'] = { status: decal.statusCode, bytes: decal.rawPayload.toString('base64') };
  answers['live decal'] = (await publicDecal(app, 1)).statusCode;
  return answers;
}

/** Drops what is the time of the answer rather than of the data (a snapshot's date). */
function withoutNow(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNow);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => key !== 'snapshotDate')
        .map(([key, v]) => [key, withoutNow(v)]),
    );
  return value;
}

const exportState = async () => {
  const res = await request(app, sim.exportState);
  expect(res.statusCode, res.body.slice(0, 500)).toBe(200);
  return res.json() as ScenarioFile;
};
const importState = (body: unknown) => request(app, sim.importState, { body: body as ScenarioFile });

// Each load starts a child process (scenarios/state-import.ts), which compiles the loader's TypeScript first
// when run from the sources: a few seconds on a busy machine, past vitest's default 5 s. A limit on how long
// a test may run, not a measure of speed (bench/qa-memory.mjs measures that).
describe('saved states', { timeout: 60_000 }, () => {
  it('answer every read the same after export, a reset to empty and import', async () => {
    const built = await buildState();
    const saved = await exportState();
    expect(saved.savedState?.tables.decals?.find((d) => d.id === built.decalId)?.image).toMatch(
      /^data:image\/png;base64,/,
    );
    const before = await readEverything(built);
    await resetScenario(app, 'empty');
    expect((await request(app, marketplace.searchSpots, { body: {} })).json().totalCount).toBe(0);
    const importing = Date.now();
    const loaded = await importState(JSON.parse(JSON.stringify(saved)));
    expect(loaded.statusCode, loaded.body).toBe(200);
    expect(loaded.json()).toEqual({ scenario: 'demo', resetMs: expect.any(Number) });
    const after = await readEverything(built);
    // The reads themselves mailed nothing; the logins of readEverything may have: compare like with like.
    expect(after).toEqual(before);
    // The clock resumed at the moment of the save: since then it has run no longer than the load and the
    // reads after it have (measured here, not bounded).
    const clock = (await request(app, sim.getClock)).json();
    const ranSinceSave = Date.parse(clock.now) - Date.parse(saved.savedState!.savedAt);
    expect(ranSinceSave).toBeGreaterThanOrEqual(0);
    expect(ranSinceSave).toBeLessThanOrEqual(Date.now() - importing);
  });

  it('saves every table but those the simulator rebuilds or never keeps across a load', () => {
    // Rebuilt from the saved tables (search, listings), the simulator's own bookkeeping, and what a load
    // ends on purpose (sessions, tokens and onboarding links: everyone signs in again).
    const notSaved = [
      'available_spots',
      'listed_spots',
      'market_groups',
      'market_rebuild',
      'market_spots',
      'market_views_window',
      'spot_search_text',
      'search_data_version',
      'seeded_traffic_days',
      'sim_state',
      'schema_migrations',
      'sessions',
      'refresh_tokens',
      'oauth_access_tokens',
      'payout_onboarding_links',
    ];
    const tables = app.db
      .prepare(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE 'spots_fts%'",
      )
      .pluck()
      .all() as string[];
    expect(tables.filter((table) => !notSaved.includes(table)).sort()).toEqual(
      [...SAVED_STATE_TABLES].sort(),
    );
  });

  it('is a scenario file: exported again it is the same data', async () => {
    await buildState();
    const first = await exportState();
    expect((await importState(first)).statusCode).toBe(200);
    const second = await exportState();
    expect(second.savedState?.tables).toEqual(first.savedState?.tables);
  });

  it('refuses a bad file with 400 or 422 and a stable code, changing nothing', async () => {
    await resetScenario(app, 'demo');
    const count = async () => (await request(app, marketplace.searchSpots, { body: {} })).json().totalCount;
    const spots = await count();
    const saved = await exportState();
    const cases: [unknown, number, string][] = [
      [{ ...saved, name: 'Not A Name' }, 400, 'validation_failed'],
      [{ ...saved, savedState: { ...saved.savedState, tables: { nope: [] } } }, 400, 'validation_failed'],
      [
        {
          ...saved,
          savedState: {
            ...saved.savedState,
            tables: { ...saved.savedState!.tables, users: [{ id: 1, nope: 2 }] },
          },
        },
        422,
        'scenario_invalid',
      ],
      [
        {
          ...saved,
          savedState: {
            ...saved.savedState,
            tables: {
              ...saved.savedState!.tables,
              spots: [...saved.savedState!.tables.spots!, { id: 99999, publisher_id: 424242 }],
            },
          },
        },
        422,
        'scenario_invalid',
      ],
      // A whole row, valid but for its publisher, which no row is: only the foreign key refuses it.
      [
        {
          ...saved,
          savedState: {
            ...saved.savedState,
            tables: {
              ...saved.savedState!.tables,
              spots: [
                ...saved.savedState!.tables.spots!,
                { ...saved.savedState!.tables.spots![0], id: 99999, publisher_id: 424242 },
              ],
            },
          },
        },
        422,
        'scenario_invalid',
      ],
    ];
    await resetScenario(app, 'empty');
    for (const [body, status, code] of cases) {
      expectError(await importState(body), status, code);
      expect(await count()).toBe(0);
    }
    await resetScenario(app, 'demo');
    expect(await count()).toBe(spots);
  });

  it('refuses a state holding a value the product’s writes refuse (a size, a line break), naming it, changing nothing', async () => {
    await resetScenario(app, 'demo');
    const count = async () => (await request(app, marketplace.searchSpots, { body: {} })).json().totalCount;
    const saved = await exportState();
    const tables = saved.savedState!.tables;
    const spotAt = tables.spots!.findIndex((row) => String(row.product_json).includes('"size"'));
    const contentAt = tables.spot_contents!.findIndex((row) => row.live_link_url !== null);
    /** The saved state with one cell of one row changed. */
    const changed = (table: 'spots' | 'spot_contents', at: number, column: string, value: string) => ({
      ...saved,
      savedState: {
        ...saved.savedState,
        tables: {
          ...tables,
          [table]: tables[table]!.map((row, i) => (i === at ? { ...row, [column]: value } : row)),
        },
      },
    });
    const product = JSON.parse(String(tables.spots![spotAt]!.product_json)) as object;
    const cases: [unknown, string][] = [
      [
        changed('spots', spotAt, 'product_json', JSON.stringify({ ...product, size: '0x0' })),
        `savedState.tables.spots[${spotAt}].product_json: ${SPOT_SIZE_RULE_TEXT}`,
      ],
      [
        changed('spots', spotAt, 'product_json', JSON.stringify({ ...product, size: '99999x99999' })),
        `savedState.tables.spots[${spotAt}].product_json: ${SPOT_SIZE_RULE_TEXT}`,
      ],
      [
        changed('spots', spotAt, 'name', 'Two\nlines'),
        `savedState.tables.spots[${spotAt}].name: ${CONTROL_CHARACTER_RULE}`,
      ],
      [
        changed('spot_contents', contentAt, 'link_url', 'https://shop.example/\r\nx'),
        `savedState.tables.spot_contents[${contentAt}].link_url: ${CONTROL_CHARACTER_RULE}`,
      ],
      [
        changed('spot_contents', contentAt, 'live_link_url', 'https://shop.example/\r\nx'),
        `savedState.tables.spot_contents[${contentAt}].live_link_url: ${CONTROL_CHARACTER_RULE}`,
      ],
      [
        changed('spot_contents', contentAt, 'link_title', 'A\ttitle'),
        `savedState.tables.spot_contents[${contentAt}].link_title: ${CONTROL_CHARACTER_RULE}`,
      ],
    ];
    await resetScenario(app, 'empty');
    for (const [body, problem] of cases) {
      const res = await importState(body);
      expectError(res, 422, 'scenario_invalid');
      expect(res.json().details).toEqual([problem]);
      expect(await count()).toBe(0);
    }
    // A scenario's own rows (not a saved state) are held to the same rules.
    const demo = new ScenarioCatalog(DEFAULT_SEEDS_DIR).load('demo').data;
    const broken = structuredClone(demo);
    broken.spots[0]!.productJson = JSON.stringify({ size: '-1x-1' });
    broken.spotContents[0]!.linkUrl = 'https://shop.example/\nx';
    const res = await importState(broken);
    expectError(res, 422, 'scenario_invalid');
    expect(res.json().details).toEqual([
      `spots[0].productJson: ${SPOT_SIZE_RULE_TEXT}`,
      `spotContents[0].linkUrl: ${CONTROL_CHARACTER_RULE}`,
    ]);
    expect(await count()).toBe(0);
  });

  it('answers the marketplace while a state heavy in spots loads, and after, over its spots, load after load', async () => {
    await resetScenario(app, 'demo');
    const saved = await exportState();
    const spots = saved.savedState!.tables.spots!;
    const listed = spots.filter((spot) => spot.status === 2);
    // Enough spots that the load stages its largest tables (scenarios/built-copy.ts) and renames them in.
    for (let i = 0; i < 8_000; i++)
      spots.push({
        ...listed[i % listed.length]!,
        id: 800_000 + i,
        name: `Loaded rail ${i}`,
        current_spot_content_id: null,
      });
    const search = (body: Record<string, unknown>) => request(app, marketplace.searchSpots, { body });
    for (let load = 0; load < 2; load++) {
      let done = false;
      const loading = importState(saved).finally(() => (done = true));
      const statuses = new Set<number>();
      while (!done) {
        for (const sort of ['newest', 'price_asc', 'traffic'])
          statuses.add(
            (await search({ sort, pageSize: 12, availability: ['available', 'held'] })).statusCode,
          );
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      expect((await loading).statusCode).toBe(200);
      expect([...statuses]).toEqual([200]);
      // The new spots, by each sort (each reads its own index, renamed by the load) and with their facets.
      for (const sort of ['newest', 'price_asc', 'price_desc', 'traffic']) {
        const res = await search({ searchText: 'loaded rail', sort, pageSize: 12 });
        expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
        const page = res.json() as { totalCount: number; spots: { name: string }[] };
        expect(page.totalCount).toBeGreaterThan(4_000);
        expect(page.spots.every((spot) => spot.name.startsWith('Loaded rail'))).toBe(true);
      }
    }
  });

  it('takes a body far larger than the API limit', async () => {
    await resetScenario(app, 'demo');
    const saved = await exportState();
    const rows = saved.savedState!.tables.outbox ?? [];
    const big = Array.from({ length: 4000 }, (_, i) => ({
      id: i + 1,
      to_email: 'big@example.test',
      kind: 'billing',
      subject: 'x'.repeat(400),
      code: '',
      link: '',
      sent_at: saved.savedState!.savedAt,
    }));
    const body = {
      ...saved,
      savedState: { ...saved.savedState, tables: { ...saved.savedState!.tables, outbox: [...rows, ...big] } },
    };
    expect(JSON.stringify(body).length).toBeGreaterThan(2 * 1024 * 1024);
    expect((await importState(body)).statusCode).toBe(200);
    expect(
      (await request(app, sim.listOutbox, { query: { to: 'big@example.test' } })).json().messages,
    ).toHaveLength(4000);
  });
});
