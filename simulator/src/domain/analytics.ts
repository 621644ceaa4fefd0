// POST spot/analytics without Fastify: the date range a caller may ask for, and the answer built from the
// daily counts (totals, every day of the range, every spot); and the public figures of one spot (GET
// spot/{id}/traffic), built the same way over a fixed range.
//
// Whose traffic a figure holds (counts.ts TrafficScope, 026_disclosure.sql): views, clicks and CTR are those
// of the sponsors' decals. On a spot the caller publishes, all of them, and the "Sponsor this spot"
// placeholder's views and clicks apart (placeholderViews, placeholderClicks: the publisher's own, never in a
// CTR). On a spot the caller sponsors, only their own decal's, from the day it first ran. A spot's public
// figures are its publisher's: the decals' figures, the placeholder's apart.
import {
  ANALYTICS_DEFAULT_DAYS,
  ANALYTICS_MAX_DAYS,
  PUBLIC_TRAFFIC_DAYS,
  clickThroughRate,
} from '@sponsorspot/contract/counting';
import type { FieldError } from '@sponsorspot/contract/common';
import { FEATURE, planOf } from '@sponsorspot/contract/plans';
import type { AnalyticsResult, SpotTrafficResult } from '@sponsorspot/contract/publisher';
import type {
  DayTotal,
  SpotName,
  SpotTotal,
  TrafficDay,
  TrafficScope,
  CountsRepository,
} from '../db/repositories/counts.js';
import { utcDay } from './counting.js';
import { apiError } from '../lib/errors.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The ms of a YYYY-MM-DD day at 00:00 UTC, or null for an impossible date (2026-02-30). */
export function dayMs(day: string): number | null {
  const ms = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(ms) || utcDay(ms) !== day ? null : ms;
}

/**
 * The range asked for: `to` defaults to today, `from` to ANALYTICS_DEFAULT_DAYS ending at `to`. 400
 * validation_failed naming the field for an impossible date, from after to, or more than
 * ANALYTICS_MAX_DAYS days; a free plan (no SubscriptionLevel.* in `features`) only within the last
 * ANALYTICS_DEFAULT_DAYS days (403 feature_required).
 */
export function analyticsRange(
  asked: { from?: string | undefined; to?: string | undefined },
  nowMs: number,
  features: readonly string[],
): { from: string; to: string } {
  const errors: FieldError[] = [];
  const toMs = asked.to === undefined ? Date.parse(`${utcDay(nowMs)}T00:00:00Z`) : dayMs(asked.to);
  if (toMs === null) errors.push({ field: 'to', message: 'is not a date' });
  const fromMs =
    asked.from === undefined
      ? toMs === null
        ? null
        : toMs - (ANALYTICS_DEFAULT_DAYS - 1) * DAY_MS
      : dayMs(asked.from);
  if (fromMs === null && asked.from !== undefined) errors.push({ field: 'from', message: 'is not a date' });
  if (fromMs !== null && toMs !== null) {
    if (fromMs > toMs) errors.push({ field: 'from', message: 'must not be after to' });
    else if ((toMs - fromMs) / DAY_MS + 1 > ANALYTICS_MAX_DAYS)
      errors.push({ field: 'from', message: `must be at most ${ANALYTICS_MAX_DAYS} days before to` });
  }
  if (errors.length > 0 || fromMs === null || toMs === null)
    throw apiError.validation('The date range is not valid.', errors);
  const range = { from: utcDay(fromMs), to: utcDay(toMs) };
  if (planOf(features) === 'Free') {
    const today = utcDay(nowMs);
    const earliest = utcDay(Date.parse(`${today}T00:00:00Z`) - (ANALYTICS_DEFAULT_DAYS - 1) * DAY_MS);
    if (range.from < earliest || range.to > today)
      throw apiError.featureRequired(
        `The free plan shows the last ${ANALYTICS_DEFAULT_DAYS} days; other ranges need a paid plan.`,
        FEATURE.basic,
      );
  }
  return range;
}

/**
 * The spots a user's figures cover, both sides or one (`as`), each once, by id, and whose traffic on them is
 * theirs: every row of the spots they publish; on the ones they sponsor (current content theirs and
 * Active), only their contents' rows.
 */
