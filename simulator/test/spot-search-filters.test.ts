// The marketplace's filters, sorts and facets (an extension of POST spot/search/ and spot/available): every
// filter and every sort, alone and with words, page by page against a brute-force reference over the source
// tables (spots, publishers, contents, sponsors, traffic), with the facets, before and after writes of every
// kind and as the clock moves; and a question without them answered exactly as the spec call.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import * as marketplace from '@sponsorspot/contract/endpoints/marketplace';
import {
  FACET_VALUES_MAX,
  MARKET_STATES,
  type MarketState,
  SPOT_SORTS,
  type SpotSort,
  facetValuesOf,
  marketStateOf,
  recentViewsSince,
} from '@sponsorspot/contract/search-rules';
import {
  AvailableSpotsResult,
  type SearchFacets,
  type SpotSearchBody,
  SpotSearchResult,
} from '@sponsorspot/contract/sponsor';
import { request, testApp, unchecked } from './helpers.js';
import { mulberry32, searchWords, textTier, wordsOf } from './search-reference.js';

let app: FastifyInstance;
let db: FastifyInstance['db'];

const rng = mulberry32(1818);
const pick = <T>(list: readonly T[]) => list[Math.floor(rng() * list.length)] as T;
const some = <T>(list: readonly T[]) => list.filter(() => rng() < 0.35);

const WORDS = ['garden', 'gardening', 'cycle', 'cyclist', 'café', 'blog', 'news', 'recipe', 'street'];
/** Case and spaces vary: "Sidebar", " sidebar" and "sidebar" are one placement. */
const PLACEMENTS = ['sidebar', 'Sidebar', ' sidebar ', 'header', 'footer', 'inline', 'newsletter', ''];
const SIZES = ['728x90', '300x250', '320x50', '160x600', '970x250', 'big'];
const PUBLISHERS = 6;
const SPONSORS = 5;
const DAY = 86_400_000;

const iso = (ms: number) => new Date(ms).toISOString();
const now = () => app.clock.nowMs();

function productJson(): string {
  const roll = rng();
  if (roll < 0.04) return '{}';
  if (roll < 0.06) return 'not json';
  const price = rng() < 0.05 ? 0 : Math.round(1 + rng() * 30_000) / 100; // 0 breaks the price rule
  return JSON.stringify({
    placement: pick(PLACEMENTS),
    size: pick(SIZES),
    pricePerMonth: price,
    ...(rng() < 0.05 ? { currency: 'EUR' } : rng() < 0.5 ? { currency: 'USD' } : {}),
  });
}

let nextSpot = 100;
let nextContent = 100;

function addSpot(): number {
  const id = (nextSpot += 1 + Math.floor(rng() * 2));
  const roll = rng();
  db.prepare(
    `INSERT INTO spots (id, publisher_id, name, description, location_path, product_json, status, created_at, show_analytics)
     VALUES (@id, @publisherId, @name, @description, '/GEN', @productJson, @status, @createdAt, @showAnalytics)`,
  ).run({
    id,
    publisherId: 100 + Math.floor(rng() * PUBLISHERS),
    name: `${pick(WORDS)} ${pick(WORDS)}`,
    description: `${pick(WORDS)} lot${id % 7}`,
    productJson: productJson(),
    status: roll < 0.85 ? 2 : 1,
    // Some share a creation time, so the newest sort's ties go by id.
    createdAt: iso(Date.UTC(2026, 0, 1) + Math.floor(rng() * 40) * DAY),
    showAnalytics: rng() < 0.75 ? 1 : 0,
  });
  const kind = rng();
  if (kind < 0.35) {
    // A current content: live when it and its sponsor are Active, else reserved.
    const content = nextContent++;
    db.prepare(
      'INSERT INTO spot_contents (id, spot_id, sponsor_id, status) VALUES (@content, @id, @sponsor, @status)',
    ).run({ content, id, sponsor: 100 + Math.floor(rng() * SPONSORS), status: rng() < 0.7 ? 2 : 1 });
    db.prepare('UPDATE spots SET current_spot_content_id = @content WHERE id = @id').run({ content, id });
  } else if (kind < 0.55) {
    addHold(id);
  }
  for (let d = 0; d < 3; d++) addTraffic(id);
  return id;
}

