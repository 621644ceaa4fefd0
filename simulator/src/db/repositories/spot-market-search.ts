// The marketplace's filters, sorts and facets (an extension of ours to POST spot/search/ and spot/available):
// which listed spots a question with filters finds, in which order, how many, and how many each filter choice
// would leave. It reads market_spots (019_market_filters.sql), joined to the words' FTS5 match, and keeps what
// it found in the search's answer cache (spot-search-cache.ts). spot-search.ts asks it only when the question
// holds a filter or a sort, so SPEC's question is answered exactly as before.
import type { Statement } from 'better-sqlite3';
import {
  FACET_VALUES_MAX,
  MARKET_STATES,
  type MarketState,
  type SpotSort,
  recentViewsSince,
} from '@sponsorspot/contract/search-rules';
import type { FacetCount, SearchFacets } from '@sponsorspot/contract/sponsor';
import type { Db } from '../connection.js';
import type { SearchCache } from './spot-search-cache.js';

/** The filters and sort of a question (contract sponsor.ts MarketFilters). */
export interface MarketFilterQuery {
  priceMin?: number | undefined;
  priceMax?: number | undefined;
  sizes?: string[] | undefined;
  placements?: string[] | undefined;
  availability?: MarketState[] | undefined;
  sort?: SpotSort | undefined;
}

const FILTER_KEYS = ['priceMin', 'priceMax', 'sizes', 'placements', 'availability', 'sort'] as const;

/** Whether a question uses the extension: then it is answered here, with facets. */
export function usesMarketFilters(query: MarketFilterQuery): boolean {
  return FILTER_KEYS.some((key) => query[key] !== undefined);
}

/** A price bound in dollars as whole cents: a minimum rounds up, a maximum down (10.555 → 1056 / 1055). */
export function priceBoundCents(dollars: number, bound: 'min' | 'max'): number {
  const cents = dollars * 100;
  return bound === 'min' ? Math.ceil(cents - 1e-6) : Math.floor(cents + 1e-6);
}

/** The filters as they are compared: placements trimmed and in lower case, every list sorted and distinct. */
function normaliseFilters(query: MarketFilterQuery) {
  const list = <T extends string>(values: T[] | undefined) =>
    values && values.length > 0 ? [...new Set(values)].sort() : null;
  return {
    priceMin: query.priceMin === undefined ? null : priceBoundCents(query.priceMin, 'min'),
    priceMax: query.priceMax === undefined ? null : priceBoundCents(query.priceMax, 'max'),
    sizes: list(query.sizes),
    placements: list(query.placements?.map((p) => p.trim().toLowerCase()).filter(Boolean)),
    availability: list(query.availability),
    sort: query.sort ?? 'relevance',
  };
}
type Filters = ReturnType<typeof normaliseFilters>;

const HELD = `(m.state = 'available' AND coalesce(m.held_until > @now, 0))`;
const STATE = `CASE WHEN ${HELD} THEN 'held' ELSE m.state END`;
const TEXT = 'm.spot_id IN (SELECT rowid FROM spots_fts WHERE spots_fts MATCH @match)';

/**
 * Each sort's order and its index (019_market_filters.sql). A page is read by walking the index and keeping
 * the spots the filters and words leave until the page is full: at 100,000 spots a page of a match of 70,000
 * took 20 ms so against 30 ms sorting the match (and 0.3 ms against 18 ms for a match of a few hundred, which
 * the planner chose to sort).
 */
const ORDER: Record<Exclude<SpotSort, 'relevance'>, { order: string; index: string }> = {
  newest: { order: 'm.created_at DESC, m.spot_id DESC', index: 'market_spots_newest' },
  price_asc: { order: 'm.price_cents IS NULL, m.price_cents, m.spot_id', index: 'market_spots_price_asc' },
  price_desc: {
    order: 'm.price_cents IS NULL, m.price_cents DESC, m.spot_id',
    index: 'market_spots_price_desc',
  },
  traffic: { order: 'm.traffic IS NULL, m.traffic DESC, m.spot_id', index: 'market_spots_traffic' },
};

/**
 * When the words match more than this share of the listed spots, the facets walk the covering index and keep
 * the matches (a Bloom filter of the doclist's ids); else they read the matches by id and group them. On a
 * loaded machine, at 76,000 listed spots, the walk took 200 ms whatever the words, the reads 12 µs a match
 * (870 ms for a prefix in 70,000 spots, 13 ms for a word in 2,000): they break even near a fifth.
 */
const WALK_FACETS_SHARE = 0.2;

/**
 * The groups of every listed spot (or every available one) from market_groups, each with its lowest and
 * highest price read by two seeks in market_spots_facets (size, placement, state, price_cents).
 */
