// The embed's counts (009_spot_traffic.sql, 026_disclosure.sql): daily views and clicks per spot and per what
// it served (a sponsor's content, or 0 for the "Sponsor this spot" placeholder), the visitors' counted views
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
  /** Whether the snippet and the HTML file show a visible "Sponsored" (026_disclosure.sql). */
  sponsoredLabel: boolean;
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
  sponsoredLabel: number;
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
 * spots is 36,600 of them and each answer walks them once. views and clicks are those of sponsors' decals;
 * the placeholder's are apart (0 on a spot the caller only sponsors).
 */
export type TrafficDay = readonly [
  spotId: number,
  date: string,
  views: number,
  clicks: number,
  placeholderViews: number,
  placeholderClicks: number,
];

/** Sponsors' decals' views and clicks, and the placeholder's apart. */
export interface TrafficSums {
  views: number;
  clicks: number;
  placeholderViews: number;
  placeholderClicks: number;
}

export interface DayTotal extends TrafficSums {
  date: string;
}

export interface SpotTotal extends TrafficSums {
  spotId: number;
}

/**
 * Whose traffic an answer reads: every row of the spots the caller publishes (`wholeSpotIds`), and on the
 * other spots only the rows of `sponsorUserId`'s own contents (their decal's views and clicks, from its first
 * run; never the placeholder's, nor another sponsor's).
 */
export interface TrafficScope {
  spotIds: readonly number[];
  wholeSpotIds: readonly number[];
  sponsorUserId: number;
}

