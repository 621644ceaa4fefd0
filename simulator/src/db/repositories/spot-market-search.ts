// The marketplace's filters, sorts and facets (an extension of ours to POST spot/search/ and spot/available):
// which listed spots a question with filters finds, in which order, how many, and how many each filter choice
// would leave. It reads market_spots (019_market_filters.sql), joined to the words' FTS5 match, or its mirror
// (spot-market-mirror.ts) for the facets, and keeps what it found in the search's answer cache
// (spot-search-cache.ts). spot-search.ts asks it only when the question holds a filter or a sort, so the spec
// call's question is answered exactly as before.
import type { Statement } from 'better-sqlite3';
import { type MarketState, type SpotSort, recentViewsSince } from '@sponsorspot/contract/search-rules';
import type { SearchFacets } from '@sponsorspot/contract/sponsor';
import type { Db } from '../connection.js';
import { type Group, facetsOf } from './spot-market-facets.js';
import { LiveIndexNames } from '../schema-names.js';
import { MarketMirror } from './spot-market-mirror.js';
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

/**
 * Each sort's order and its index (019_market_filters.sql). A page without words is read by walking the index
 * and keeping the spots the filters leave until the page is full; with words, as PROBE_SHARE says.
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
 * How a page with words and a sort is read, from how many rows of the sort's index the walk would visit to
 * fill it (the page's end × listed ÷ the question's count) against the words' matches. Walking with a lookup
 * of each visited spot in the words' doclists (about 25 µs each) beats gathering the words' ids first (about
 * 0.25 µs a match, 15 ms for a prefix in 69,000 spots) below a hundredth; walking with the gathered ids beats
 * reading every match by id and sorting them below a quarter.
 */
const PROBE_SHARE = 1 / 100;
const WALK_SHARE = 1 / 4;
const MATCH_IDS = 'SELECT rowid FROM spots_fts WHERE spots_fts MATCH @match';
const PROBE = 'EXISTS (SELECT 1 FROM spots_fts WHERE spots_fts MATCH @match AND rowid = m.spot_id)';
/** The words' matches, read from their doclists in id order, each joined to its market row. */
const MATCHED = 'spots_fts f JOIN market_spots m ON m.spot_id = f.rowid';

/**
 * The groups of every listed spot (or every available one) from market_groups, each with its lowest and
 * highest price read by two seeks in market_spots_facets (size, placement, state, price_cents), named `facets`
 * now.
 */
const WHOLE_GROUPS = (available: boolean, facets: string) => {
  const group = 'm.size IS g.size AND m.placement IS g.placement AND m.state = g.state';
  return `SELECT g.size, g.placement, g.state, g.count,
      (SELECT min(m.price_cents) FROM market_spots m INDEXED BY "${facets}" WHERE ${group}) AS low,
      (SELECT max(m.price_cents) FROM market_spots m INDEXED BY "${facets}" WHERE ${group}) AS high
    FROM market_groups g WHERE g.count > 0 ${available ? "AND g.state = 'available'" : ''}`;
};

type GroupRow = Omit<Group, 'state'> & { state: 'live' | 'available' | 'reserved' };

type Params = Record<string, string | number | null>;

