// Spot reads of the marketplace slice: search, public spot, status snapshot, available spots.
import type { Statement } from 'better-sqlite3';
import { EntityStatus, PAGE_SIZE_DEFAULT, SpotStatus, type StatusValue } from '../../contract/common.js';
import type { Static } from 'typebox';
import type {
  AvailableSpot,
  AvailableSpotsResult,
  Spot,
  SpotContent,
  SpotSearchResult,
  SpotStatusSnapshot,
} from '../../contract/sponsor.js';
import type { Db } from '../connection.js';

type Status = Static<typeof StatusValue>;

export interface PageQuery {
  searchText?: string | undefined;
  pageNumber?: number | undefined;
  pageSize?: number | undefined;
}

/** The most words of a search that take part in the match; the rest are ignored. */
export const MAX_SEARCH_WORDS = 12;

/**
 * Turns what a person typed into a safe FTS5 query: every run of letters/digits/marks becomes a quoted
 * prefix term ("word"*), all of which must match. Quotes, *, :, -, parentheses, NEAR, AND, OR and the like
 * are either dropped (punctuation) or quoted (words), so no user text can be read as FTS syntax. The word
 * characters are the token characters of spots_fts (categories L* N* Co M*), so each term is one token.
 * Returns null when the text holds no word at all (then the search lists everything).
 */
export function toFtsQuery(text: string): string | null {
  const words = text.normalize('NFKC').match(/[\p{L}\p{N}\p{M}\p{Co}]+/gu) ?? [];
  const unique = [...new Set(words.map((w) => w.toLowerCase()))].slice(0, MAX_SEARCH_WORDS);
  return unique.length === 0 ? null : unique.map((w) => `"${w}"*`).join(' ');
}

/**
 * The order of a text search, as two tiers: spots whose name holds every word first, then the other
 * matches; each tier by id. Both tiers are FTS5 queries read in rowid order, so a page costs one pass over
 * the matching doclists (no score is computed for every match, as bm25() would).
 */
export function searchTiers(match: string): { all: string; nameFirst: string; rest: string } {
  return { all: match, nameFirst: `{name} : (${match})`, rest: `(${match}) NOT {name} : (${match})` };
}

interface SpotRow {
  id: number;
  publisher_id: number;
  publisher_user_id: number;
  publisher_name: string;
  publisher_status: Status;
  name: string;
  description: string;
  location_path: string;
  product_json: string;
  status: Status;
  sample_url: string;
  current_spot_content_id: number | null;
  c_id: number | null;
  c_sponsor_id: number | null;
  c_subscription_id: number | null;
  c_decal_id: number | null;
  c_status: Status | null;
  c_link_url: string | null;
  c_link_title: string | null;
  c_terms: number | null;
  c_ai_on: string | null;
  c_ai_passed: number | null;
  sponsor_status: Status | null;
  sub_status: Status | null;
  sub_level: string | null;
  d_content_type: string | null;
  d_width: number | null;
  d_height: number | null;
  d_file_name: string | null;
}

const SPOT_COLUMNS = `
  s.id, s.publisher_id, p.user_id AS publisher_user_id, p.business_name AS publisher_name,
  p.status AS publisher_status, s.name, s.description, s.location_path, s.product_json, s.status,
  s.sample_url, s.current_spot_content_id,
  c.id AS c_id, c.sponsor_id AS c_sponsor_id, c.subscription_id AS c_subscription_id, c.decal_id AS c_decal_id,
  c.status AS c_status, c.link_url AS c_link_url, c.link_title AS c_link_title, c.has_agreed_to_terms AS c_terms,
  c.ai_checked_on AS c_ai_on, c.ai_check_passed AS c_ai_passed,
  sp.status AS sponsor_status, sub.status AS sub_status, sub.level AS sub_level,
  d.content_type AS d_content_type, d.width AS d_width, d.height AS d_height, d.file_name AS d_file_name`;

/** The keys of SpotRow in the order of SPOT_COLUMNS (checked against each statement when prepared). */
const SPOT_ROW_KEYS = [
  'id',
  'publisher_id',
  'publisher_user_id',
  'publisher_name',
  'publisher_status',
  'name',
  'description',
  'location_path',
  'product_json',
  'status',
  'sample_url',
  'current_spot_content_id',
  'c_id',
  'c_sponsor_id',
  'c_subscription_id',
  'c_decal_id',
  'c_status',
  'c_link_url',
  'c_link_title',
  'c_terms',
  'c_ai_on',
  'c_ai_passed',
  'sponsor_status',
  'sub_status',
  'sub_level',
  'd_content_type',
  'd_width',
  'd_height',
  'd_file_name',
];