/** A sponsor's checkout hold on a spot: one ending in the past, or within the hour. */
function addHold(spotId: number): void {
  db.prepare(
    `INSERT INTO spot_contents (id, spot_id, sponsor_id, status, held_until)
     VALUES (@content, @spotId, @sponsor, 1, @heldUntil)`,
  ).run({
    content: nextContent++,
    spotId,
    sponsor: 100 + Math.floor(rng() * SPONSORS),
    heldUntil: iso(now() + (rng() < 0.3 ? -1 : 1) * Math.floor(1 + rng() * 60) * 60_000),
  });
}

/** Views on a day of the last 40 (some outside the 30 that count). */
function addTraffic(spotId: number): void {
  db.prepare(
    `INSERT INTO spot_traffic_days (spot_id, day, views, clicks) VALUES (@spotId, @day, @views, 0)
     ON CONFLICT (spot_id, day, content_id) DO UPDATE SET views = views + excluded.views`,
  ).run({
    spotId,
    day: iso(now() - Math.floor(rng() * 40) * DAY).slice(0, 10),
    views: Math.floor(rng() * 50),
  });
}

interface RefSpot {
  id: number;
  nameWords: string[];
  allWords: string[];
  state: MarketState;
  size: string | null;
  placement: string | null;
  priceCents: number | null;
  createdAt: string;
  recentViews: number | null;
}

/** Every listed spot, read from the source tables and put under the contract's rules. */
function referenceSpots(): RefSpot[] {
  const since = recentViewsSince(now());
  const rows = db
    .prepare<[], Record<string, unknown>>(
      `SELECT s.id, s.name, s.description || ' ' || s.location_path || ' ' || p.business_name AS text,
         s.product_json, s.status, p.status AS publisher_status, s.current_spot_content_id AS content_id,
         c.status AS content_status, sp.status AS sponsor_status, s.created_at, s.show_analytics,
         (SELECT max(held_until) FROM spot_contents h WHERE h.spot_id = s.id) AS held_until
       FROM spots s JOIN publishers p ON p.id = s.publisher_id
       LEFT JOIN spot_contents c ON c.id = s.current_spot_content_id
       LEFT JOIN sponsors sp ON sp.id = c.sponsor_id
       ORDER BY s.id`,
    )
    .all();
  const views = db.prepare<{ id: number; since: string }, number>(
    'SELECT coalesce(sum(views), 0) FROM spot_traffic_days WHERE spot_id = @id AND day >= @since',
  );
  return rows
    .filter((r) => r.status === 2 && r.publisher_status === 2)
    .map((r) => {
      const snapshot = {
        snapshotDate: '',
        spotId: r.id as number,
        spotStatus: r.status as 2,
        publisherId: 1,
        publisherStatus: r.publisher_status as 2,
        currentSpotContentId: r.content_id as number | null,
        currentSpotContentStatus: r.content_status as 2 | null,
        currentSpotContentSponsorId: null,
        currentSpotContentSponsorStatus: r.sponsor_status as 2 | null,
        currentSpotContentSubscriptionId: null,
        currentSpotContentSubscriptionStatus: null,
      };
      const nameWords = wordsOf(r.name as string);
      return {
        id: r.id as number,
        nameWords,
        allWords: [...nameWords, ...wordsOf(r.text as string)],
        state: marketStateOf(snapshot, r.held_until as string | null, now()),
        ...facetValuesOf(r.product_json as string),
        createdAt: r.created_at as string,
        recentViews:
          r.show_analytics === 1 ? (views.pluck().get({ id: r.id as number, since }) as number) : null,
      };
    });
}

type Question = Omit<SpotSearchBody, 'pageNumber' | 'pageSize'>;

