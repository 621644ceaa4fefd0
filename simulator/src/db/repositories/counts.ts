// The embed's counts (009_spot_traffic.sql): daily views and clicks per spot, the visitors' counted views
// behind the counting rules (domain/counting.ts), and the reads the embed and analytics need about a spot.
import type { Statement, Transaction } from 'better-sqlite3';
import type { StatusValue } from '@sponsorspot/contract/common';
import type { SpotStatusSnapshot } from '@sponsorspot/contract/sponsor';
import type { Static } from 'typebox';
import type { Db } from '../connection.js';

type Status = Static<typeof StatusValue>;

/** What the embed endpoints and the snippet read of a spot: its status snapshot and what they show. */
export interface EmbedSpot {
  snapshot: SpotStatusSnapshot;
  name: string;
  productJson: string;
  publisherUserId: number;
  /** The current content's link and decal ('' and null without content). */
  linkUrl: string;
  linkTitle: string;
  decalId: number | null;
}

interface EmbedSpotRow {
  spotId: number;
  spotStatus: Status;
  publisherId: number;
  publisherStatus: Status;
  currentSpotContentId: number | null;
  currentSpotContentStatus: Status | null;
  currentSpotContentSponsorId: number | null;
  currentSpotContentSponsorStatus: Status | null;
  currentSpotContentSubscriptionId: number | null;
  currentSpotContentSubscriptionStatus: Status | null;
  name: string;
  productJson: string;
  publisherUserId: number;
  linkUrl: string | null;
  linkTitle: string | null;
  decalId: number | null;
}

export interface SpotName {
  id: number;
  name: string;
}

/**
 * One spot on one day with traffic, as its columns: no object per row, since a year of a publisher's 100
 * spots is 36,600 of them and each answer walks them once.
 */
export type TrafficDay = readonly [spotId: number, date: string, views: number, clicks: number];

export interface DayTotal {
  date: string;
  views: number;
  clicks: number;
}

export interface SpotTotal {
  spotId: number;
  views: number;
  clicks: number;
}

export interface Visit {
  spotId: number;
  visitor: string;
  /** A hash of the visitor's address alone (same daily salt): its visitors are counted up to `maxPerAddress`. */
  address: string;
  day: string;
  at: number;
  /** How many distinct visitors of one address count per spot per day (VISITORS_PER_ADDRESS). */
  maxPerAddress: number;
}

export class CountsRepository {
  private readonly embedSpotById: Statement<{ id: number }, EmbedSpotRow>;
  private readonly publisherSpots: Statement<{ userId: number }, SpotName>;
  private readonly sponsoredSpots: Statement<{ userId: number }, SpotName>;
  private readonly insertVisit: Statement<Visit>;
  private readonly addView: Statement<{ spotId: number; day: string }>;
  private readonly markClicked: Statement<{ spotId: number; visitors: string; since: number }>;
  private readonly addClick: Statement<{ spotId: number; day: string }>;
  private readonly pruneVisits: Statement<{ before: string }>;
  private readonly daysOf: Statement<{ ids: string; from: string; to: string }, TrafficDay>;
  private readonly dayTotalsOf: Statement<{ ids: string; from: string; to: string }, DayTotal>;
  private readonly spotTotalsOf: Statement<{ ids: string; from: string; to: string }, SpotTotal>;
  private readonly countViewTx: Transaction<(visit: Visit) => boolean>;
  private readonly countClickTx: Transaction<(click: ClickInput) => boolean>;
  private readonly insertFileClick: Statement<Visit>;
  private readonly countFileClickTx: Transaction<(visit: Visit) => boolean>;