/**
 * A SpotRow from a row read as an array: better-sqlite3 builds an array per row far faster than an object
 * of 29 named columns (measured: about half the cost of reading a page of spots), and an object literal of
 * one fixed shape is cheap to make.
 */
function toRow(a: readonly unknown[]): SpotRow {
  return {
    id: a[0] as number,
    publisher_id: a[1] as number,
    publisher_user_id: a[2] as number,
    publisher_name: a[3] as string,
    publisher_status: a[4] as Status,
    name: a[5] as string,
    description: a[6] as string,
    location_path: a[7] as string,
    product_json: a[8] as string,
    status: a[9] as Status,
    sample_url: a[10] as string,
    current_spot_content_id: a[11] as number | null,
    c_id: a[12] as number | null,
    c_sponsor_id: a[13] as number | null,
    c_subscription_id: a[14] as number | null,
    c_decal_id: a[15] as number | null,
    c_status: a[16] as Status | null,
    c_link_url: a[17] as string | null,
    c_link_title: a[18] as string | null,
    c_terms: a[19] as number | null,
    c_ai_on: a[20] as string | null,
    c_ai_passed: a[21] as number | null,
    sponsor_status: a[22] as Status | null,
    sub_status: a[23] as Status | null,
    sub_level: a[24] as string | null,
    d_content_type: a[25] as string | null,
    d_width: a[26] as number | null,
    d_height: a[27] as number | null,
    d_file_name: a[28] as string | null,
  };
}

/** A statement whose rows are SPOT_COLUMNS, read as arrays and handed back as SpotRow. */
class SpotRows<P extends object> {
  private readonly statement: Statement<[P], unknown[]>;
  constructor(db: Db, sql: string) {
    this.statement = db.prepare<[P], unknown[]>(sql).raw(true);
    const names = this.statement.columns().map((c) => c.name);
    if (names.join() !== SPOT_ROW_KEYS.join()) throw new Error(`Spot columns out of order: ${names.join()}`);
  }

  all(params: P): SpotRow[] {
    return this.statement.all(params).map(toRow);
  }

  get(params: P): SpotRow | undefined {
    const row = this.statement.get(params);
    return row === undefined ? undefined : toRow(row);
  }
}

const SPOT_JOINS = `
  JOIN publishers p ON p.id = s.publisher_id
  LEFT JOIN spot_contents c ON c.id = s.current_spot_content_id
  LEFT JOIN sponsors sp ON sp.id = c.sponsor_id
  LEFT JOIN subscriptions sub ON sub.id = c.subscription_id
  LEFT JOIN decals d ON d.id = c.decal_id`;

/** listed_spots and spots_fts hold only marketplace spots (published, active publisher); see 001_init.sql. */
const NO_CONTENT = 's.current_spot_content_id IS NULL';

interface Page {
  limit: number;
  offset: number;
}
interface TextPage extends Page {
  match: string;
}

/** Counts and pages one FTS query (a tier of a search), in rowid order. */
interface TierQueries {
  count: (match: string) => number;
  page: SpotRows<TextPage>;
}

/**
 * What the answer cache of each paged search may hold: answers, and spots in them all (1,000 full pages of
 * 20; a cached spot with its JSON takes about 2 KB, so some 40 MB at most).
 */
export const ANSWER_CACHE_LIMITS = { answers: 1_000, spots: 20_000 } as const;

/** How many match counts each paged search keeps (a number each): see SpotRepository.count. */
export const COUNT_CACHE_LIMIT = 10_000;

/**
 * Recent answers, keyed by the question, valid while the data the search reads has not changed: every
 * write to those tables moves the search data version (004_search_version.sql), and the first read after
 * that empties the cache; other writes (logins, token refreshes) leave it alone. Bounded by the number of answers and of spots held in them; the least recently used answers go
 * first. A cached answer keeps the snapshotDate of when it was read, which stays true: nothing has changed
 * since.
 */
export class AnswerCache<T extends { spots: unknown[] }> {
  /** Off: every question is answered from the database (the bench's uncached figures use this). */
  enabled = true;
  hits = 0;
  misses = 0;
  private readonly entries = new Map<string, T>();
  private spots = 0;
  private version = -1;
  constructor(private readonly limits: { answers: number; spots: number }) {}

