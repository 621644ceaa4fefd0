// The spots table, and the only code that writes it: the marketplace's reads (search, public spot, status
// snapshot, available spots) and the publisher's own spots (list, read, create, update, delete). The
// marketplace tables (listed_spots, spot_search_text, spots_fts, available_spots) follow every write through
// the triggers of 001 and 006.
import type { Statement } from 'better-sqlite3';
import { LRUCache } from 'lru-cache';
import { EntityStatus, PAGE_SIZE_DEFAULT, SpotStatus, type StatusValue } from '@sponsorspot/contract/common';
import type { Static } from 'typebox';
import type { PublisherSpot, PublisherSpotsResult } from '@sponsorspot/contract/publisher';
import type {
  AvailableSpot,
  AvailableSpotsResult,
  Spot,
  SpotContent,
  SpotSearchResult,
  SpotStatusSnapshot,
} from '@sponsorspot/contract/sponsor';
import { type Db, foldSearchText } from '../connection.js';
import { likeLiteral } from './users.js';
import { decalOf, subscriptionOf } from './content-parts.js';

type Status = Static<typeof StatusValue>;

/** The most words of a search that take part in the match; the rest are ignored. */
export const MAX_SEARCH_WORDS = 12;

/** A word: a run of the token characters of spots_fts (categories L* N* Co M*, 006_search_fts5.sql). */
const WORD = /[\p{L}\p{N}\p{M}\p{Co}]+/gu;
const ASCII_UPPER = /[A-Z]/g;

/**
 * The words of a search as spots_fts is asked for them. The text is folded as the indexed text is
 * (foldSearchText: compatibility forms and accents); then every run of letters, digits, marks and
 * private-use characters is a word, so punctuation and FTS syntax (quotes, *, -, :, parentheses) are only
 * gaps and each word is one token of the tokenizer. ASCII letters are put in lower case, as the tokenizer
 * folds them, so "Garden" and "garden" are one question (other letters are left to the tokenizer). The
 * first MAX_SEARCH_WORDS distinct words count.
 */
export function queryWords(text: string): string[] {
  const words = new Set<string>();
  for (const word of foldSearchText(text).match(WORD) ?? []) {
    if (words.size === MAX_SEARCH_WORDS) break;
    words.add(word.replace(ASCII_UPPER, (letter) => letter.toLowerCase()));
  }
  return [...words];
}

/**
 * The FTS5 query of a search's words: each a quoted prefix term ("gar"*), all required. A word holds no
 * quote (see queryWords), so OR, NEAR, AND or NOT are only text inside quotes. Null without words.
 */
function toFtsQuery(words: readonly string[]): string | null {
  return words.length === 0 ? null : words.map((word) => `"${word}"*`).join(' ');
}

/**
 * The order of a text search, as two tiers: spots whose name holds every word first, then the other
 * matches; each tier by id. Both tiers are FTS5 queries read in rowid order, so a page costs one pass over
 * the matching doclists (no score is computed for every match, as bm25() would).
 */
function searchTiers(match: string): { all: string; nameFirst: string; rest: string } {
  return { all: match, nameFirst: `{name} : (${match})`, rest: `(${match}) NOT {name} : (${match})` };
}

export interface PageQuery {
  searchText?: string | undefined;
  pageNumber?: number | undefined;
  pageSize?: number | undefined;
}

/** A spot's own fields as the publisher writes them (locationPath already formatted). */
export interface SpotFields {
  name: string;
  description: string;
  locationPath: string;
  sampleUrl: string;
  productJson: string;
  /** Whether anyone may read the spot's daily traffic (GET spot/{id}/traffic). */
  showAnalytics: boolean;
}

/** SpotFields as the statements bind them: SQLite keeps a boolean as 0 or 1. */
type SpotFieldParams = Omit<SpotFields, 'showAnalytics'> & { showAnalytics: 0 | 1 };
const fieldParams = (fields: SpotFields): SpotFieldParams => ({
  ...fields,
  showAnalytics: fields.showAnalytics ? 1 : 0,
});