export interface Visit {
  spotId: number;
  /** What the spot served: the content whose decal was shown, 0 for the placeholder. */
  contentId: number;
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
  private readonly addView: Statement<{ spotId: number; contentId: number; day: string }>;
  private readonly markClicked: Statement<
    { spotId: number; visitors: string; since: number },
    { contentId: number }
  >;
  private readonly addClick: Statement<{ spotId: number; contentId: number; day: string }>;
  private readonly pruneVisits: Statement<{ before: string }>;
  private readonly daysOf: Statement<ScopeParams, TrafficDay>;
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
        s.name, s.product_json AS productJson, p.user_id AS publisherUserId, s.sponsored_label AS sponsoredLabel,
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
    // A new visitor counts only while its address has fewer than maxPerAddress visitors of what the spot
    // served that day.
    this.insertVisit = db.prepare(`
      INSERT INTO spot_visits (spot_id, content_id, visitor, address, day, viewed_at)
      SELECT @spotId, @contentId, @visitor, @address, @day, @at
      WHERE (SELECT count(*) FROM spot_visits
          WHERE spot_id = @spotId AND content_id = @contentId AND address = @address AND day = @day)
        < @maxPerAddress
      ON CONFLICT (spot_id, content_id, visitor) DO NOTHING`);
    this.addView = db.prepare(`
      INSERT INTO spot_traffic_days (spot_id, day, content_id, views) VALUES (@spotId, @day, @contentId, 1)
      ON CONFLICT (spot_id, day, content_id) DO UPDATE SET views = views + 1`);
    // The newest counted, not yet clicked view of this visitor (today's or yesterday's hash) in the window;
    // the click counts for what that view showed.
    this.markClicked = db.prepare(`
      UPDATE spot_visits SET clicked = 1
      WHERE (spot_id, content_id, visitor) IN (
        SELECT spot_id, content_id, visitor FROM spot_visits
        WHERE spot_id = @spotId AND visitor IN (SELECT value FROM json_each(@visitors))
          AND clicked = 0 AND viewed_at >= @since
        ORDER BY viewed_at DESC LIMIT 1)
      RETURNING content_id AS contentId`);
    this.addClick = db.prepare(`
      INSERT INTO spot_traffic_days (spot_id, day, content_id, clicks) VALUES (@spotId, @day, @contentId, 1)
      ON CONFLICT (spot_id, day, content_id) DO UPDATE SET clicks = clicks + 1`);
    // A click through the HTML file: its reader loaded no view, so the click is its own visit, clicked.
    this.insertFileClick = db.prepare(`
      INSERT INTO spot_visits (spot_id, content_id, visitor, address, day, viewed_at, clicked)
      SELECT @spotId, @contentId, @visitor, @address, @day, @at, 1
      WHERE (SELECT count(*) FROM spot_visits
          WHERE spot_id = @spotId AND content_id = @contentId AND address = @address AND day = @day)
        < @maxPerAddress
      ON CONFLICT (spot_id, content_id, visitor) DO NOTHING`);
    this.pruneVisits = db.prepare('DELETE FROM spot_visits WHERE day < @before');
    // A day's rows of one spot are its placeholder's (content 0) and each content's that ran that day: summed
    // per spot and day, the placeholder apart; on a spot outside @whole only the sponsor's own contents' rows.
    this.daysOf = db
      .prepare<ScopeParams, TrafficDay>(
        `
      SELECT t.spot_id, t.day, ${SPLIT_SUMS} FROM spot_traffic_days t
      WHERE t.spot_id IN (SELECT value FROM json_each(@ids)) AND t.day BETWEEN @from AND @to
        AND (t.spot_id IN (SELECT value FROM json_each(@whole))
          OR t.content_id IN (SELECT c.id FROM spot_contents c JOIN sponsors sp ON sp.id = c.sponsor_id
            WHERE c.spot_id = t.spot_id AND sp.user_id = @sponsorUserId))
      GROUP BY t.spot_id, t.day
      ORDER BY t.spot_id, t.day`,
      )
      .raw(true);
    this.dayTotalsOf = db.prepare(`
      SELECT day AS date, ${SPLIT_SUMS} FROM spot_traffic_days
      WHERE spot_id IN (SELECT value FROM json_each(@ids)) AND day BETWEEN @from AND @to
      GROUP BY day`);
    this.spotTotalsOf = db.prepare(`
      SELECT spot_id AS spotId, ${SPLIT_SUMS} FROM spot_traffic_days
      WHERE spot_id IN (SELECT value FROM json_each(@ids)) AND day BETWEEN @from AND @to
      GROUP BY spot_id`);
    // Read-then-write of one visitor's row and the day's count: one transaction, so a counted view and its
    // day's total never part.
    this.countViewTx = db.transaction((visit: Visit) => {
      if (this.insertVisit.run(visit).changes === 0) return false;
      this.addView.run({ spotId: visit.spotId, contentId: visit.contentId, day: visit.day });
      return true;
    });
    this.countClickTx = db.transaction((click: ClickInput) => {
      const marked = this.markClicked.get({
        spotId: click.spotId,
        visitors: JSON.stringify(click.visitors),
        since: click.since,
      });
      if (!marked) return false;
      this.addClick.run({ spotId: click.spotId, contentId: marked.contentId, day: click.day });
      return true;
    });
    this.countFileClickTx = db.transaction((visit: Visit) => {
      if (this.insertFileClick.run(visit).changes === 0) return false;
      this.addClick.run({ spotId: visit.spotId, contentId: visit.contentId, day: visit.day });
      return true;
    });
  }

  /** The spot as the embed sees it, or null when there is no such spot. */
  embedSpot(id: number): EmbedSpot | null {
    const row = this.embedSpotById.get({ id });
    if (!row) return null;
    const { name, productJson, publisherUserId, sponsoredLabel, linkUrl, linkTitle, decalId, ...snapshot } =
      row;
    return {
      snapshot: { snapshotDate: new Date(0).toISOString(), ...snapshot },
      name,
      productJson,
      publisherUserId,
      sponsoredLabel: sponsoredLabel === 1,
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

  /**
   * Counts a click on `day` if one of `visitors` has a counted, unclicked view of the spot since `since`, for
   * what that view showed (the placeholder or a content).
   */
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
   * The days with traffic of the scope's spots within [from, to], by spot then day (the primary key's order):
   * one scan answers every shape of POST spot/analytics, the sums included (two GROUP BYs cost twice the
   * scan and a sort by day).
   */
  trafficDays(scope: TrafficScope, from: string, to: string): TrafficDay[] {
    return this.daysOf.all({
      ids: JSON.stringify(scope.spotIds),
      whole: JSON.stringify(scope.wholeSpotIds),
      sponsorUserId: scope.sponsorUserId,
      from,
      to,
    });
  }

  /** The sums of these spots (every row: a spot's public figures) per day with traffic, and per spot, within [from, to]. */
  trafficTotals(
    spotIds: readonly number[],
    from: string,
    to: string,
  ): { days: DayTotal[]; spots: SpotTotal[] } {
    const params = { ids: JSON.stringify(spotIds), from, to };
    return { days: this.dayTotalsOf.all(params), spots: this.spotTotalsOf.all(params) };
  }
}

interface ScopeParams {
  ids: string;
  whole: string;
  sponsorUserId: number;
  from: string;
  to: string;
}

/** A group's sums: sponsors' decals (content_id > 0), then the placeholder's (content_id 0). */
const SPLIT_SUMS = `
  coalesce(sum(views) FILTER (WHERE content_id <> 0), 0) AS views,
  coalesce(sum(clicks) FILTER (WHERE content_id <> 0), 0) AS clicks,
  coalesce(sum(views) FILTER (WHERE content_id = 0), 0) AS placeholderViews,
  coalesce(sum(clicks) FILTER (WHERE content_id = 0), 0) AS placeholderClicks`;

export interface ClickInput {
  spotId: number;
  /** The visitor's hashes that may hold the view: today's and yesterday's salt. */
  visitors: string[];
  day: string;
  /** Earliest view time (ms) that lets the click count. */
  since: number;
}