/** What a question answers, the slow way: every matching id in order, and the facets. */
function expected(spots: RefSpot[], q: Question, onlyAvailable: boolean) {
  const words = searchWords(q.searchText ?? '');
  const tiers = new Map(spots.map((s) => [s.id, textTier(words, s)]));
  const placements = q.placements?.map((p) => p.trim().toLowerCase());
  const inList = <T>(list: T[] | undefined, value: T | null) =>
    list === undefined || list.length === 0 || (value !== null && list.includes(value));
  const passes = (s: RefSpot, except: 'price' | 'size' | 'placement' | 'state' | null) =>
    tiers.get(s.id) !== null &&
    (!onlyAvailable || s.state === 'available' || s.state === 'held') &&
    (except === 'price' ||
      ((q.priceMin === undefined ||
        (s.priceCents !== null && s.priceCents >= Math.round(q.priceMin * 100))) &&
        (q.priceMax === undefined ||
          (s.priceCents !== null && s.priceCents <= Math.round(q.priceMax * 100))))) &&
    (except === 'size' || inList(q.sizes, s.size)) &&
    (except === 'placement' || inList(placements, s.placement)) &&
    (except === 'state' || inList(q.availability, s.state));
  const matches = spots.filter((s) => passes(s, null));
  const sort: SpotSort = q.sort ?? 'relevance';
  const nullsLast = (a: number | null, b: number | null, dir: 1 | -1) =>
    a === null ? (b === null ? 0 : 1) : b === null ? -1 : (a - b) * dir;
  const compare: Record<SpotSort, (a: RefSpot, b: RefSpot) => number> = {
    relevance: (a, b) =>
      Number(tiers.get(a.id) === 'other') - Number(tiers.get(b.id) === 'other') || a.id - b.id,
    newest: (a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : b.id - a.id),
    price_asc: (a, b) => nullsLast(a.priceCents, b.priceCents, 1) || a.id - b.id,
    price_desc: (a, b) => nullsLast(a.priceCents, b.priceCents, -1) || a.id - b.id,
    traffic: (a, b) => nullsLast(a.recentViews, b.recentViews, -1) || a.id - b.id,
  };
  const counted = (key: 'size' | 'placement', chosen: string[] | undefined) => {
    const counts = new Map<string, number>();
    for (const s of spots.filter((x) => passes(x, key)))
      if (s[key] !== null) counts.set(s[key], (counts.get(s[key]) ?? 0) + 1);
    const listed = [...counts]
      .map(([value, count]) => ({ value, count }))
      .sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : 1))
      .slice(0, FACET_VALUES_MAX);
    for (const value of [...new Set(chosen ?? [])].sort())
      if (!listed.some((f) => f.value === value)) listed.push({ value, count: counts.get(value) ?? 0 });
    return listed;
  };
  const prices = spots
    .filter((s) => passes(s, 'price'))
    .map((s) => s.priceCents)
    .filter((p): p is number => p !== null);
  const facets: SearchFacets = {
    sizes: counted('size', q.sizes),
    placements: counted('placement', placements?.filter(Boolean)),
    availability: MARKET_STATES.map((value) => ({
      value,
      count: spots.filter((s) => passes(s, 'state') && s.state === value).length,
    })),
    price: {
      min: prices.length > 0 ? Math.min(...prices) / 100 : null,
      max: prices.length > 0 ? Math.max(...prices) / 100 : null,
    },
  };
  return {
    ids: matches.sort(compare[sort]).map((s) => s.id),
    facets,
    byId: new Map(spots.map((s) => [s.id, s])),
  };
}

async function ask(body: SpotSearchBody, onlyAvailable: boolean) {
  const endpoint = onlyAvailable ? marketplace.availableSpots : marketplace.searchSpots;
  const res = await request(app, endpoint, { body: unchecked(body) });
  expect(res.statusCode, JSON.stringify(body)).toBe(200);
  const answer = res.json();
  expect(Value.Check(onlyAvailable ? AvailableSpotsResult : SpotSearchResult, answer)).toBe(true);
  return answer as SpotSearchResult;
}

/** A question: each filter present or not, values drawn from what the spots hold (and some they do not). */
function question(only?: keyof Question): Question {
  const all: Question = {
    searchText: rng() < 0.5 ? pick(WORDS).slice(0, 2 + Math.floor(rng() * 4)) : '',
    priceMin: Math.round(rng() * 15_000) / 100,
    priceMax: Math.round(50 + rng() * 30_000) / 100,
    sizes: some(SIZES.filter((s) => s !== 'big').concat('1x1')),
    placements: some(['sidebar', 'SIDEBAR ', 'header', 'footer', 'inline', 'newsletter', 'nowhere']),
    availability: some(MARKET_STATES),
    sort: pick(SPOT_SORTS),
  };
  if (only !== undefined) return { [only]: all[only] };
  const q: Question = {};
  for (const key of Object.keys(all) as (keyof Question)[])
    if (rng() < 0.45) Object.assign(q, { [key]: all[key] });
  // At least one filter or the sort: words alone are the spec call's question (no facets).
  if (Object.keys(q).every((key) => key === 'searchText')) q.sort = pick(SPOT_SORTS);
  return q;
}