  get(version: number, key: string): T | undefined {
    if (version !== this.version) {
      this.clear();
      this.version = version;
    }
    const hit = this.enabled ? this.entries.get(key) : undefined;
    if (hit) {
      this.hits++;
      // Most recently used last: eviction starts from the front.
      this.entries.delete(key);
      this.entries.set(key, hit);
    } else this.misses++;
    return hit;
  }

  set(key: string, value: T): void {
    if (!this.enabled || this.entries.has(key)) return;
    for (const [oldKey, old] of this.entries) {
      if (this.spots + value.spots.length <= this.limits.spots && this.entries.size < this.limits.answers)
        break;
      this.entries.delete(oldKey);
      this.spots -= old.spots.length;
    }
    this.entries.set(key, value);
    this.spots += value.spots.length;
  }

  get size(): { answers: number; spots: number } {
    return { answers: this.entries.size, spots: this.spots };
  }

  clear(): void {
    this.entries.clear();
    this.spots = 0;
  }
}

/**
 * Exact match counts of full-text queries, valid while the search data has not changed (as AnswerCache): every
 * page of a search, and the same words typed in another case, share the counts of its tiers, which are the
 * dearest part of a search of common words (a count reads every match). At most `limit` counts, the least
 * recently used go first.
 */
export class CountCache {
  enabled = true;
  private readonly entries = new Map<string, number>();
  private version = -1;
  constructor(private readonly limit: number) {}

  /** The count of `match`, from the cache or else from `count` (then remembered). */
  get(version: number, match: string, count: (match: string) => number): number {
    if (version !== this.version) {
      this.entries.clear();
      this.version = version;
    }
    if (!this.enabled) return count(match);
    let n = this.entries.get(match);
    if (n === undefined) {
      n = count(match);
      if (this.entries.size >= this.limit) this.entries.delete(this.entries.keys().next().value as string);
    } else this.entries.delete(match);
    this.entries.set(match, n);
    return n;
  }

  get size(): number {
    return this.entries.size;
  }

  clear(): void {
    this.entries.clear();
  }
}

export class SpotRepository {
  private readonly byId: SpotRows<{ id: number }>;
  private readonly listPage: SpotRows<Page>;
  private readonly listCount: Statement<[], number>;
  private readonly searchTier: TierQueries;
  private readonly availablePage: SpotRows<Page>;
  private readonly availableCount: Statement<[], number>;
  private readonly availableTier: TierQueries;
  private readonly dataVersion: Statement<[], number>;
  readonly searchCache = new AnswerCache<SpotSearchResult>(ANSWER_CACHE_LIMITS);
  readonly availableCache = new AnswerCache<AvailableSpotsResult>(ANSWER_CACHE_LIMITS);
  readonly searchCounts = new CountCache(COUNT_CACHE_LIMIT);
  readonly availableCounts = new CountCache(COUNT_CACHE_LIMIT);