const WHOLE_GROUPS = (available: boolean) => {
  const group = 'm.size IS g.size AND m.placement IS g.placement AND m.state = g.state';
  return `SELECT g.size, g.placement, g.state, g.count,
      (SELECT min(m.price_cents) FROM market_spots m INDEXED BY market_spots_facets WHERE ${group}) AS low,
      (SELECT max(m.price_cents) FROM market_spots m INDEXED BY market_spots_facets WHERE ${group}) AS high
    FROM market_groups g WHERE g.count > 0 ${available ? "AND g.state = 'available'" : ''}`;
};

interface Group {
  size: string | null;
  placement: string | null;
  state: MarketState;
  count: number;
  low: number | null;
  high: number | null;
}

type GroupRow = Omit<Group, 'state'> & { state: 'live' | 'available' | 'reserved' };

type Params = Record<string, string | number | null>;

export interface MarketPage {
  totalCount: number;
  ids: number[];
  facets: SearchFacets;
}

export class MarketSearch {
  private readonly statements = new Map<string, Statement>();
  private readonly readWindow: Statement<[], string>;
  private readonly writeWindow: Statement<{ since: string }>;
  private readonly recountTraffic: Statement<{ since: string }>;
  private readonly nextHoldEnd: Statement<{ now: string }, string | null>;
  private readonly trafficOf: Statement<{ ids: string }, { spot_id: number; traffic: number | null }>;

  constructor(
    private readonly db: Db,
    private readonly cache: SearchCache,
  ) {
    this.readWindow = db.prepare<[], string>('SELECT since FROM market_views_window').pluck();
    this.writeWindow = db.prepare(
      'INSERT INTO market_views_window (id, since) VALUES (1, @since) ON CONFLICT (id) DO UPDATE SET since = @since',
    );
    this.recountTraffic = db.prepare(`UPDATE market_spots SET traffic = CASE WHEN show_analytics = 1 THEN
      (SELECT coalesce(sum(t.views), 0) FROM spot_traffic_days t WHERE t.spot_id = market_spots.spot_id AND t.day >= @since)
      END`);
    this.nextHoldEnd = db
      .prepare<{ now: string }, string | null>(
        'SELECT min(held_until) FROM market_spots WHERE held_until IS NOT NULL AND held_until > @now',
      )
      .pluck();
    this.trafficOf = db.prepare(
      'SELECT spot_id, traffic FROM market_spots WHERE spot_id IN (SELECT value FROM json_each(@ids))',
    );
  }

  /**
   * Moves the recent views' window to the 30 days that end on `now`'s day, recounting every spot's traffic
   * when the day changed (a write: the answer cache follows). Called before the cache is read.
   */
  followDay(now: Date): void {
    const since = recentViewsSince(now.getTime());
    if (this.readWindow.get() === since) return;
    this.db.transaction(() => {
      this.writeWindow.run({ since });
      this.recountTraffic.run({ since });
    })();
  }

  /** The last 30 days' views of each spot (null: the publisher keeps analytics private). */
  recentViews(ids: number[]): Map<number, number | null> {
    const rows = this.trafficOf.all({ ids: JSON.stringify(ids) });
    return new Map(rows.map((row) => [row.spot_id, row.traffic]));
  }

  /**
   * A page of a question with filters or a sort: ids in order, the exact count and the facets. `match` is the
   * FTS query of the words (null without words), `tiers` the name-first tiers of relevance order; `available`
   * keeps SPEC's available spots only (POST spot/available).
   */
  find(
    query: MarketFilterQuery & { available: boolean; match: string | null; limit: number; offset: number },
    tiers: { nameFirst: string; rest: string } | null,
    now: Date,
  ): MarketPage {
    const filters = normaliseFilters(query);
    const nowText = now.toISOString();
    // Cached answers are right until the next hold ends (a held spot becomes available then).
    const epoch = this.nextHoldEnd.get({ now: nowText }) ?? 'none';
    const question = `${query.available ? 'available' : 'search'} ${query.match} ${JSON.stringify({ ...filters, sort: null })} ${epoch}`;
    const base: Params = {
      now: nowText,
      match: query.match,
      priceMin: filters.priceMin,
      priceMax: filters.priceMax,
      sizes: filters.sizes && JSON.stringify(filters.sizes),
      placements: filters.placements && JSON.stringify(filters.placements),
      availability: filters.availability && JSON.stringify(filters.availability),
    };
    // The groups depend on the words and the price range alone (sizes, placements and states are applied to
    // them here), so every sort, page and tick of one search shares them; the open spots' own prices are read
    // only for a filter that keeps them without the held ones.
    const chosen = filters.availability;
    const openPrices = Boolean(chosen?.includes('available') && !chosen.includes('held'));
    const kind = query.available ? 'available' : 'search';
    const groups = this.cache.remember(
      `market groups ${kind} ${filters.priceMin} ${filters.priceMax} ${openPrices} ${epoch} ${query.match}`,
      () => ({
        json: JSON.stringify(this.groups(query.available, query.match !== null, filters, base, openPrices)),
      }),
    );
    const answer = facetsOf(JSON.parse(groups.json) as Group[], filters);
    const page = { limit: query.limit, offset: query.offset };
    if (page.offset >= answer.totalCount) return { ...answer, ids: [] };
    const ids = this.cache.remember(
      `market page ${filters.sort} ${page.limit} ${page.offset} ${question}`,
      () => ({
        totalCount: answer.totalCount,
        ids:
          filters.sort === 'relevance' && tiers !== null
            ? this.pageByTiers(query.available, filters, base, tiers, page, answer.totalCount)
            : this.ids(query.available, filters, query.match !== null, filters.sort, { ...base, ...page }),
      }),
    ).ids;
    return { ...answer, ids };
  }

