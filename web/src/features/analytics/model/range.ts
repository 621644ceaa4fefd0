// The date range of the analytics screens: presets, the custom range's field rules (the simulator's own:
// real dates, from ≤ to, at most ANALYTICS_MAX_DAYS) and what a free plan may ask. Days are UTC, as the
// counting is. Pure.
import { ANALYTICS_DEFAULT_DAYS, ANALYTICS_MAX_DAYS } from '@sponsorspot/contract/counting';

const DAY_MS = 24 * 60 * 60 * 1000;

export const RANGE_PRESETS = [7, 30, 90, 365] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

export interface DateRange {
  from: string;
  to: string;
}

/** The UTC day (YYYY-MM-DD) of a time. */
export function utcDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The ms of a YYYY-MM-DD day at 00:00 UTC, or null when it is not a real date. */
export function dayMs(day: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const ms = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(ms) || utcDay(ms) !== day ? null : ms;
}

/** The last `days` days, today included. */
export function presetRange(days: number, nowMs: number): DateRange {
  const today = Date.parse(`${utcDay(nowMs)}T00:00:00Z`);
  return { from: utcDay(today - (days - 1) * DAY_MS), to: utcDay(today) };
}

/** What a free plan sees: the default range. */
export const FREE_PLAN_DAYS = ANALYTICS_DEFAULT_DAYS;

export type RangeErrors = Partial<Record<keyof DateRange, string>>;

/** Field messages of a custom range; empty when it can be asked for. */
export function customRangeErrors(range: DateRange): RangeErrors {
  const errors: RangeErrors = {};
  const from = dayMs(range.from);
  const to = dayMs(range.to);
  if (!range.from) errors.from = 'Enter the first day.';
  else if (from === null) errors.from = 'Enter a real date (YYYY-MM-DD).';
  if (!range.to) errors.to = 'Enter the last day.';
  else if (to === null) errors.to = 'Enter a real date (YYYY-MM-DD).';
  if (from !== null && to !== null) {
    if (from > to) errors.to = 'The last day must not be before the first day.';
    else if ((to - from) / DAY_MS + 1 > ANALYTICS_MAX_DAYS)
      errors.to = `A range holds at most ${ANALYTICS_MAX_DAYS} days.`;
  }
  return errors;
}

/** How many days a valid range holds. */
export function daysIn(range: DateRange): number {
  const from = dayMs(range.from) ?? 0;
  const to = dayMs(range.to) ?? 0;
  return Math.round((to - from) / DAY_MS) + 1;
}