  constructor(db: Db) {
    this.byId = new SpotRows(db, `SELECT ${SPOT_COLUMNS} FROM spots s ${SPOT_JOINS} WHERE s.id = @id`);
    // Every page is chosen among ids alone (an index or doclist read in id order, LIMIT/OFFSET there), and
    // only its rows are joined: an OFFSET over the joined rows would build every skipped row.
    this.listPage = new SpotRows(
      db,
      `SELECT ${SPOT_COLUMNS}
       FROM (SELECT spot_id FROM listed_spots ORDER BY spot_id LIMIT @limit OFFSET @offset) l
       JOIN spots s ON s.id = l.spot_id ${SPOT_JOINS}
       ORDER BY l.spot_id`,
    );
    this.listCount = db.prepare<[], number>('SELECT count(*) FROM listed_spots').pluck();
    const searchCount = db
      .prepare<{ match: string }, number>('SELECT count(*) FROM spots_fts WHERE spots_fts MATCH @match')
      .pluck();
    const availableCount = db
      .prepare<{ match: string }, number>(
        `SELECT count(*) FROM spots_fts f JOIN spots s ON s.id = f.rowid
         WHERE spots_fts MATCH @match AND ${NO_CONTENT}`,
      )
      .pluck();
    this.searchTier = {
      count: (match) => searchCount.get({ match }) as number,
      page: new SpotRows(
        db,
        `SELECT ${SPOT_COLUMNS}
         FROM (SELECT rowid AS id FROM spots_fts WHERE spots_fts MATCH @match
               ORDER BY rowid LIMIT @limit OFFSET @offset) f
         JOIN spots s ON s.id = f.id ${SPOT_JOINS}
         ORDER BY f.id`,
      ),
    };
    this.availablePage = new SpotRows(
      db,
      `SELECT ${SPOT_COLUMNS}
       FROM (SELECT l.spot_id FROM listed_spots l JOIN spots s ON s.id = l.spot_id WHERE ${NO_CONTENT}
             ORDER BY l.spot_id LIMIT @limit OFFSET @offset) l
       JOIN spots s ON s.id = l.spot_id ${SPOT_JOINS}
       ORDER BY l.spot_id`,
    );
    this.availableCount = db
      .prepare<[], number>(
        `SELECT count(*) FROM listed_spots l JOIN spots s ON s.id = l.spot_id WHERE ${NO_CONTENT}`,
      )
      .pluck();
    this.availableTier = {
      count: (match) => availableCount.get({ match }) as number,
      page: new SpotRows(
        db,
        `SELECT ${SPOT_COLUMNS}
         FROM (SELECT f.rowid AS id FROM spots_fts f JOIN spots s ON s.id = f.rowid
               WHERE spots_fts MATCH @match AND ${NO_CONTENT}
               ORDER BY f.rowid LIMIT @limit OFFSET @offset) f
         JOIN spots s ON s.id = f.id ${SPOT_JOINS}
         ORDER BY f.id`,
      ),
    };
    // Moved by triggers on every write to the tables the search reads (004_search_version.sql), so answers
    // cached under one value are never served after such a write, and survive all other writes.
    this.dataVersion = db.prepare<[], number>('SELECT version FROM search_data_version WHERE id = 1').pluck();
  }

  /**
   * POST spot/search/: published spots of active publishers. With words: the spots whose name holds every
   * word first, then the other matches, each by id (see searchTiers); without words, by id.
   */
  search(query: PageQuery): SpotSearchResult {
    const { searchText, pageNumber, pageSize, match, key } = normalise(query);
    const version = this.dataVersion.get() as number;
    const cached = this.searchCache.get(version, key);
    if (cached) return cached;
    const page = { limit: pageSize, offset: (pageNumber - 1) * pageSize };
    const { rows, totalCount } =
      match === null
        ? { rows: this.listPage.all(page), totalCount: this.listCount.get() as number }
        : pageByTiers(
            this.searchTier,
            (m) => this.searchCounts.get(version, m, this.searchTier.count),
            match,
            page,
          );
    const snapshotDate = new Date().toISOString();
    const result = {
      totalCount,
      pageNumber,
      pageSize,
      searchText,
      spots: rows.map((r) => toSpot(r, snapshotDate)),
    };
    this.searchCache.set(key, result);
    return result;
  }

  /**
   * POST spot/available: spots a sponsor can reserve now (published, active publisher, no current content),
   * in the order of search.
   */
  available(query: PageQuery): AvailableSpotsResult {
    const { searchText, pageNumber, pageSize, match, key } = normalise(query);
    const version = this.dataVersion.get() as number;
    const cached = this.availableCache.get(version, key);
    if (cached) return cached;
    const page = { limit: pageSize, offset: (pageNumber - 1) * pageSize };
    const { rows, totalCount } =
      match === null
        ? { rows: this.availablePage.all(page), totalCount: this.availableCount.get() as number }
        : pageByTiers(
            this.availableTier,
            (m) => this.availableCounts.get(version, m, this.availableTier.count),
            match,
            page,
          );
    const result = { totalCount, pageNumber, pageSize, searchText, spots: rows.map(toAvailableSpot) };
    this.availableCache.set(key, result);
    return result;
  }

  /** GET spot/{id}/public: the spot when the marketplace shows it (published, active publisher), else null. */
  findPublic(id: number): Spot | null {
    const row = this.byId.get({ id });
    if (!row || row.status !== SpotStatus.Published || row.publisher_status !== EntityStatus.Active)
      return null;
    return toSpot(row, new Date().toISOString());
  }

  /** GET spot/{id}/status: the status snapshot of any spot, or null when there is no such spot. */
  findSnapshot(id: number): SpotStatusSnapshot | null {
    const row = this.byId.get({ id });
    return row ? toSnapshot(row, new Date().toISOString()) : null;
  }
}