/** What the publisher rules read about one spot before changing it. */
export interface SpotOwnership {
  id: number;
  status: Status;
  publisherId: number;
  publisherUserId: number;
  publisherStatus: Status;
  fields: SpotFields;
  /** The status of the spot's current content (its reservation), or null without one. */
  currentContentStatus: Status | null;
  /** The spot's current content (its reservation), or null. */
  currentContentId: number | null;
}

/** POST publisher/spots: one publisher's spots, filtered, newest first. */
export interface PublisherSpotsQuery extends PageQuery {
  publisherId: number;
  /** Only these statuses; every status when empty. */
  statuses: readonly number[];
  /** The simulator's clock: holds that end by then are over. */
  now: Date;
}

interface PublisherListParams {
  publisherId: number;
  statuses: string;
  patterns: string;
}

/** The publisher's list adds who sponsors each spot and who holds it (contract PublisherSpot). */
interface PublisherSpotRow extends SpotRow {
  sponsor_name: string | null;
  h_sponsor_id: number | null;
  h_sponsor_name: string | null;
  h_sponsor_status: Status | null;
  h_until: string | null;
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
  show_analytics: number;
  held_until: string | null;
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
  c_held_until: string | null;
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
  s.sample_url, s.show_analytics, s.current_spot_content_id,
  (SELECT max(h.held_until) FROM spot_contents h WHERE h.spot_id = s.id AND h.held_until IS NOT NULL) AS held_until,
  c.id AS c_id, c.sponsor_id AS c_sponsor_id, c.subscription_id AS c_subscription_id, c.decal_id AS c_decal_id,
  c.status AS c_status, c.link_url AS c_link_url, c.link_title AS c_link_title, c.has_agreed_to_terms AS c_terms,
  c.ai_checked_on AS c_ai_on, c.ai_check_passed AS c_ai_passed, c.held_until AS c_held_until,
  sp.status AS sponsor_status, sub.status AS sub_status,
  CASE WHEN sub.spot_content_id IS NOT NULL THEN 'Spot' ELSE sub.level END AS sub_level,
  d.content_type AS d_content_type, d.width AS d_width, d.height AS d_height, d.file_name AS d_file_name`;

const SPOT_JOINS = `
  JOIN publishers p ON p.id = s.publisher_id
  LEFT JOIN spot_contents c ON c.id = s.current_spot_content_id
  LEFT JOIN sponsors sp ON sp.id = c.sponsor_id
  LEFT JOIN subscriptions sub ON sub.id = c.subscription_id
  LEFT JOIN decals d ON d.id = c.decal_id`;

interface Page {
  limit: number;
  offset: number;
}
interface TextPage extends Page {
  match: string;
}

/** Counts and pages one FTS query (a tier of a search): the ids of a page, in rowid order. */
interface TierQueries {
  count: Statement<{ match: string }, number>;
  page: Statement<TextPage, number>;
}

/**
 * What the cache of the paged searches may hold: entries (pages and counts), and ids in its pages. A page
 * is kept as its ids, a few hundred bytes, so the cache holds many thousands of them in a few megabytes;
 * its rows are read again by id (a dozen primary-key reads) for each answer.
 */
const SEARCH_CACHE_LIMITS = { entries: 20_000, ids: 200_000 } as const;

/** A page of a search as the cache keeps it: the exact count of matches and the ids of the page. */
interface PageIds {
  totalCount: number;
  ids: number[];
}
type CacheEntry = PageIds | number;

/** Which search a cache entry belongs to: the marketplace, or the spots available to reserve. */
type Kind = 'search' | 'available';

export class SpotRepository {
  private readonly byId: Statement<{ id: number }, SpotRow>;
  /** The rows of a page, in the order of the ids given (a JSON array). */
  private readonly byIds: Statement<{ ids: string }, SpotRow>;
  private readonly listPage: Statement<Page, number>;
  private readonly listCount: Statement<[], number>;
  private readonly searchTier: TierQueries;
  private readonly availablePage: Statement<Page, number>;
  private readonly availableCount: Statement<[], number>;
  private readonly availableTier: TierQueries;
  private readonly dataVersion: Statement<[], string>;
  private readonly insertSpot: Statement<SpotFieldParams & { publisherId: number; createdAt: string }>;
  private readonly updateSpot: Statement<SpotFieldParams & { id: number; status: Status }>;
  private readonly deleteSpot: Statement<{ id: number }>;
  private readonly currentContent: Statement<{ id: number; contentId: number | null }>;
  private readonly publisherPage: Statement<PublisherListParams & Page & { now: string }, PublisherSpotRow>;
  private readonly publisherCount: Statement<PublisherListParams, number>;
  /**
   * Recent pages of both paged searches, by question as the index reads it (kind, page, page size and FTS
   * query: "café" and "cafe", or "sto*" and "sto", share theirs), and the counts of each tier, which the
   * pages of one search share: what the full-text queries found, so a question asked again costs only the
   * reading of its rows. They are valid while the data has not changed: cachedAt is the data version they
   * were read at, and the first search under another empties the cache.
   */
  private readonly cache = new LRUCache<string, CacheEntry>({
    max: SEARCH_CACHE_LIMITS.entries,
    maxSize: SEARCH_CACHE_LIMITS.ids + SEARCH_CACHE_LIMITS.entries,
    // Every entry takes a place, a page one more per id.
    sizeCalculation: (entry) => (typeof entry === 'number' ? 1 : entry.ids.length + 1),
  });
  private cachedAt = '';

  constructor(db: Db) {
    this.byId = db.prepare(`SELECT ${SPOT_COLUMNS} FROM spots s ${SPOT_JOINS} WHERE s.id = @id`);
    this.byIds = db.prepare(
      `SELECT ${SPOT_COLUMNS} FROM json_each(@ids) j JOIN spots s ON s.id = j.value ${SPOT_JOINS} ORDER BY j.key`,
    );
    // Every page is chosen among ids alone (an index or doclist read in id order, LIMIT/OFFSET there); only
    // its rows are read.
    this.listPage = db
      .prepare<Page, number>('SELECT spot_id FROM listed_spots ORDER BY spot_id LIMIT @limit OFFSET @offset')
      .pluck();
    this.listCount = db.prepare<[], number>('SELECT count(*) FROM listed_spots').pluck();
    this.searchTier = {
      count: db
        .prepare<{ match: string }, number>('SELECT count(*) FROM spots_fts WHERE spots_fts MATCH @match')
        .pluck(),
      page: db
        .prepare<TextPage, number>(
          `SELECT rowid FROM spots_fts WHERE spots_fts MATCH @match ORDER BY rowid LIMIT @limit OFFSET @offset`,
        )
        .pluck(),
    };
    // available_spots: the listed spots without a current content (006_search_fts5.sql).
    this.availablePage = db
      .prepare<Page, number>(
        'SELECT spot_id FROM available_spots ORDER BY spot_id LIMIT @limit OFFSET @offset',
      )
      .pluck();
    this.availableCount = db.prepare<[], number>('SELECT count(*) FROM available_spots').pluck();
    this.availableTier = {
      count: db
        .prepare<{ match: string }, number>(
          `SELECT count(*) FROM spots_fts f JOIN available_spots a ON a.spot_id = f.rowid
           WHERE spots_fts MATCH @match`,
        )
        .pluck(),
      page: db
        .prepare<TextPage, number>(
          `SELECT f.rowid FROM spots_fts f JOIN available_spots a ON a.spot_id = f.rowid
           WHERE spots_fts MATCH @match ORDER BY f.rowid LIMIT @limit OFFSET @offset`,
        )
        .pluck(),
    };
    // The data version: rows changed on this connection since it opened (total_changes(): every insert,
    // update and delete, triggers' included), and commits by other connections to the file (data_version).
    // Any write moves it, so no answer outlives a write.
    this.dataVersion = db
      .prepare<[], string>("SELECT total_changes() || '.' || data_version FROM pragma_data_version")
      .pluck();

    this.insertSpot = db.prepare(
      `INSERT INTO spots (publisher_id, name, description, location_path, product_json, status, sample_url,
         show_analytics, created_at)
       VALUES (@publisherId, @name, @description, @locationPath, @productJson, ${SpotStatus.Created}, @sampleUrl,
         @showAnalytics, @createdAt)`,
    );
    this.updateSpot = db.prepare(
      `UPDATE spots SET name = @name, description = @description, location_path = @locationPath,
         sample_url = @sampleUrl, product_json = @productJson, show_analytics = @showAnalytics, status = @status
       WHERE id = @id`,
    );
    this.deleteSpot = db.prepare('DELETE FROM spots WHERE id = @id');
    this.currentContent = db.prepare('UPDATE spots SET current_spot_content_id = @contentId WHERE id = @id');
    // A publisher's spots (spots_publisher index): statuses is a JSON array ('[]' = all), patterns a JSON
    // array of LIKE patterns that must all match the spot's name, description or location path.
    const publisherWhere = `s.publisher_id = @publisherId
      AND (@statuses = '[]' OR s.status IN (SELECT value FROM json_each(@statuses)))
      AND NOT EXISTS (SELECT 1 FROM json_each(@patterns) w
        WHERE s.name || ' ' || s.description || ' ' || s.location_path NOT LIKE w.value ESCAPE '\\')`;
    // Who sponsors each spot (its current content's sponsor) and who holds it: the first open hold of
    // another content (spot_contents_held), as checkout and reserve find it (SpotContentRepository.holderOf).
    this.publisherPage = db.prepare(
      `SELECT ${SPOT_COLUMNS},
         COALESCE(NULLIF(sp.business_name, ''), spu.name) AS sponsor_name,
         h.sponsor_id AS h_sponsor_id, COALESCE(NULLIF(hs.business_name, ''), hsu.name) AS h_sponsor_name,
         hs.status AS h_sponsor_status, h.held_until AS h_until
       FROM spots s ${SPOT_JOINS}
       LEFT JOIN users spu ON spu.id = sp.user_id
       LEFT JOIN spot_contents h ON h.id = (
         SELECT hc.id FROM spot_contents hc
         WHERE hc.spot_id = s.id AND hc.held_until > @now AND hc.status = ${EntityStatus.Pending}
           AND hc.id IS NOT s.current_spot_content_id
         ORDER BY hc.id LIMIT 1)
       LEFT JOIN sponsors hs ON hs.id = h.sponsor_id
       LEFT JOIN users hsu ON hsu.id = hs.user_id
       WHERE ${publisherWhere}
       ORDER BY s.id DESC LIMIT @limit OFFSET @offset`,
    );
    this.publisherCount = db
      .prepare<PublisherListParams, number>(`SELECT count(*) FROM spots s WHERE ${publisherWhere}`)
      .pluck();
  }

  /** A spot in any status (GET spot/{id} for its publisher or an admin), or null. */
  findById(id: number): Spot | null {
    const row = this.byId.get({ id });
    return row ? toSpot(row, new Date().toISOString()) : null;
  }

  /** Who owns a spot and what it holds, for the publisher rules; null when there is no such spot. */
  findOwnership(id: number): SpotOwnership | null {
    const row = this.byId.get({ id });
    if (!row) return null;
    return {
      id: row.id,
      status: row.status,
      publisherId: row.publisher_id,
      publisherUserId: row.publisher_user_id,
      publisherStatus: row.publisher_status,
      fields: {
        name: row.name,
        description: row.description,
        locationPath: row.location_path,
        sampleUrl: row.sample_url,
        productJson: row.product_json,
        showAnalytics: row.show_analytics === 1,
      },
      currentContentStatus: row.c_status,
      currentContentId: row.current_spot_content_id,
    };
  }

  /** Inserts a spot (status Created) and answers its id. */
  insert(publisherId: number, fields: SpotFields, createdAt: Date): number {
    const result = this.insertSpot.run({
      publisherId,
      ...fieldParams(fields),
      createdAt: createdAt.toISOString(),
    });
    return Number(result.lastInsertRowid);
  }

  /** Writes a spot's fields and status; false when there is no such spot. */
  update(id: number, fields: SpotFields, status: Status): boolean {
    return this.updateSpot.run({ id, ...fieldParams(fields), status }).changes > 0;
  }

  /** Deletes a spot and its contents (ON DELETE CASCADE); false when there is no such spot. */
  delete(id: number): boolean {
    return this.deleteSpot.run({ id }).changes > 0;
  }

  /**
   * POST publisher/spots: one publisher's spots in every status, newest first, filtered by status and by
   * the words of searchText (each a case-insensitive substring of the name, description or location path).
   */
  ofPublisher(query: PublisherSpotsQuery): PublisherSpotsResult {
    const searchText = query.searchText ?? '';
    const pageNumber = query.pageNumber ?? 1;
    const pageSize = query.pageSize ?? PAGE_SIZE_DEFAULT;
    const words = searchText.split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS);
    const params: PublisherListParams = {
      publisherId: query.publisherId,
      statuses: JSON.stringify([...new Set(query.statuses)]),
      patterns: JSON.stringify(words.map((word) => `%${likeLiteral(word)}%`)),
    };
    const totalCount = this.publisherCount.get(params) ?? 0;
    const rows = this.publisherPage.all({
      ...params,
      now: query.now.toISOString(),
      limit: pageSize,
      offset: (pageNumber - 1) * pageSize,
    });
    const snapshotDate = new Date().toISOString();
    return {
      totalCount,
      pageNumber,
      pageSize,
      searchText,
      spots: rows.map((r) => toPublisherSpot(r, snapshotDate)),
    };
  }

  /**
   * POST spot/search/: published spots of active publishers. With words: the spots whose name holds every
   * word first, then the other matches, each by id (see searchTiers); without words, by id.
   */
  search(query: PageQuery): SpotSearchResult {
    const question = normalise(query);
    const { searchText, pageNumber, pageSize } = question;
    const { totalCount, rows } = this.page('search', question);
    const snapshotDate = new Date().toISOString();
    const spots = rows.map((r) => toSpot(r, snapshotDate));
    return { totalCount, pageNumber, pageSize, searchText, spots };
  }

  /**
   * POST spot/available: spots a sponsor can reserve now (published, active publisher, no current content),
   * in the order of search.
   */
  available(query: PageQuery): AvailableSpotsResult {
    const question = normalise(query);
    const { searchText, pageNumber, pageSize } = question;
    const { totalCount, rows } = this.page('available', question);
    return { totalCount, pageNumber, pageSize, searchText, spots: rows.map(toAvailableSpot) };
  }

  /** GET spot/{id}/public: the spot when the marketplace shows it (published, active publisher), else null. */
  findPublic(id: number): Spot | null {
    const row = this.byId.get({ id });
    if (!row || row.status !== SpotStatus.Published || row.publisher_status !== EntityStatus.Active)
      return null;
    return toSpot(row, new Date().toISOString());
  }

  /** Sets (reserved) or clears (freed, null) the spot's current content; the snapshot follows. */
  setCurrentContent(id: number, contentId: number | null): void {
    this.currentContent.run({ id, contentId });
  }

  /** GET spot/{id}/status: the status snapshot of any spot, or null when there is no such spot. */
  findSnapshot(id: number): SpotStatusSnapshot | null {
    const row = this.byId.get({ id });
    return row ? toSnapshot(row, new Date().toISOString()) : null;
  }

  /** A page of either search: the exact count and the page's rows, in order. */
  private page(kind: Kind, question: Question): { totalCount: number; rows: SpotRow[] } {
    const { pageNumber, pageSize, match, page } = question;
    const version = this.dataVersion.get() as string;
    if (version !== this.cachedAt) {
      this.cache.clear();
      this.cachedAt = version;
    }
    const { totalCount, ids } = this.remember(`${kind} ${pageNumber} ${pageSize} ${match}`, () => {
      if (match !== null) return this.pageByTiers(kind, match, page);
      const [ids, count] =
        kind === 'search' ? [this.listPage, this.listCount] : [this.availablePage, this.availableCount];
      return { ids: ids.all(page), totalCount: this.remember(`${kind} count`, () => count.get() as number) };
    });
    return { totalCount, rows: ids.length === 0 ? [] : this.byIds.all({ ids: JSON.stringify(ids) }) };
  }

  /** The cache's entry for a key, or the one worked out now and kept. */
  private remember<T extends CacheEntry>(key: string, work: () => T): T {
    // A key names its kind of entry (a page of a search, or a count), so it holds a T.
    const known = this.cache.get(key) as T | undefined;
    if (known !== undefined) return known;
    const entry = work();
    this.cache.set(key, entry);
    return entry;
  }

  /**
   * One page of a text search in tier order (name matches, then the rest; each by id) and the exact count
   * of all matches. The page is read from the name tier first; only when that runs short is the name tier
   * counted, to know where the page starts among the rest. So an early page of a large match costs one
   * count and one short read, not a pass over every match per tier; and the counts, the dearest part, are
   * kept for the other pages of the search.
   */
  private pageByTiers(kind: Kind, match: string, page: Page): PageIds {
    const queries = kind === 'search' ? this.searchTier : this.availableTier;
    const tiers = searchTiers(match);
    const count = (tier: string) =>
      this.remember(`${kind} count ${tier}`, () => queries.count.get({ match: tier }) as number);
    const totalCount = count(tiers.all);
    if (page.offset >= totalCount) return { ids: [], totalCount };
    const ids = queries.page.all({ match: tiers.nameFirst, ...page });
    if (ids.length === page.limit) return { ids, totalCount };
    // The name tier ends on this page (ids found) or before it (none found: count it to place the page).
    const nameCount = ids.length > 0 ? page.offset + ids.length : count(tiers.nameFirst);
    if (nameCount === totalCount) return { ids, totalCount };
    // When the name tier is empty the rest is the whole match, a cheaper query than the NOT.
    const rest = nameCount === 0 ? tiers.all : tiers.rest;
    const offset = ids.length > 0 ? 0 : page.offset - nameCount;
    ids.push(...queries.page.all({ match: rest, limit: page.limit - ids.length, offset }));
    return { ids, totalCount };
  }
}

type Question = ReturnType<typeof normalise>;

function normalise(query: PageQuery) {
  const searchText = query.searchText ?? '';
  const pageNumber = query.pageNumber ?? 1;
  const pageSize = query.pageSize ?? PAGE_SIZE_DEFAULT;
  const match = toFtsQuery(queryWords(searchText));
  const page = { limit: pageSize, offset: (pageNumber - 1) * pageSize };
  return { searchText, pageNumber, pageSize, match, page };
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
    heldUntil: r.c_held_until,
    decal: decalOf(r.c_decal_id, r),
    subscription: subscriptionOf(r.c_subscription_id, r),
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
    showAnalytics: r.show_analytics === 1,
    heldUntil: r.held_until,
  };
}

function toPublisherSpot(r: PublisherSpotRow, snapshotDate: string): PublisherSpot {
  return {
    ...toSpot(r, snapshotDate),
    sponsor:
      r.c_sponsor_id === null || r.sponsor_status === null
        ? null
        : { id: r.c_sponsor_id, name: r.sponsor_name ?? '', status: r.sponsor_status },
    heldBy:
      r.h_sponsor_id === null || r.h_sponsor_status === null || r.h_until === null
        ? null
        : { id: r.h_sponsor_id, name: r.h_sponsor_name ?? '', status: r.h_sponsor_status, until: r.h_until },
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