  constructor(db: Db) {
    this.embedSpotById = db.prepare(`
      SELECT s.id AS spotId, s.status AS spotStatus, s.publisher_id AS publisherId, p.status AS publisherStatus,
        c.id AS currentSpotContentId, c.status AS currentSpotContentStatus,
        c.sponsor_id AS currentSpotContentSponsorId, sp.status AS currentSpotContentSponsorStatus,
        c.subscription_id AS currentSpotContentSubscriptionId, sub.status AS currentSpotContentSubscriptionStatus,
        s.name, s.product_json AS productJson, p.user_id AS publisherUserId,
        coalesce(c.live_link_url, '') AS linkUrl, coalesce(c.live_link_title, '') AS linkTitle,
        c.live_decal_id AS decalId
      FROM spots s
      JOIN publishers p ON p.id = s.publisher_id
      LEFT JOIN spot_contents c ON c.id = s.current_spot_content_id
      LEFT JOIN sponsors sp ON sp.id = c.sponsor_id
      LEFT JOIN subscriptions sub ON sub.id = c.subscription_id
      WHERE s.id = @id`);
    this.publisherSpots = db.prepare(`
      SELECT s.id, s.name FROM spots s JOIN publishers p ON p.id = s.publisher_id
      WHERE p.user_id = @userId ORDER BY s.id`);
    this.sponsoredSpots = db.prepare(`
      SELECT s.id, s.name FROM spots s
      JOIN spot_contents c ON c.id = s.current_spot_content_id
      JOIN sponsors sp ON sp.id = c.sponsor_id
      WHERE sp.user_id = @userId AND c.status = 2 ORDER BY s.id`);
    // A new visitor counts only while its address has fewer than maxPerAddress visitors on the spot that day.
    this.insertVisit = db.prepare(`
      INSERT INTO spot_visits (spot_id, visitor, address, day, viewed_at)
      SELECT @spotId, @visitor, @address, @day, @at
      WHERE (SELECT count(*) FROM spot_visits WHERE spot_id = @spotId AND address = @address AND day = @day)
        < @maxPerAddress
      ON CONFLICT (spot_id, visitor) DO NOTHING`);
    this.addView = db.prepare(`
      INSERT INTO spot_traffic_days (spot_id, day, views) VALUES (@spotId, @day, 1)
      ON CONFLICT (spot_id, day) DO UPDATE SET views = views + 1`);
    // The newest counted, not yet clicked view of this visitor (today's or yesterday's hash) in the window.
    this.markClicked = db.prepare(`
      UPDATE spot_visits SET clicked = 1
      WHERE (spot_id, visitor) IN (
        SELECT spot_id, visitor FROM spot_visits
        WHERE spot_id = @spotId AND visitor IN (SELECT value FROM json_each(@visitors))
          AND clicked = 0 AND viewed_at >= @since
        ORDER BY viewed_at DESC LIMIT 1)`);
    this.addClick = db.prepare(`
      INSERT INTO spot_traffic_days (spot_id, day, clicks) VALUES (@spotId, @day, 1)
      ON CONFLICT (spot_id, day) DO UPDATE SET clicks = clicks + 1`);
    // A click through the HTML file: its reader loaded no view, so the click is its own visit, clicked.
    this.insertFileClick = db.prepare(`
      INSERT INTO spot_visits (spot_id, visitor, address, day, viewed_at, clicked)
      SELECT @spotId, @visitor, @address, @day, @at, 1
      WHERE (SELECT count(*) FROM spot_visits WHERE spot_id = @spotId AND address = @address AND day = @day)
        < @maxPerAddress
      ON CONFLICT (spot_id, visitor) DO NOTHING`);
    this.pruneVisits = db.prepare('DELETE FROM spot_visits WHERE day < @before');
    this.daysOf = db
      .prepare<{ ids: string; from: string; to: string }, TrafficDay>(
        `
      SELECT spot_id, day, views, clicks FROM spot_traffic_days
      WHERE spot_id IN (SELECT value FROM json_each(@ids)) AND day BETWEEN @from AND @to
      ORDER BY spot_id, day`,
      )
      .raw(true);
    this.dayTotalsOf = db.prepare(`
      SELECT day AS date, sum(views) AS views, sum(clicks) AS clicks FROM spot_traffic_days
      WHERE spot_id IN (SELECT value FROM json_each(@ids)) AND day BETWEEN @from AND @to
      GROUP BY day`);
    this.spotTotalsOf = db.prepare(`
      SELECT spot_id AS spotId, sum(views) AS views, sum(clicks) AS clicks FROM spot_traffic_days
      WHERE spot_id IN (SELECT value FROM json_each(@ids)) AND day BETWEEN @from AND @to
      GROUP BY spot_id`);
    // Read-then-write of one visitor's row and the day's count: one transaction, so a counted view and its
    // day's total never part.
    this.countViewTx = db.transaction((visit: Visit) => {
      if (this.insertVisit.run(visit).changes === 0) return false;
      this.addView.run({ spotId: visit.spotId, day: visit.day });
      return true;
    });
    this.countClickTx = db.transaction((click: ClickInput) => {
      const marked = this.markClicked.run({
        spotId: click.spotId,
        visitors: JSON.stringify(click.visitors),
        since: click.since,
      });
      if (marked.changes === 0) return false;
      this.addClick.run({ spotId: click.spotId, day: click.day });
      return true;
    });
    this.countFileClickTx = db.transaction((visit: Visit) => {
      if (this.insertFileClick.run(visit).changes === 0) return false;
      this.addClick.run({ spotId: visit.spotId, day: visit.day });
      return true;
    });
  }

