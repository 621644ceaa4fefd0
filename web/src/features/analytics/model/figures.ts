// How the analytics figures read: numbers, CTR, and the rows of the CSV export. Pure.
import type { AnalyticsResult } from '@sponsorspot/contract/publisher';

const integer = new Intl.NumberFormat('en-US');
const percent = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export const formatCount = (value: number) => integer.format(value);
/** CTR as the contract gives it (percent, two decimals). */
export const formatCtr = (value: number) => `${percent.format(value)}%`;

/** A short day label for axes and tables: "Mar 7" (UTC). */
export function dayLabel(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

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
  return days.map(({ date, views, clicks, ctr }) => ({ key: date, label: date, views, clicks, ctr }));
}