  /** The WHERE clause of the filters (each only when asked), the available spots and the words' match. */
  private where(available: boolean, filters: Filters, text: boolean): string {
    const parts = ['1'];
    if (available) parts.push(`m.state = 'available'`);
    if (filters.priceMin !== null) parts.push('m.price_cents >= @priceMin');
    if (filters.priceMax !== null) parts.push('m.price_cents <= @priceMax');
    if (filters.sizes) parts.push('m.size IN (SELECT value FROM json_each(@sizes))');
    if (filters.placements) parts.push('m.placement IN (SELECT value FROM json_each(@placements))');
    if (filters.availability) parts.push(`${STATE} IN (SELECT value FROM json_each(@availability))`);
    if (text) parts.push(TEXT);
    return parts.join(' AND ');
  }

  private statement(sql: string): Statement {
    let statement = this.statements.get(sql);
    if (!statement) {
      statement = this.db.prepare(sql);
      this.statements.set(sql, statement);
    }
    return statement;
  }

  /** The page's ids in `sort` order among the spots the filters leave (relevance without words: by id). */
  private ids(available: boolean, filters: Filters, text: boolean, sort: SpotSort, params: Params): number[] {
    const table = sort === 'relevance' ? 'market_spots m' : `market_spots m INDEXED BY ${ORDER[sort].index}`;
    const order = sort === 'relevance' ? 'm.spot_id' : ORDER[sort].order;
    const sql = `SELECT m.spot_id FROM ${table} WHERE ${this.where(available, filters, text)}
      ORDER BY ${order} LIMIT @limit OFFSET @offset`;
    return this.statement(sql).pluck().all(params) as number[];
  }

  /**
   * Relevance with words: the spots whose name holds every word first, then the rest, each by id (as
   * SpotSearch.pageByTiers), among the spots the filters leave.
   */
  private pageByTiers(
    available: boolean,
    filters: Filters,
    base: Params,
    tiers: { nameFirst: string; rest: string },
    page: { limit: number; offset: number },
    totalCount: number,
  ): number[] {
    const ids = this.ids(available, filters, true, 'relevance', { ...base, ...page, match: tiers.nameFirst });
    if (ids.length === page.limit) return ids;
    const nameCount =
      ids.length > 0
        ? page.offset + ids.length
        : (this.statement(`SELECT count(*) FROM market_spots m WHERE ${this.where(available, filters, true)}`)
            .pluck()
            .get({ ...base, match: tiers.nameFirst }) as number);
    if (nameCount === totalCount) return ids;
    const offset = ids.length > 0 ? 0 : page.offset - nameCount;
    const rest = { ...base, match: tiers.rest, limit: page.limit - ids.length, offset };
    return [...ids, ...this.ids(available, filters, true, 'relevance', rest)];
  }