  /** The spot as the embed sees it, or null when there is no such spot. */
  embedSpot(id: number): EmbedSpot | null {
    const row = this.embedSpotById.get({ id });
    if (!row) return null;
    const { name, productJson, publisherUserId, linkUrl, linkTitle, decalId, ...snapshot } = row;
    return {
      snapshot: { snapshotDate: new Date(0).toISOString(), ...snapshot },
      name,
      productJson,
      publisherUserId,
      linkUrl: linkUrl ?? '',
      linkTitle: linkTitle ?? '',
      decalId,
    };
  }

  /** Every spot of the user's publisher, any status, by id. */
  spotsOfPublisher(userId: number): SpotName[] {
    return this.publisherSpots.all({ userId });
  }

  /** The spots whose current content is the user's sponsor's and Active, by id. */
  spotsSponsoredBy(userId: number): SpotName[] {
    return this.sponsoredSpots.all({ userId });
  }

  /**
   * Counts the view unless this visitor's view of the spot was counted already (that day), or its address
   * already has `maxPerAddress` visitors of the spot that day.
   */
  countView(visit: Visit): boolean {
    return this.countViewTx.immediate(visit);
  }

  /** Counts a click on `day` if one of `visitors` has a counted, unclicked view of the spot since `since`. */
  countClick(click: ClickInput): boolean {
    return this.countClickTx.immediate(click);
  }

  /** Counts a click through the HTML file unless this visitor's file click was counted already (that day). */
  countFileClick(visit: Visit): boolean {
    return this.countFileClickTx.immediate(visit);
  }

  /** Deletes counted views of days before `before` (YYYY-MM-DD); returns how many. */
  pruneVisitsBefore(before: string): number {
    return this.pruneVisits.run({ before }).changes;
  }

  /**
   * The days with traffic of these spots within [from, to], by spot then day (the primary key's order): one
   * scan answers every shape of POST spot/analytics, the sums included (two GROUP BYs cost twice the scan
   * and a sort by day).
   */
  trafficDays(spotIds: readonly number[], from: string, to: string): TrafficDay[] {
    return this.daysOf.all({ ids: JSON.stringify(spotIds), from, to });
  }

  /** The sums of these spots per day with traffic, and per spot, within [from, to]. */
  trafficTotals(
    spotIds: readonly number[],
    from: string,
    to: string,
  ): { days: DayTotal[]; spots: SpotTotal[] } {
    const params = { ids: JSON.stringify(spotIds), from, to };
    return { days: this.dayTotalsOf.all(params), spots: this.spotTotalsOf.all(params) };
  }
}

export interface ClickInput {
  spotId: number;
  /** The visitor's hashes that may hold the view: today's and yesterday's salt. */
  visitors: string[];
  day: string;
  /** Earliest view time (ms) that lets the click count. */
  since: number;
}