/** Compares pages of each question with the reference: the first, one at random, the last and the one after. */
async function compare(questions: Question[]): Promise<number> {
  const spots = referenceSpots();
  let nonEmpty = 0;
  for (const q of questions) {
    const onlyAvailable = rng() < 0.3;
    const want = expected(spots, q, onlyAvailable);
    if (want.ids.length > 0) nonEmpty++;
    const pageSize = 1 + Math.floor(rng() * 25);
    const last = Math.max(1, Math.ceil(want.ids.length / pageSize));
    for (const pageNumber of new Set([1, 1 + Math.floor(rng() * last), last, last + 1])) {
      const body = { ...q, pageSize, pageNumber };
      const what = `${JSON.stringify(body)}${onlyAvailable ? ' available' : ''}`;
      const answer = await ask(body, onlyAvailable);
      expect(answer.totalCount, what).toBe(want.ids.length);
      const page = want.ids.slice((pageNumber - 1) * pageSize, pageNumber * pageSize);
      expect(
        answer.spots.map((s) => s.id),
        what,
      ).toEqual(page);
      expect(answer.facets, what).toEqual(want.facets);
      if (!onlyAvailable)
        for (const spot of answer.spots)
          expect(spot.recentViews, what).toBe(want.byId.get(spot.id)?.recentViews);
    }
  }
  return nonEmpty;
}

/** A write of one of every kind the market follows, on a spot drawn at random. */
function randomWrite(): () => unknown {
  const spotIds = () => db.prepare('SELECT id FROM spots WHERE id >= 100').pluck().all() as number[];
  const id = pick(spotIds());
  return pick([
    () => db.prepare('UPDATE spots SET product_json = ? WHERE id = ?').run(productJson(), id),
    () => db.prepare('UPDATE spots SET status = ? WHERE id = ?').run(pick([1, 2, 2, 3]), id),
    () => db.prepare('UPDATE spots SET show_analytics = 1 - show_analytics WHERE id = ?').run(id),
    () => db.prepare('UPDATE spots SET current_spot_content_id = NULL WHERE id = ?').run(id),
    () => db.prepare('UPDATE spot_contents SET status = ? WHERE spot_id = ?').run(pick([0, 1, 2, 3]), id),
    () => db.prepare('UPDATE spot_contents SET held_until = NULL WHERE spot_id = ?').run(id),
    () => db.prepare('DELETE FROM spot_contents WHERE spot_id = ?').run(id),
    () =>
      db
        .prepare('UPDATE sponsors SET status = ? WHERE id = ?')
        .run(pick([1, 2, 3]), 100 + Math.floor(rng() * SPONSORS)),
    () =>
      db
        .prepare('UPDATE publishers SET status = 3 - status WHERE id = ?')
        .run(100 + Math.floor(rng() * PUBLISHERS)),
    () => addHold(id),
    () => addTraffic(id),
    () => db.prepare('DELETE FROM spot_traffic_days WHERE spot_id = ?').run(id),
    () => db.prepare('DELETE FROM spots WHERE id = ?').run(id),
    () => addSpot(),
  ]);
}

beforeAll(async () => {
  app = await testApp();
  db = app.db;
  db.transaction(() => {
    db.prepare('PRAGMA defer_foreign_keys = ON').run();
    for (let i = 0; i < PUBLISHERS + SPONSORS; i++)
      db.prepare(
        `INSERT INTO users (id, email, name, verified, roles, features, created_at)
         VALUES (@id, @email, 'Generated', 1, '[]', '', '2026-01-01')`,
      ).run({ id: 100 + i, email: `generated${i}@fixture.test` });
    for (let p = 0; p < PUBLISHERS; p++)
      db.prepare(
        'INSERT INTO publishers (id, user_id, status, business_name) VALUES (@id, @id, @status, @name)',
      ).run({
        id: 100 + p,
        status: p === PUBLISHERS - 1 ? 1 : 2,
        name: `${pick(WORDS)} press`,
      });
    for (let s = 0; s < SPONSORS; s++)
      db.prepare(
        'INSERT INTO sponsors (id, user_id, status, business_name) VALUES (@id, @userId, @status, @name)',
      ).run({
        id: 100 + s,
        userId: 100 + PUBLISHERS + s,
        status: s === 0 ? 3 : 2,
        name: 'Sponsor',
      });
    for (let i = 0; i < 400; i++) addSpot();
  })();
});
afterAll(async () => {
  await app.close();
});

