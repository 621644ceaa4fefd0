// Spot reads of the marketplace slice: search, public spot, status snapshot, available spots.
import type { Statement } from 'better-sqlite3';
import { EntityStatus, PAGE_SIZE_DEFAULT, SpotStatus, type StatusValue } from '../../contract/common.js';
import type { Static } from 'typebox';
import type {
  AvailableSpot,
  AvailableSpotsResult,
  Spot,
  SpotContent,
  SpotStatusSnapshot,
} from '../../contract/sponsor.js';
import type { Db } from '../connection.js';
import { type IndexedSpot, SearchIndex, queryWords } from '../search-index.js';

type Status = Static<typeof StatusValue>;

export interface PageQuery {
  searchText?: string | undefined;
  pageNumber?: number | undefined;
  pageSize?: number | undefined;
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

/**
 * What the answer cache of each paged search may hold: answers, and spots in them all (1,000 full pages of
 * 20; an answer is kept as its JSON, about 1 KB a spot, so some 20 MB at most, outside the JS heap).
 */
export const ANSWER_CACHE_LIMITS = { answers: 1_000, spots: 20_000 } as const;

/** An answer as sent: its JSON, encoded, and how many spots it holds (for the cache's bounds). */
export interface EncodedAnswer {
  body: Buffer;
  spotCount: number;
}

/**
 * The caches of the paged searches: entries valid while the search data has not changed (a read under
 * another data version empties it first), the least recently used first out, at most `limit` of them and
 * at most `weightLimit` of their total weight. Off: it serves and keeps nothing.
 */
class VersionedLru<K, V> {
  /** Off: every question is worked out afresh (the bench's uncached figures use this). */
  enabled = true;
  private readonly entries = new Map<K, V>();
  private total = 0;
  private version = -1;
  constructor(
    private readonly limit: number,
    private readonly weightLimit = Infinity,
    private readonly weigh: (value: V) => number = () => 0,
  ) {}

  protected read(version: number, key: K): V | undefined {
    if (version !== this.version) {
      this.clear();
      this.version = version;
    }
    const hit = this.enabled ? this.entries.get(key) : undefined;
    if (hit !== undefined) {
      // Most recently used last: eviction starts from the front.
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit;
  }

  protected write(key: K, value: V): void {
    if (!this.enabled) return;
    this.remove(key);
    const weight = this.weigh(value);
    for (const oldKey of this.entries.keys()) {
      if (this.entries.size < this.limit && this.total + weight <= this.weightLimit) break;
      this.remove(oldKey);
    }
    this.entries.set(key, value);
    this.total += weight;
  }

  protected has(key: K): boolean {
    return this.entries.has(key);
  }

  protected get count(): number {
    return this.entries.size;
  }

  protected get weight(): number {
    return this.total;
  }

  clear(): void {
    this.entries.clear();
    this.total = 0;
  }

  private remove(key: K): void {
    const old = this.entries.get(key);
    if (old === undefined) return;
    this.entries.delete(key);
    this.total -= this.weigh(old);
  }
}

/**
 * Recent answers, keyed by the question, valid while the data the search reads has not changed: every
 * write to those tables moves the search data version (004_search_version.sql), and the first read after
 * that empties the cache; other writes (logins, token refreshes) leave it alone. Bounded by the number of
 * answers and of spots held in them; the least recently used answers go first. A cached answer keeps the
 * snapshotDate of when it was read, which stays true: nothing has changed since.
 */
export class AnswerCache<T extends { spotCount: number }> extends VersionedLru<string, T> {
  hits = 0;
  misses = 0;
  constructor(limits: { answers: number; spots: number }) {
    super(limits.answers, limits.spots, (answer) => answer.spotCount);
  }

  get(version: number, key: string): T | undefined {
    const hit = this.read(version, key);
    if (hit) this.hits++;
    else this.misses++;
    return hit;
  }

  /** Keeps an answer; one already kept under the key stays. */
  set(key: string, value: T): void {
    if (!this.has(key)) this.write(key, value);
  }