export function callerSpots(
  traffic: CountsRepository,
  userId: number,
  as?: 'publisher' | 'sponsor',
): { spots: Map<number, SpotName>; published: Set<number> } {
  const published = as === 'sponsor' ? [] : traffic.spotsOfPublisher(userId);
  const spots = new Map(published.map((s) => [s.id, s]));
  if (as !== 'publisher') for (const spot of traffic.spotsSponsoredBy(userId)) spots.set(spot.id, spot);
  return { spots, published: new Set(published.map((s) => s.id)) };
}

/** The scope of `spotIds` among a caller's spots (callerSpots). */
export function scopeOf(
  spotIds: readonly number[],
  published: ReadonlySet<number>,
  userId: number,
): TrafficScope {
  return { spotIds, wholeSpotIds: spotIds.filter((id) => published.has(id)), sponsorUserId: userId };
}

/**
 * A user's views and clicks over the default range (the last ANALYTICS_DEFAULT_DAYS days) on every spot of
 * theirs, both sides, each spot once: what POST spot/analytics answers for an empty body (the decals'
 * figures, without the placeholder's), as GET user/summary/ reports it.
 */
export function recentTraffic(
  traffic: CountsRepository,
  userId: number,
  nowMs: number,
): { views: number; clicks: number } {
  const range = analyticsRange({}, nowMs, []);
  const { spots, published } = callerSpots(traffic, userId);
  let views = 0;
  let clicks = 0;
  for (const day of traffic.trafficDays(
    scopeOf([...spots.keys()], published, userId),
    range.from,
    range.to,
  )) {
    views += day[2];
    clicks += day[3];
  }
  return { views, clicks };
}

/**
 * What an answer carries per spot per day: the default `items` (contract/publisher.ts), the compact `series`,
 * or only the sums.
 */
export type ItemsShape = 'rows' | 'series' | 'none';

/** The shape a body asks for: includeItems: false wins over itemsAs. */
export function itemsShapeOf(body: { includeItems?: boolean; itemsAs?: 'rows' | 'series' }): ItemsShape {
  if (body.includeItems === false) return 'none';
  return body.itemsAs ?? 'rows';
}

/**
 * The answer from the days with traffic, walked once: totals, every day of the range (zeros included), every
 * spot's sums, and the per-spot-per-day figures in the shape asked for.
 */
export function analyticsResult(
  range: { from: string; to: string },
  spots: readonly SpotName[],
  traffic: readonly TrafficDay[],
  shape: ItemsShape = 'rows',
): AnalyticsResult {
  const days: AnalyticsResult['days'] = [];
  const dayIndex = new Map<string, number>();
  const last = Date.parse(`${range.to}T00:00:00Z`);
  for (let ms = Date.parse(`${range.from}T00:00:00Z`); ms <= last; ms += DAY_MS) {
    const date = utcDay(ms);
    dayIndex.set(date, days.length);
    days.push({ date, views: 0, clicks: 0, ctr: 0 });
  }
  const spotIndex = new Map(spots.map(({ id }, index) => [id, index]));
  const sums = spots.map(({ id, name }) => ({
    spotId: id,
    name,
    views: 0,
    clicks: 0,
    ctr: 0,
    placeholderViews: 0,
    placeholderClicks: 0,
  }));
  const series =
    shape === 'series'
      ? spots.map(({ id }) => ({
          spotId: id,
          views: new Array<number>(days.length).fill(0),
          clicks: new Array<number>(days.length).fill(0),
        }))
      : null;
  const items: AnalyticsResult['items'] = [];
  let totalViews = 0;
  let totalClicks = 0;
  let placeholderViews = 0;
  let placeholderClicks = 0;
  for (let i = 0; i < traffic.length; i++) {
    const [spotId, date, views, clicks, shownViews, shownClicks] = traffic[i] as TrafficDay;
    // A day only the placeholder had is no item: items hold the decals' figures.
    if (shape === 'rows' && (views > 0 || clicks > 0))
      items.push({ date, spotId, views, clicks, ctr: clickThroughRate(views, clicks) });
    totalViews += views;
    totalClicks += clicks;
    placeholderViews += shownViews;
    placeholderClicks += shownClicks;
    const d = dayIndex.get(date);
    const day = d === undefined ? undefined : days[d];
    if (day) {
      day.views += views;
      day.clicks += clicks;
    }
    const s = spotIndex.get(spotId);
    const spot = s === undefined ? undefined : sums[s];
    if (spot) {
      spot.views += views;
      spot.clicks += clicks;
      spot.placeholderViews += shownViews;
      spot.placeholderClicks += shownClicks;
      const line = series?.[s as number];
      if (line && d !== undefined) {
        line.views[d] = views;
        line.clicks[d] = clicks;
      }
    }
  }
  for (const day of days) day.ctr = clickThroughRate(day.views, day.clicks);
  for (const spot of sums) spot.ctr = clickThroughRate(spot.views, spot.clicks);
  return {
    ...range,
    totalViews,
    totalClicks,
    averageCTR: clickThroughRate(totalViews, totalClicks),
    placeholderViews,
    placeholderClicks,
    items,
    days,
    ...(series ? { series } : {}),
    spots: sums,
  };
}