describe('filters, sorts and facets against a brute-force reference', () => {
  it('answers each filter and each sort alone, with and without words', async () => {
    const alone: Question[] = [];
    for (const key of ['priceMin', 'priceMax', 'sizes', 'placements', 'availability', 'sort'] as const)
      for (let i = 0; i < 6; i++) {
        const q = question(key);
        alone.push(q, { ...q, searchText: pick(WORDS).slice(0, 3) });
      }
    for (const sort of SPOT_SORTS)
      alone.push({ sort }, { sort, searchText: 'gar' }, { sort, searchText: 'café blog' });
    for (const value of MARKET_STATES) alone.push({ availability: [value] });
    expect(await compare(alone)).toBeGreaterThan(alone.length / 2);
  }, 60_000);

  it('answers filters combined with each other, the words and every sort', async () => {
    expect(await compare(Array.from({ length: 150 }, () => question()))).toBeGreaterThan(50);
  }, 60_000);

  it('still does after writes of every kind, and as the clock ends holds and moves the 30 days', async () => {
    for (let round = 0; round < 80; round++) {
      const write = randomWrite();
      db.transaction(() => {
        db.prepare('PRAGMA defer_foreign_keys = ON').run();
        write();
      })();
    }
    expect(await compare(Array.from({ length: 80 }, () => question()))).toBeGreaterThan(25);
    // The whole marketplace's groups, kept by triggers, are the grouped spots (questions without words or prices).
    const groups = (sql: string) => db.prepare(`${sql} ORDER BY size, placement, state`).all();
    expect(groups('SELECT size, placement, state, count FROM market_groups')).toEqual(
      groups(
        'SELECT size, placement, state, count(*) AS count FROM market_spots GROUP BY size, placement, state',
      ),
    );
    // Holds end and days leave the 30 with no write at all.
    app.clock.advance(45 * 60_000);
    expect(await compare(Array.from({ length: 30 }, () => question()))).toBeGreaterThan(10);
    app.clock.advance(6 * DAY);
    expect(await compare(Array.from({ length: 30 }, () => question()))).toBeGreaterThan(10);
    app.clock.reset();
  }, 120_000);
});

describe('the facets of words and price ranges (read from a mirror of the market rows)', () => {
  it('follow each write at once, and a write rolled back after a search inside it', async () => {
    let rolledBack = 0;
    for (let round = 0; round < 30; round++) {
      const write = randomWrite();
      const rollBack = round % 3 === 0;
      try {
        db.transaction(() => {
          db.prepare('PRAGMA defer_foreign_keys = ON').run();
          write();
          // A search inside the transaction reads its rows, which the rollback then takes back.
          app.spots.search({ searchText: pick(WORDS).slice(0, 2), priceMin: 1, sort: 'newest' });
          if (rollBack) throw new Error('rolled back');
        })();
      } catch (error) {
        if (!rollBack) throw error;
        rolledBack++;
      }
      const asked = question();
      const q = asked.searchText || asked.priceMin !== undefined ? asked : { ...asked, priceMax: 250 };
      await compare([q, { ...q, searchText: pick(WORDS).slice(0, 3) }]);
    }
    expect(rolledBack).toBe(10);
  }, 60_000);
});

describe('without a filter or a sort', () => {
  it('answers exactly as the spec call: no facets, no recent views, the same spots in the same order', async () => {
    for (const searchText of ['', 'gar', 'café blog']) {
      for (const onlyAvailable of [false, true]) {
        const plain = await ask({ searchText, pageSize: 50 }, onlyAvailable);
        expect(plain).not.toHaveProperty('facets');
        for (const spot of plain.spots) expect(spot).not.toHaveProperty('recentViews');
        const sorted = await ask({ searchText, pageSize: 50, sort: 'relevance' }, onlyAvailable);
        expect(sorted.spots.map((s) => s.id)).toEqual(plain.spots.map((s) => s.id));
        expect(sorted.totalCount).toBe(plain.totalCount);
      }
    }
  });

  it('refuses a filter value outside the contract with a field error, changing nothing', async () => {
    for (const body of [
      { sort: 'cheapest' },
      { sizes: ['big'] },
      { availability: ['open'] },
      { priceMin: -1 },
    ]) {
      const res = await request(app, marketplace.searchSpots, { body: unchecked(body) });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe('validation_failed');
    }
  });
});
