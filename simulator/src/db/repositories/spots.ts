// The spots table, and the only code that writes it: the marketplace's reads (search, public spot, status
// snapshot, available spots; spot-search.ts finds a search's spots, this file reads their rows) and the
// publisher's own spots (list, read, create, update, delete). The marketplace tables (listed_spots,
// spot_search_text, spots_fts, available_spots) follow every write through the triggers of 001 and 006.
import type { Statement } from 'better-sqlite3';
import { EntityStatus, PAGE_SIZE_DEFAULT, SpotStatus, type StatusValue } from '@sponsorspot/contract/common';
import type { Static } from 'typebox';
import type { PublisherSpotsResult } from '@sponsorspot/contract/publisher';
import type {
  AvailableSpotsResult,
  Spot,
  SpotSearchResult,
  SpotStatusSnapshot,
} from '@sponsorspot/contract/sponsor';
import type { Db } from '../connection.js';
import { likeLiteral } from './users.js';
import {
  type PublisherSpotRow,
  SPOT_COLUMNS,
  SPOT_JOINS,
  type SpotRow,
  toAvailableSpot,
  toPublisherSpot,
  toSnapshot,
  toSpot,
} from './spot-rows.js';
import { MAX_SEARCH_WORDS, type PageQuery, type SearchKind, SpotSearch } from './spot-search.js';

type Status = Static<typeof StatusValue>;

/** A spot's own fields as the publisher writes them (locationPath already formatted). */
export interface SpotFields {
  name: string;
  description: string;
  locationPath: string;
  sampleUrl: string;
  productJson: string;
  /** Whether anyone may read the spot's daily traffic (GET spot/{id}/traffic). */
  showAnalytics: boolean;
  /** Whether the publisher approves each decal before it runs (domain/reviews/service.ts). */
  requiresApproval: boolean;
  /** Whether the snippet and the HTML file show a visible "Sponsored" (domain/embed.ts). */
  sponsoredLabel: boolean;
}

/** SpotFields as the statements bind them: SQLite keeps a boolean as 0 or 1. */
type SpotFieldParams = Omit<SpotFields, 'showAnalytics' | 'requiresApproval' | 'sponsoredLabel'> & {
  showAnalytics: 0 | 1;
  requiresApproval: 0 | 1;
  sponsoredLabel: 0 | 1;
};
const fieldParams = (fields: SpotFields): SpotFieldParams => ({
  ...fields,
  showAnalytics: fields.showAnalytics ? 1 : 0,
  requiresApproval: fields.requiresApproval ? 1 : 0,
  sponsoredLabel: fields.sponsoredLabel ? 1 : 0,
});

/** What the publisher rules read about one spot before changing it. */
export interface SpotOwnership {
  id: number;
  status: Status;
  publisherId: number;
  publisherUserId: number;
  publisherStatus: Status;
  /** The publisher's business name, as buyers read it. */
  publisherName: string;
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
export class SpotRepository {
  private readonly byId: Statement<{ id: number }, SpotRow>;
  /** The rows of a page, in the order of the ids given (a JSON array). */
  private readonly byIds: Statement<{ ids: string }, SpotRow>;
  private readonly insertSpot: Statement<SpotFieldParams & { publisherId: number; createdAt: string }>;
  private readonly updateSpot: Statement<SpotFieldParams & { id: number; status: Status }>;
  private readonly deleteSpot: Statement<{ id: number }>;
  private readonly currentContent: Statement<{ id: number; contentId: number | null }>;
  private readonly publisherPage: Statement<
    PublisherListParams & { limit: number; offset: number; now: string },
    PublisherSpotRow
  >;
  private readonly publisherCount: Statement<PublisherListParams, number>;
  private readonly finder: SpotSearch;