  /**
   * The groups the count and the facets are made of (facetsOf): one pass over the spots the words (and POST
   * spot/available) leave, grouped by size, placement and state (each group's count within the price range,
   * and its lowest and highest price), and a short read of the spots held now (the partial index of holds),
   * which are taken out of their 'available' group into a 'held' one.
   */
  private groups(
    available: boolean,
    text: boolean,
    filters: Filters,
    base: Params,
    openPrices: boolean,
  ): Group[] {
    const price = [
      filters.priceMin !== null ? 'm.price_cents >= @priceMin' : null,
      filters.priceMax !== null ? 'm.price_cents <= @priceMax' : null,
    ].filter(Boolean);
    const inRange = price.length === 0 ? 'count(*)' : `count(*) FILTER (WHERE ${price.join(' AND ')})`;
    const aggregates = `${inRange} AS count, min(m.price_cents) AS low, max(m.price_cents) AS high`;
    // A few matches of the words drive the pass (read by id); many, or none asked, walk the covering index.
    const matches = text
      ? (this.statement('SELECT count(*) FROM spots_fts WHERE spots_fts MATCH @match')
          .pluck()
          .get(base) as number)
      : 0;
    const listed = this.cache.remember('market listed', () => {
      return this.statement('SELECT count(*) FROM market_spots').pluck().get() as number;
    });
    const few = text && matches <= listed * WALK_FACETS_SHARE;
    const from = few
      ? 'spots_fts f JOIN market_spots m ON m.spot_id = f.rowid'
      : 'market_spots m INDEXED BY market_spots_facets';
    const words = few ? 'spots_fts MATCH @match' : text ? TEXT : '1';
    const where = [available ? "m.state = 'available'" : '1', words].join(' AND ');
    // Without words or a price range, the whole marketplace's groups are kept by triggers (021_market_groups.sql).
    const rows = this.statement(
      !text && price.length === 0
        ? WHOLE_GROUPS(available)
        : `SELECT m.size, m.placement, m.state, ${aggregates}
        FROM ${from} WHERE ${where} GROUP BY m.size, m.placement, m.state`,
    ).all(base) as GroupRow[];
    // The spots held now, few at any time, through the partial index of holds: the words' ids are gathered only
    // when one is found.
    const heldRows = this.statement(
      `SELECT m.size, m.placement, 'available' AS state, ${aggregates} FROM market_spots m INDEXED BY market_spots_held
       WHERE m.held_until > @now AND m.state = 'available' AND ${text ? TEXT : '1'}
       GROUP BY m.size, m.placement`,
    ).all(base) as GroupRow[];
    const key = (row: { size: string | null; placement: string | null }) =>
      JSON.stringify([row.size, row.placement]);
    const held = new Map(heldRows.map((row) => [key(row), row]));
    // The open (not held) available spots' prices, exact, only when a filter keeps them without the held ones.
    const openBounds =
      held.size > 0 && openPrices
        ? new Map(
            (
              this.statement(
                `SELECT m.size, m.placement, min(m.price_cents) AS low, max(m.price_cents) AS high FROM ${from}
                 WHERE ${where} AND m.state = 'available' AND NOT coalesce(m.held_until > @now, 0)
                 GROUP BY m.size, m.placement`,
              ).all(base) as GroupRow[]
            ).map((row) => [key(row), row]),
          )
        : null;
    const groups: Group[] = rows.flatMap((row) => {
      const heldHere = row.state === 'available' ? held.get(key(row)) : undefined;
      if (!heldHere) return [{ ...row, state: row.state as MarketState }];
      const open = openBounds?.get(key(row));
      return [
        {
          ...row,
          count: row.count - heldHere.count,
          // Without openBounds the open and held groups are kept or dropped together: their joint bounds are the row's.
          low: openBounds ? (open?.low ?? null) : row.low,
          high: openBounds ? (open?.high ?? null) : row.high,
        },
        { ...heldHere, state: 'held' as const },
      ];
    });
    return groups;
  }
}

/** The facets of the groups under the filters (a value's count applies every other filter and that value). */
export function facetsOf(groups: Group[], filters: Filters): { totalCount: number; facets: SearchFacets } {
  const keeps = (values: string[] | null, value: string | null) =>
    values === null || (value !== null && values.includes(value));
  const matching = (except: 'size' | 'placement' | 'state' | null) =>
    groups.filter(
      (g) =>
        (except === 'size' || keeps(filters.sizes, g.size)) &&
        (except === 'placement' || keeps(filters.placements, g.placement)) &&
        (except === 'state' || keeps(filters.availability, g.state)),
    );
  const countBy = (key: 'size' | 'placement', chosen: string[] | null): FacetCount[] => {
    const counts = new Map<string, number>();
    for (const group of matching(key)) {
      const value = group[key];
      if (value !== null && group.count > 0) counts.set(value, (counts.get(value) ?? 0) + group.count);
    }
    const listed = [...counts]
      .map(([value, count]) => ({ value, count }))
      .sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : 1))
      .slice(0, FACET_VALUES_MAX);
    for (const value of chosen ?? [])
      if (!listed.some((item) => item.value === value)) listed.push({ value, count: counts.get(value) ?? 0 });
    return listed;
  };
  const states = matching('state');
  const priced = matching(null);
  const lows = priced.map((g) => g.low).filter((v): v is number => v !== null);
  const highs = priced.map((g) => g.high).filter((v): v is number => v !== null);
  return {
    totalCount: priced.reduce((sum, g) => sum + g.count, 0),
    facets: {
      sizes: countBy('size', filters.sizes),
      placements: countBy('placement', filters.placements),
      availability: MARKET_STATES.map((value) => ({
        value,
        count: states.filter((g) => g.state === value).reduce((sum, g) => sum + g.count, 0),
      })),
      price: {
        min: lows.length > 0 ? Math.min(...lows) / 100 : null,
        max: highs.length > 0 ? Math.max(...highs) / 100 : null,
      },
    },
  };
}
