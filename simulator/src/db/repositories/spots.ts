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
 * Turns what a person typed into a safe FTS5 query: every run of letters/digits becomes a quoted prefix
 * term ("word"*), all of which must match. Quotes, *, :, -, parentheses, NEAR, AND, OR and the like are
 * either dropped (punctuation) or quoted (words), so no user text can be read as FTS syntax.
 * Returns null when the text holds no word at all (then the search lists everything).
 */
export function toFtsQuery(text: string): string | null {
  const words = text.normalize('NFKC').match(/[\p{L}\p{N}\p{M}]+/gu) ?? [];
  const unique = [...new Set(words.map((w) => w.toLowerCase()))].slice(0, MAX_SEARCH_WORDS);
  return unique.length === 0 ? null : unique.map((w) => `"${w}"*`).join(' ');
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

const SPOT_JOINS = `
  JOIN publishers p ON p.id = s.publisher_id
  LEFT JOIN spot_contents c ON c.id = s.current_spot_content_id
  LEFT JOIN sponsors sp ON sp.id = c.sponsor_id
  LEFT JOIN subscriptions sub ON sub.id = c.subscription_id
  LEFT JOIN decals d ON d.id = c.decal_id`;

/** Relevance weights per FTS column: name, description, location path, publisher name. */
const RANK = 'bm25(spots_fts, 10.0, 2.0, 3.0, 4.0)';
/** listed_spots and spots_fts hold only marketplace spots (published, active publisher); see 001_init.sql. */
const NO_CONTENT = 's.current_spot_content_id IS NULL';

interface Page {
  limit: number;
  offset: number;
}
interface TextPage extends Page {
  match: string;
}

/** A bounded map of recent answers, dropped whenever the database has changed since they were computed. */
class AnswerCache<T> {
  private readonly entries = new Map<string, T>();
  private version = -1;
  constructor(private readonly maxEntries: number) {}

  get(version: number, key: string): T | undefined {
    if (version !== this.version) {
      this.entries.clear();
      this.version = version;
      return undefined;
    }
    return this.entries.get(key);
  }

  set(key: string, value: T): void {
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, value);
  }
}

export class SpotRepository {
  private readonly byId: Statement<{ id: number }, SpotRow>;
  private readonly listPage: Statement<Page, SpotRow>;
  private readonly listCount: Statement<[], number>;
  private readonly searchPage: Statement<TextPage, SpotRow>;
  private readonly searchCount: Statement<{ match: string }, number>;
  private readonly availablePage: Statement<Page, SpotRow>;
  private readonly availableCount: Statement<[], number>;
  private readonly availableSearchPage: Statement<TextPage, SpotRow>;
  private readonly availableSearchCount: Statement<{ match: string }, number>;
  private readonly changes: Statement<[], number>;
  private readonly searchCache = new AnswerCache<SpotSearchResult>(1000);
  private readonly availableCache = new AnswerCache<AvailableSpotsResult>(1000);

  constructor(db: Db) {
    this.byId = db.prepare(`SELECT ${SPOT_COLUMNS} FROM spots s ${SPOT_JOINS} WHERE s.id = @id`);
    this.listPage = db.prepare(
      `SELECT ${SPOT_COLUMNS} FROM listed_spots l JOIN spots s ON s.id = l.spot_id ${SPOT_JOINS}
       ORDER BY l.spot_id LIMIT @limit OFFSET @offset`,
    );
    this.listCount = db.prepare<[], number>('SELECT count(*) FROM listed_spots').pluck();
    // Rank and page inside the full-text index first, then join the few rows of the page.
    this.searchPage = db.prepare(
      `SELECT ${SPOT_COLUMNS}
       FROM (SELECT rowid AS id, ${RANK} AS score FROM spots_fts WHERE spots_fts MATCH @match
             ORDER BY score, rowid LIMIT @limit OFFSET @offset) f
       JOIN spots s ON s.id = f.id ${SPOT_JOINS}
       ORDER BY f.score, f.id`,
    );
    this.searchCount = db
      .prepare<{ match: string }, number>('SELECT count(*) FROM spots_fts WHERE spots_fts MATCH @match')
      .pluck();
    this.availablePage = db.prepare(
      `SELECT ${SPOT_COLUMNS} FROM listed_spots l JOIN spots s ON s.id = l.spot_id ${SPOT_JOINS}
       WHERE ${NO_CONTENT} ORDER BY l.spot_id LIMIT @limit OFFSET @offset`,
    );
    this.availableCount = db
      .prepare<[], number>(
        `SELECT count(*) FROM listed_spots l JOIN spots s ON s.id = l.spot_id WHERE ${NO_CONTENT}`,
      )
      .pluck();
    this.availableSearchPage = db.prepare(
      `SELECT ${SPOT_COLUMNS} FROM spots_fts f JOIN spots s ON s.id = f.rowid ${SPOT_JOINS}
       WHERE spots_fts MATCH @match AND ${NO_CONTENT}
       ORDER BY ${RANK}, s.id LIMIT @limit OFFSET @offset`,
    );
    this.availableSearchCount = db
      .prepare<{ match: string }, number>(
        `SELECT count(*) FROM spots_fts f JOIN spots s ON s.id = f.rowid
         WHERE spots_fts MATCH @match AND ${NO_CONTENT}`,
      )
      .pluck();
    // Rows inserted, updated or deleted on this (the only) connection since it opened: any write changes
    // it, so answers cached under one value are never served after a write.
    this.changes = db.prepare<[], number>('SELECT total_changes()').pluck();
  }

  /** POST spot/search/: published spots of active publishers, by relevance then id (id alone without text). */
  search(query: PageQuery): SpotSearchResult {
    const { searchText, pageNumber, pageSize, match, key } = normalise(query);
    const version = this.changes.get() as number;
    const cached = this.searchCache.get(version, key);
    if (cached) return cached;
    const page = { limit: pageSize, offset: (pageNumber - 1) * pageSize };
    const rows = match === null ? this.listPage.all(page) : this.searchPage.all({ ...page, match });
    const totalCount = (match === null ? this.listCount.get() : this.searchCount.get({ match })) as number;
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

  /** POST spot/available: spots a sponsor can reserve now (published, active publisher, no current content). */
  available(query: PageQuery): AvailableSpotsResult {
    const { searchText, pageNumber, pageSize, match, key } = normalise(query);
    const version = this.changes.get() as number;
    const cached = this.availableCache.get(version, key);
    if (cached) return cached;
    const page = { limit: pageSize, offset: (pageNumber - 1) * pageSize };
    const rows =
      match === null ? this.availablePage.all(page) : this.availableSearchPage.all({ ...page, match });
    const totalCount = (
      match === null ? this.availableCount.get() : this.availableSearchCount.get({ match })
    ) as number;
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