  get size(): { answers: number; spots: number } {
    return { answers: this.count, spots: this.weight };
  }
}

/**
 * The rows the word index is built from: every listed spot (published, active publisher) in id order, with
 * its searchable text and whether it is available.
 */
const INDEX_SOURCE = `
  SELECT s.id, s.name, s.description || ' ' || s.location_path || ' ' || p.business_name,
         s.current_spot_content_id IS NULL
  FROM listed_spots l JOIN spots s ON s.id = l.spot_id JOIN publishers p ON p.id = s.publisher_id
  ORDER BY l.spot_id`;

/** How many spots the row cache of the paged searches holds (a row and its JSON: about 2 KB each). */
export const ROW_CACHE_LIMIT = 20_000;

/**
 * Spot rows as last read, by id, valid while the search data has not changed (as AnswerCache): a page of a
 * search that no answer holds yet reads only the rows no recent page has read. Reading a row's 29 columns
 * is the dearest part of a page (measured: some 8 µs a row, against well under 1 µs from here), and
 * writing its JSON the next. The least recently used rows go first.
 */
export class RowCache<T> extends VersionedLru<number, T> {
  constructor(limit: number) {
    super(limit);
  }

  get(version: number, id: number): T | undefined {
    return this.read(version, id);
  }

  /** Keeps a row, in place of one kept under the id. */
  set(id: number, row: T): void {
    this.write(id, row);
  }

  get size(): number {
    return this.count;
  }
}

export class SpotRepository {
  private readonly byId: SpotRows<{ id: number }>;
  /** The rows of a page, in the order of the ids given (a JSON array). */
  private readonly byIds: SpotRows<{ ids: string }>;
  private readonly indexSource: Statement<[], unknown[]>;
  private readonly dataVersions: Statement<[], [number, number]>;
  private index: SearchIndex | null = null;
  /** The index_version the index was built at. */
  private indexBuiltAt = -1;
  /** How long the last build of the word index took, in milliseconds. */
  lastIndexBuildMs = 0;
  readonly searchCache = new AnswerCache<EncodedAnswer>(ANSWER_CACHE_LIMITS);
  readonly availableCache = new AnswerCache<EncodedAnswer>(ANSWER_CACHE_LIMITS);
  readonly rows = new RowCache<CachedSpot>(ROW_CACHE_LIMIT);
  private cachesEnabled = true;

  constructor(db: Db) {
    this.byId = new SpotRows(db, `SELECT ${SPOT_COLUMNS} FROM spots s ${SPOT_JOINS} WHERE s.id = @id`);
    this.byIds = new SpotRows(
      db,
      `SELECT ${SPOT_COLUMNS} FROM json_each(@ids) j JOIN spots s ON s.id = j.value ${SPOT_JOINS} ORDER BY j.key`,
    );
    this.indexSource = db.prepare<[], unknown[]>(INDEX_SOURCE).raw(true);
    // version: moved by triggers on every write to the tables the answers read (004_search_version.sql), so
    // answers and rows cached under one value are never served after such a write, and survive all other
    // writes. index_version: moved by writes to spots and publishers alone, what the word index reads (005).
    this.dataVersions = db
      .prepare<[], [number, number]>('SELECT version, index_version FROM search_data_version WHERE id = 1')
      .raw(true);
  }

  /**
   * POST spot/search/: published spots of active publishers. With words: the spots whose name holds every
   * word first, then the other matches, each by id; without words, by id. The answer as JSON (a
   * SpotSearchResult), encoded: it is written straight to the response, and cached so.
   */
  search(query: PageQuery): Buffer {
    const { searchText, pageNumber, pageSize, words, key } = normalise(query);
    const [version, indexVersion] = this.dataVersions.get() as [number, number];
    const cached = this.searchCache.get(version, key);
    if (cached) return cached.body;
    const offset = (pageNumber - 1) * pageSize;
    const { ids, totalCount } = this.wordIndex(indexVersion).page(words, offset, pageSize);
    const spots = this.spotsOf(version, ids);
    // The fields of SpotSearchResult in its order (test/spot-search.test.ts checks every answer), put
    // together from encoded parts: the spots' JSON is encoded once, and only copied here.
    const parts: Buffer[] = [
      Buffer.from(
        `{"totalCount":${totalCount},"pageNumber":${pageNumber},"pageSize":${pageSize},` +
          `"searchText":${JSON.stringify(searchText)},"spots":[`,
      ),
    ];
    const snapshotDate = Buffer.from(JSON.stringify(new Date().toISOString()));
    spots.forEach((spot, i) => {
      spot.json ??= spotJsonAroundDate(spot.row);
      if (i > 0) parts.push(COMMA);
      parts.push(spot.json[0], snapshotDate, spot.json[1]);
    });
    parts.push(CLOSE_SPOTS);
    const body = Buffer.concat(parts);
    this.searchCache.set(key, { body, spotCount: spots.length });
    return body;
  }