  constructor(db: Db) {
    this.byId = db.prepare(`SELECT ${SPOT_COLUMNS} FROM spots s ${SPOT_JOINS} WHERE s.id = @id`);
    this.byIds = db.prepare(
      `SELECT ${SPOT_COLUMNS} FROM json_each(@ids) j JOIN spots s ON s.id = j.value ${SPOT_JOINS} ORDER BY j.key`,
    );
    this.insertSpot = db.prepare(
      `INSERT INTO spots (publisher_id, name, description, location_path, product_json, status, sample_url,
         show_analytics, requires_approval, sponsored_label, created_at)
       VALUES (@publisherId, @name, @description, @locationPath, @productJson, ${SpotStatus.Created}, @sampleUrl,
         @showAnalytics, @requiresApproval, @sponsoredLabel, @createdAt)`,
    );
    this.updateSpot = db.prepare(
      `UPDATE spots SET name = @name, description = @description, location_path = @locationPath,
         sample_url = @sampleUrl, product_json = @productJson, show_analytics = @showAnalytics,
         requires_approval = @requiresApproval, sponsored_label = @sponsoredLabel, status = @status
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
    // Who sponsors each spot (its current content's sponsor, and when an unreserved one comes off) and who
    // holds it: the first open hold of another content (spot_contents_held), as checkout and reserve find it
    // (SpotContentRepository.holderOf).
    this.publisherPage = db.prepare(
      `SELECT ${SPOT_COLUMNS},
         COALESCE(NULLIF(sp.business_name, ''), spu.name) AS sponsor_name,
         h.sponsor_id AS h_sponsor_id, COALESCE(NULLIF(hs.business_name, ''), hsu.name) AS h_sponsor_name,
         hs.status AS h_sponsor_status, h.held_until AS h_until,
         CASE WHEN c.status = ${EntityStatus.Active} AND sub.spot_content_id = c.id
           AND sub.status = ${EntityStatus.Active} AND sub.cancel_at_period_end = 1
           THEN sub.period_end END AS ends_at
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
    this.finder = new SpotSearch(db);
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
      publisherName: row.publisher_name,
      fields: {
        name: row.name,
        description: row.description,
        locationPath: row.location_path,
        sampleUrl: row.sample_url,
        productJson: row.product_json,
        showAnalytics: row.show_analytics === 1,
        requiresApproval: row.requires_approval === 1,
        sponsoredLabel: row.sponsored_label === 1,
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

  /** POST spot/search/: published spots of active publishers, in the order of SpotSearch.find. */
  search(query: PageQuery, now?: Date): SpotSearchResult {
    const { rows, recentViews, ...page } = this.page('search', query, now);
    const snapshotDate = new Date().toISOString();
    const spots = rows.map((r) => toSpot(r, snapshotDate));
    // A question with filters or a sort (the extension) answers each spot's recent views too.
    if (recentViews) for (const spot of spots) spot.recentViews = recentViews.get(spot.id) ?? null;
    return { ...page, spots };
  }

  /**
   * POST spot/available: spots a sponsor can reserve now (published, active publisher, no current content),
   * in the order of search.
   */
  available(query: PageQuery, now?: Date): AvailableSpotsResult {
    const { rows, recentViews: _views, ...page } = this.page('available', query, now);
    return { ...page, spots: rows.map(toAvailableSpot) };
  }

  /** GET spot/{id}/public: the spot when the marketplace shows it (published, active publisher), else null. */
  findPublic(id: number): Spot | null {
    const row = this.byId.get({ id });
    if (!row || row.status !== SpotStatus.Published || row.publisher_status !== EntityStatus.Active)
      return null;
    return toSpot(row, new Date().toISOString());
  }

  /**
   * The spot's recent views as a marketplace card shows them (the last 30 days on `now`'s clock; null when
   * its publisher keeps them private): GET spot/{id}/public answers them too, for the order's Overview.
   */
  recentViewsOf(id: number, now: Date): number | null {
    return this.finder.recentViewsOf(id, now);
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

  /** A page of either search (spot-search.ts): the exact count, the question as answered and the rows. */
  private page(kind: SearchKind, query: PageQuery, now?: Date) {
    const { ids, ...found } = this.finder.find(kind, query, now);
    return { ...found, rows: ids.length === 0 ? [] : this.byIds.all({ ids: JSON.stringify(ids) }) };
  }
}