type Plan = 'all' | 'probe' | 'walk' | 'gather';

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
  private readonly mirror: MarketMirror;
  /**
   * The names of market_spots's indexes, which the INDEXED BY hints need: a saved-state load leaves them
   * under their migration's names or their other ones (db/schema-names.ts). A statement is kept by its text,
   * so one that names an index by a name it no longer has is not used again.
   */
  private readonly indexes: LiveIndexNames;

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
    this.mirror = new MarketMirror(db);
    this.indexes = new LiveIndexNames(db, 'market_spots');
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
   * keeps the available spots only (POST spot/available).
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
    // The mirror's groups are exact for any filter; the whole marketplace's depend on openPrices.
    const whole = query.match === null && filters.priceMin === null && filters.priceMax === null;
    const groups = this.cache.remember(
      `market groups ${kind} ${filters.priceMin} ${filters.priceMax} ${whole && openPrices} ${epoch} ${query.match}`,
      () => ({
        json: JSON.stringify(this.groups(query.available, query.match, filters, base, openPrices)),
      }),
    );
    const answer = facetsOf(JSON.parse(groups.json) as Group[], filters);
    const page = { limit: query.limit, offset: query.offset };
    if (page.offset >= answer.totalCount) return { ...answer, ids: [] };
    const plan = () => this.plan(query.match, page, answer.totalCount);
    const ids = this.cache.remember(
      `market page ${filters.sort} ${page.limit} ${page.offset} ${question}`,
      () => ({
        totalCount: answer.totalCount,
        ids:
          filters.sort === 'relevance' && tiers !== null
            ? this.pageByTiers(query.available, filters, base, tiers, page, answer.totalCount)
            : this.ids(query.available, filters, plan(), filters.sort, { ...base, ...page }),
      }),
    ).ids;
    return { ...answer, ids };
  }

  /** The WHERE clause of the filters (each only when asked) and the available spots; the words are the plan's. */
  private where(available: boolean, filters: Filters): string {
    const parts = ['1'];
    if (available) parts.push(`m.state = 'available'`);
    if (filters.priceMin !== null) parts.push('m.price_cents >= @priceMin');
    if (filters.priceMax !== null) parts.push('m.price_cents <= @priceMax');
    if (filters.sizes) parts.push('m.size IN (SELECT value FROM json_each(@sizes))');
    if (filters.placements) parts.push('m.placement IN (SELECT value FROM json_each(@placements))');
    if (filters.availability) parts.push(`${STATE} IN (SELECT value FROM json_each(@availability))`);
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

  /**
   * How a page with words in a sort's order is read (PROBE_SHARE): 'probe' walks the sort's index asking the
   * doclists about each spot, 'walk' walks it keeping the gathered ids of the words' matches, 'gather' reads
   * every match and sorts them. Without words: 'all', the index walked.
   */
  private plan(match: string | null, page: { limit: number; offset: number }, totalCount: number): Plan {
    if (match === null) return 'all';
    const listed = this.cache.remember('market listed', () => {
      return this.statement('SELECT count(*) FROM market_spots').pluck().get() as number;
    });
    const matches = this.cache.remember(`market matches ${match}`, () => {
      return this.statement('SELECT count(*) FROM spots_fts WHERE spots_fts MATCH @match')
        .pluck()
        .get({ match }) as number;
    });
    const visits = ((page.offset + page.limit) * listed) / Math.max(totalCount, 1);
    return visits < matches * PROBE_SHARE ? 'probe' : visits < matches * WALK_SHARE ? 'walk' : 'gather';
  }

  /**
   * The page's ids in `sort` order among the spots the filters leave (relevance: by id, the words' matches read
   * from their doclists in id order).
   */
  private ids(available: boolean, filters: Filters, plan: Plan, sort: SpotSort, params: Params): number[] {
    const where = this.where(available, filters);
    const order = sort === 'relevance' ? 'm.spot_id' : ORDER[sort].order;
    const sql =
      plan === 'gather'
        ? `SELECT m.spot_id FROM ${MATCHED} WHERE spots_fts MATCH @match AND ${where}
           ORDER BY ${sort === 'relevance' ? 'f.rowid' : order}`
        : `SELECT m.spot_id FROM ${sort === 'relevance' ? 'market_spots m' : `market_spots m INDEXED BY "${this.indexes.of(ORDER[sort].index)}"`}
           WHERE ${where} ${plan === 'probe' ? `AND ${PROBE}` : plan === 'walk' ? `AND m.spot_id IN (${MATCH_IDS})` : ''}
           ORDER BY ${order}`;
    return this.statement(`${sql} LIMIT @limit OFFSET @offset`).pluck().all(params) as number[];
  }

  /**
   * Relevance with words: the spots whose name holds every word first, then the rest, each by id (as
   * SpotSearch.pageByTiers), among the spots the filters leave; each tier read from its doclists in id order
   * until the page is full.
   */
  private pageByTiers(
    available: boolean,
    filters: Filters,
    base: Params,
    tiers: { nameFirst: string; rest: string },
    page: { limit: number; offset: number },
    totalCount: number,
  ): number[] {
    const ids = this.ids(available, filters, 'gather', 'relevance', {
      ...base,
      ...page,
      match: tiers.nameFirst,
    });
    if (ids.length === page.limit) return ids;
    const nameCount =
      ids.length > 0
        ? page.offset + ids.length
        : (this.statement(
            `SELECT count(*) FROM ${MATCHED} WHERE spots_fts MATCH @match AND ${this.where(available, filters)}`,
          )
            .pluck()
            .get({ ...base, match: tiers.nameFirst }) as number);
    if (nameCount === totalCount) return ids;
    const offset = ids.length > 0 ? 0 : page.offset - nameCount;
    const rest = { ...base, match: tiers.rest, limit: page.limit - ids.length, offset };
    return [...ids, ...this.ids(available, filters, 'gather', 'relevance', rest)];
  }

  /**
   * The groups the count and the facets are made of (facetsOf): by size, placement and state, each group's
   * count within the price range and its lowest and highest price, the spots held now in 'held' groups of
   * their own. With words or a price range, from the mirror (spot-market-mirror.ts) over the words' matches.
   */
  private groups(
    available: boolean,
    match: string | null,
    filters: Filters,
    base: Params,
    openPrices: boolean,
  ): Group[] {
    if (match === null && filters.priceMin === null && filters.priceMax === null)
      return this.wholeGroups(available, base, openPrices);
    const ids = match === null ? null : (this.statement(MATCH_IDS).pluck().all({ match }) as number[]);
    if (ids) this.cache.remember(`market matches ${match}`, () => ids.length);
    return this.mirror.groups({
      ids,
      available,
      priceMin: filters.priceMin,
      priceMax: filters.priceMax,
      held: new Set(
        this.statement(
          `SELECT spot_id FROM market_spots INDEXED BY "${this.indexes.of('market_spots_held')}"
           WHERE held_until > @now AND state = 'available'`,
        )
          .pluck()
          .all({ now: base.now }) as number[],
      ),
    });
  }

  /**
   * The whole marketplace's groups, kept by triggers in market_groups (021_market_groups.sql), and the spots
   * held now (the partial index of holds), taken out of their 'available' group into a 'held' one.
   */
  private wholeGroups(available: boolean, base: Params, openPrices: boolean): Group[] {
    const rows = this.statement(WHOLE_GROUPS(available, this.indexes.of('market_spots_facets'))).all(
      base,
    ) as GroupRow[];
    const heldRows = this.statement(
      `SELECT m.size, m.placement, 'available' AS state, count(*) AS count, min(m.price_cents) AS low,
         max(m.price_cents) AS high FROM market_spots m INDEXED BY "${this.indexes.of('market_spots_held')}"
       WHERE m.held_until > @now AND m.state = 'available' GROUP BY m.size, m.placement`,
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
                `SELECT m.size, m.placement, min(m.price_cents) AS low, max(m.price_cents) AS high
                 FROM market_spots m INDEXED BY "${this.indexes.of('market_spots_facets')}"
                 WHERE m.state = 'available' AND NOT coalesce(m.held_until > @now, 0)
                 GROUP BY m.size, m.placement`,
              ).all(base) as GroupRow[]
            ).map((row) => [key(row), row]),
          )
        : null;
    return rows.flatMap((row) => {
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
  }
}