/**
 * One page of a text search in tier order (name matches, then the rest; each by id) and the exact count of
 * all matches. The page is read from the name tier first; only when that runs short is the name tier
 * counted, to know where the page starts among the rest. So an early page of a large match costs one count
 * and one short read, not a pass over every match per tier; `count` answers from the repository's count
 * cache when it can, so the next page of the same search counts nothing.
 */
function pageByTiers(
  queries: TierQueries,
  count: (match: string) => number,
  match: string,
  page: Page,
): { rows: SpotRow[]; totalCount: number } {
  const tiers = searchTiers(match);
  const totalCount = count(tiers.all);
  if (page.offset >= totalCount) return { rows: [], totalCount };
  const rows = queries.page.all({ match: tiers.nameFirst, ...page });
  if (rows.length === page.limit) return { rows, totalCount };
  // The name tier ends on this page (rows found) or before it (none found: count it to place the page).
  const nameCount = rows.length > 0 ? page.offset + rows.length : count(tiers.nameFirst);
  if (nameCount === totalCount) return { rows, totalCount };
  // When the name tier is empty the rest is the whole match, a cheaper query than the NOT.
  const rest = nameCount === 0 ? tiers.all : tiers.rest;
  const offset = rows.length > 0 ? 0 : page.offset - nameCount;
  rows.push(...queries.page.all({ match: rest, limit: page.limit - rows.length, offset }));
  return { rows, totalCount };
}

function normalise(query: PageQuery) {
  const searchText = query.searchText ?? '';
  const pageNumber = query.pageNumber ?? 1;
  const pageSize = query.pageSize ?? PAGE_SIZE_DEFAULT;
  const match = toFtsQuery(searchText);
  return { searchText, pageNumber, pageSize, match, key: `${pageNumber}:${pageSize}:${searchText}` };
}

function toSnapshot(r: SpotRow, snapshotDate: string): SpotStatusSnapshot {
  return {
    snapshotDate,
    spotId: r.id,
    spotStatus: r.status,
    publisherId: r.publisher_id,
    publisherStatus: r.publisher_status,
    currentSpotContentId: r.c_id,
    currentSpotContentStatus: r.c_status,
    currentSpotContentSponsorId: r.c_sponsor_id,
    currentSpotContentSponsorStatus: r.sponsor_status,
    currentSpotContentSubscriptionId: r.c_subscription_id,
    currentSpotContentSubscriptionStatus: r.sub_status,
  };
}

function toContent(r: SpotRow): SpotContent | null {
  if (r.c_id === null) return null;
  return {
    id: r.c_id,
    spotId: r.id,
    sponsorId: r.c_sponsor_id as number,
    subscriptionId: r.c_subscription_id,
    decalId: r.c_decal_id,
    status: r.c_status as Status,
    linkUrl: r.c_link_url ?? '',
    linkTitle: r.c_link_title ?? '',
    hasAgreedToTerms: r.c_terms === 1,
    aICheckedOn: r.c_ai_on,
    aICheckPassed: r.c_ai_passed === 1,
    decal:
      r.c_decal_id === null || r.d_content_type === null
        ? null
        : {
            id: r.c_decal_id,
            url: `/public/decals/${r.c_decal_id}`,
            contentType: r.d_content_type,
            width: r.d_width as number,
            height: r.d_height as number,
            fileName: r.d_file_name ?? '',
          },
    subscription:
      r.c_subscription_id === null || r.sub_status === null
        ? null
        : { id: r.c_subscription_id, status: r.sub_status, subscriptionLevel: r.sub_level ?? 'Free' },
  };
}

function toSpot(r: SpotRow, snapshotDate: string): Spot {
  return {
    id: r.id,
    publisherId: r.publisher_id,
    publisherName: r.publisher_name,
    name: r.name,
    description: r.description,
    locationPath: r.location_path,
    productJson: r.product_json,
    status: r.status,
    sampleUrl: r.sample_url,
    currentSpotContentId: r.current_spot_content_id,
    currentSpotContent: toContent(r),
    snapshot: toSnapshot(r, snapshotDate),
  };
}

function toAvailableSpot(r: SpotRow): AvailableSpot {
  return {
    id: r.id,
    name: r.name,
    publisherUserId: r.publisher_user_id,
    sponsorUserId: null,
    businessName: r.publisher_name,
    productJson: r.product_json,
    sampleUrl: r.sample_url,
    locationPath: r.location_path,
  };
}