/** The answer without items from SQL sums per day and per spot: one spot's public figures. */
export function analyticsSummary(
  range: { from: string; to: string },
  spots: readonly SpotName[],
  totals: { days: readonly DayTotal[]; spots: readonly SpotTotal[] },
): AnalyticsResult {
  const byDay = new Map(totals.days.map((d) => [d.date, d]));
  const bySpot = new Map(totals.spots.map((s) => [s.spotId, s]));
  const days: AnalyticsResult['days'] = [];
  let totalViews = 0;
  let totalClicks = 0;
  let placeholderViews = 0;
  let placeholderClicks = 0;
  const none = { views: 0, clicks: 0, placeholderViews: 0, placeholderClicks: 0 };
  const last = Date.parse(`${range.to}T00:00:00Z`);
  for (let ms = Date.parse(`${range.from}T00:00:00Z`); ms <= last; ms += DAY_MS) {
    const date = utcDay(ms);
    const day = byDay.get(date) ?? none;
    totalViews += day.views;
    totalClicks += day.clicks;
    placeholderViews += day.placeholderViews;
    placeholderClicks += day.placeholderClicks;
    days.push({ date, views: day.views, clicks: day.clicks, ctr: clickThroughRate(day.views, day.clicks) });
  }
  return {
    ...range,
    totalViews,
    totalClicks,
    averageCTR: clickThroughRate(totalViews, totalClicks),
    placeholderViews,
    placeholderClicks,
    items: [],
    days,
    spots: spots.map(({ id, name }) => {
      const spot = bySpot.get(id) ?? none;
      return {
        spotId: id,
        name,
        views: spot.views,
        clicks: spot.clicks,
        ctr: clickThroughRate(spot.views, spot.clicks),
        placeholderViews: spot.placeholderViews,
        placeholderClicks: spot.placeholderClicks,
      };
    }),
  };
}

/** The range of a spot's public figures: the last PUBLIC_TRAFFIC_DAYS days, today (on the clock) included. */
export function publicTrafficRange(nowMs: number): { from: string; to: string } {
  const today = Date.parse(`${utcDay(nowMs)}T00:00:00Z`);
  return { from: utcDay(today - (PUBLIC_TRAFFIC_DAYS - 1) * DAY_MS), to: utcDay(today) };
}

/** GET spot/{id}/traffic: one spot's sums per day over the range, with totals. */
export function spotTrafficResult(
  spot: SpotName,
  range: { from: string; to: string },
  totals: { days: readonly DayTotal[]; spots: readonly SpotTotal[] },
): SpotTrafficResult {
  const summary = analyticsSummary(range, [spot], totals);
  const { from, to, totalViews, totalClicks, averageCTR, placeholderViews, placeholderClicks, days } =
    summary;
  return {
    spotId: spot.id,
    from,
    to,
    totalViews,
    totalClicks,
    averageCTR,
    placeholderViews: placeholderViews ?? 0,
    placeholderClicks: placeholderClicks ?? 0,
    days,
  };
}