  /**
   * POST spot/available: spots a sponsor can reserve now (published, active publisher, no current content),
   * in the order of search. The answer as JSON (an AvailableSpotsResult), encoded, as search.
   */
  available(query: PageQuery): Buffer {
    const { searchText, pageNumber, pageSize, words, key } = normalise(query);
    const [version, indexVersion] = this.dataVersions.get() as [number, number];
    const cached = this.availableCache.get(version, key);
    if (cached) return cached.body;
    const offset = (pageNumber - 1) * pageSize;
    const { ids, totalCount } = this.wordIndex(indexVersion).page(words, offset, pageSize, true);
    const spots = this.spotsOf(version, ids).map((spot) => toAvailableSpot(spot.row));
    const result: AvailableSpotsResult = { totalCount, pageNumber, pageSize, searchText, spots };
    const body = Buffer.from(JSON.stringify(result));
    this.availableCache.set(key, { body, spotCount: spots.length });
    return body;
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

  /**
   * Turns every cache of the paged searches on or off: answers, rows and the word index's remembered
   * prefixes. Off empties them, and every search is worked out afresh (the bench's uncached figures).
   */
  setCaches(enabled: boolean): void {
    this.cachesEnabled = enabled;
    for (const cache of [this.searchCache, this.availableCache, this.rows]) {
      cache.enabled = enabled;
      if (!enabled) cache.clear();
    }
    if (this.index) this.index.memoEnabled = enabled;
  }

  /**
   * The word index of the listed spots as of `indexVersion` (005_word_index.sql): built on the first search
   * after a write to spots or publishers (one read of the listed spots; see SearchIndex), then shared by
   * every search until the next such write.
   */
  wordIndex(indexVersion = (this.dataVersions.get() as [number, number])[1]): SearchIndex {
    if (this.index === null || indexVersion !== this.indexBuiltAt) {
      const started = performance.now();
      this.index = new SearchIndex(this.indexedSpots());
      this.index.memoEnabled = this.cachesEnabled;
      this.indexBuiltAt = indexVersion;
      this.lastIndexBuildMs = performance.now() - started;
    }
    return this.index;
  }

  private *indexedSpots(): Generator<IndexedSpot> {
    for (const [id, name, text, available] of this.indexSource.iterate() as Iterable<
      [number, string, string, number]
    >) {
      yield { id, name, text, available: available === 1 };
    }
  }

  /** The spots of `ids` in that order: from the row cache, and the rest in one read. */
  private spotsOf(version: number, ids: number[]): CachedSpot[] {
    const spots = ids.map((id) => this.rows.get(version, id));
    const missing = ids.filter((_, i) => spots[i] === undefined);
    if (missing.length === 0) return spots as CachedSpot[];
    const read = new Map<number, CachedSpot>();
    for (const row of this.byIds.all({ ids: JSON.stringify(missing) })) {
      const spot = { row };
      read.set(row.id, spot);
      this.rows.set(row.id, spot);
    }
    // The index and the rows are of the same data version, so every id is found, unless another process
    // wrote to the database file in between: then the spot it deleted is left out.
    return ids.flatMap((id, i) => spots[i] ?? read.get(id) ?? []);
  }
}

/** A spot of the row cache: its row, and the JSON of the Spot around its snapshotDate once written. */
interface CachedSpot {
  row: SpotRow;
  json?: [Buffer, Buffer];
}

const COMMA = Buffer.from(',');
const CLOSE_SPOTS = Buffer.from(']}');

const DATE_MARK = '"snapshot-date"';

/**
 * The JSON of a Spot (as the response schema has it, toSpot) in two parts, before and after the value of
 * snapshot.snapshotDate, so each answer puts its own date between them. The snapshot is the Spot's last
 * field and the date its first, and nothing after it is text, so the mark's last place is the date's.
 */
function spotJsonAroundDate(row: SpotRow): [Buffer, Buffer] {
  const json = JSON.stringify(toSpot(row, 'snapshot-date'));
  const at = json.lastIndexOf(DATE_MARK);
  return [Buffer.from(json.slice(0, at)), Buffer.from(json.slice(at + DATE_MARK.length))];
}

function normalise(query: PageQuery) {
  const searchText = query.searchText ?? '';
  const pageNumber = query.pageNumber ?? 1;
  const pageSize = query.pageSize ?? PAGE_SIZE_DEFAULT;
  const words = queryWords(searchText);
  return { searchText, pageNumber, pageSize, words, key: `${pageNumber}:${pageSize}:${searchText}` };
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
