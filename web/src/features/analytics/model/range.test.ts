import { describe, expect, it } from 'vitest';
import { ANALYTICS_MAX_DAYS } from '@sponsorspot/contract/counting';
import { csvDayRows, csvFileName, dayLabel, formatCtr } from './figures';
import { customRangeErrors, dayMs, daysIn, presetRange } from './range';

const NOON = Date.parse('2026-03-10T12:00:00Z');

describe('presetRange', () => {
  it('ends today (UTC) and holds the preset number of days', () => {
    expect(presetRange(7, NOON)).toEqual({ from: '2026-03-04', to: '2026-03-10' });
    expect(daysIn(presetRange(365, NOON))).toBe(365);
  });

  it('uses the UTC day, whatever the hour', () => {
    expect(presetRange(1, Date.parse('2026-03-10T23:59:59Z'))).toEqual({
      from: '2026-03-10',
      to: '2026-03-10',
    });
  });
});

describe('customRangeErrors', () => {
  it('accepts a real range', () => {
    expect(customRangeErrors({ from: '2026-02-01', to: '2026-02-28' })).toEqual({});
  });

  it('names the missing and impossible fields', () => {
    expect(customRangeErrors({ from: '', to: '' })).toEqual({
      from: 'Enter the first day.',
      to: 'Enter the last day.',
    });
    expect(customRangeErrors({ from: '2026-02-30', to: '2026-03-01' }).from).toMatch(/real date/);
    expect(dayMs('2026-02-30')).toBeNull();
  });

  it('refuses a reversed range and one past the longest', () => {
    expect(customRangeErrors({ from: '2026-03-02', to: '2026-03-01' }).to).toMatch(/before the first/);
    expect(customRangeErrors({ from: '2024-01-01', to: '2024-12-31' })).toEqual({});
    expect(customRangeErrors({ from: '2024-01-01', to: '2025-01-01' }).to).toBe(
      `A range holds at most ${ANALYTICS_MAX_DAYS} days.`,
    );
  });
});

describe('figures', () => {
  it('formats CTR with two decimals and days in UTC', () => {
    expect(formatCtr(2.5)).toBe('2.50%');
    expect(dayLabel('2026-03-07')).toBe('Mar 7');
  });

  it('exports one row per day of the range', () => {
    const days = [
      { date: '2026-03-01', views: 10, clicks: 1, ctr: 10 },
      { date: '2026-03-02', views: 0, clicks: 0, ctr: 0 },
    ];
    expect(csvDayRows({ days })).toEqual(days);
    expect(csvFileName({ from: '2026-03-01', to: '2026-03-02' })).toBe(
      'sponsorspot-analytics-2026-03-01-to-2026-03-02.csv',
    );
    expect(csvFileName({ from: '2026-03-01', to: '2026-03-02' }, 12)).toBe(
      'sponsorspot-analytics-spot-12-2026-03-01-to-2026-03-02.csv',
    );
  });
});
