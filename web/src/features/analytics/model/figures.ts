// How the analytics figures read: numbers, CTR, and the rows of the CSV export. Pure.
import type { AnalyticsResult } from '@sponsorspot/contract/publisher';
import {
  formatCount as formatCountOf,
  formatDate,
  formatNumber,
  formatPercent,
  formatShortDay,
} from '../../../lib/format';

export const formatCount = (value: number) => formatNumber(value);
/** CTR as the contract gives it (percent, two decimals): "1.25%". */
export const formatCtr = (value: number) => formatPercent(value);

/** A short day label for axes and tables: "Mar 7" (UTC). */
export const dayLabel = (day: string): string => formatShortDay(day);

export interface CsvDayRow {
  date: string;
  views: number;
  clicks: number;
  ctr: number;
}

/** The per-day figures of the range, one row per day (zeros included), as the CSV holds them. */
export function csvDayRows(result: Pick<AnalyticsResult, 'days'>): CsvDayRow[] {
  return result.days.map(({ date, views, clicks, ctr }) => ({ date, views, clicks, ctr }));
}

/** The file name of an export: sponsorspot-analytics[-spot-<id>]-<from>-to-<to>.csv */
export function csvFileName(range: { from: string; to: string }, spotId: number | null = null): string {
  const spot = spotId === null ? '' : `-spot-${spotId}`;
  return `sponsorspot-analytics${spot}-${range.from}-to-${range.to}.csv`;
}

/** The rows of a figures table for a per-day series: keyed and labelled by their date. */
export function dayRows(days: AnalyticsResult['days']) {
  return days.map(({ date, views, clicks, ctr }) => ({
    key: date,
    label: formatDate(date),
    views,
    clicks,
    ctr,
  }));
}

/**
 * The "Sponsor this spot" placeholder's views and clicks, said apart from the decals' (they are never in a
 * CTR nor a sponsor's figures): to the publisher they are theirs; null when it had none.
 */
export function placeholderLine(
  figures: { placeholderViews?: number; placeholderClicks?: number },
  reader: 'publisher' | 'anyone' = 'publisher',
): string | null {
  const views = figures.placeholderViews ?? 0;
  const clicks = figures.placeholderClicks ?? 0;
  if (views === 0 && clicks === 0) return null;
  const whose = reader === 'publisher' ? 'yours, ' : '';
  return `While unsold, the “Sponsor this spot” placeholder had ${formatCountOf(views, 'view')} and ${formatCountOf(clicks, 'click')}: ${whose}counted apart from the sponsors’ decals.`;
}
