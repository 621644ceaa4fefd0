import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import {
  DEFAULT_FIGURES_VIEW,
  figuresQuery,
  rangeOf,
  readFiguresView,
  sameChoice,
  type FiguresView,
} from './figures-view';

const read = (search: string) => readFiguresView(new URLSearchParams(search));

describe('readFiguresView', () => {
  it.each<[string, FiguresView]>([
    ['', DEFAULT_FIGURES_VIEW],
    ['range=90', { choice: { preset: 90 }, spotId: null }],
    ['range=7&spot=12', { choice: { preset: 7 }, spotId: 12 }],
    [
      'spot=3&from=2026-01-01&to=2026-01-31',
      { choice: { custom: { from: '2026-01-01', to: '2026-01-31' } }, spotId: 3 },
    ],
    // A custom range that holds wins over a preset.
    [
      'range=7&from=2026-01-01&to=2026-01-02',
      { choice: { custom: { from: '2026-01-01', to: '2026-01-02' } }, spotId: null },
    ],
  ])('%s', (search, expected) => expect(read(search)).toEqual(expected));

  it.each([
    'range=45',
    'range=abc',
    'range=',
    'range=90.0',
    'from=2026-01-01',
    'to=2026-01-31',
    'from=2026-02-30&to=2026-03-01',
    'from=2026-03-02&to=2026-03-01',
    'from=2024-01-01&to=2025-01-01',
    'from=01/01/2026&to=01/31/2026',
  ])('falls back to the default range for %s', (search) => {
    expect(read(search).choice).toEqual(DEFAULT_FIGURES_VIEW.choice);
  });

  it('falls back to the preset when the custom range does not hold', () => {
    expect(read('range=365&from=2026-03-02&to=2026-03-01').choice).toEqual({ preset: 365 });
  });

  it.each(['0', '-3', 'abc', '1.5', '012', '2147483648', '99999999999', ' 12', ''])(
    'reads spot=%j as all spots',
    (spot) => expect(read(`spot=${encodeURIComponent(spot)}`).spotId).toBeNull(),
  );

  it('takes the largest id the API takes', () => {
    expect(read('spot=2147483647').spotId).toBe(2_147_483_647);
  });
});

describe('figuresQuery', () => {
  it.each<[FiguresView, string]>([
    [DEFAULT_FIGURES_VIEW, '/publisher'],
    [{ choice: { preset: 30 }, spotId: 4 }, '/publisher?spot=4'],
    [{ choice: { preset: 365 }, spotId: null }, '/publisher?range=365'],
    [
      { choice: { custom: { from: '2026-01-01', to: '2026-01-31' } }, spotId: 4 },
      '/publisher?spot=4&from=2026-01-01&to=2026-01-31',
    ],
  ])('%j → %s, read back the same', (view, href) => {
    expect(paths.publisher.href(figuresQuery(view))).toBe(href);
    expect(read(href.split('?')[1] ?? '')).toEqual(view);
  });
});

describe('rangeOf and sameChoice', () => {
  it('ends a preset today (UTC) and keeps a custom range', () => {
    const noon = Date.parse('2026-03-10T12:00:00Z');
    expect(rangeOf({ preset: 7 }, noon)).toEqual({ from: '2026-03-04', to: '2026-03-10' });
    const custom = { from: '2026-01-01', to: '2026-01-02' };
    expect(rangeOf({ custom }, noon)).toEqual(custom);
  });

  it('compares the days asked for', () => {
    expect(sameChoice({ preset: 7 }, { preset: 7 })).toBe(true);
    expect(sameChoice({ preset: 7 }, { preset: 30 })).toBe(false);
    const custom = { from: '2026-01-01', to: '2026-01-02' };
    expect(sameChoice({ custom }, { custom: { ...custom } })).toBe(true);
    expect(sameChoice({ custom }, { custom: { ...custom, to: '2026-01-03' } })).toBe(false);
    expect(sameChoice({ custom }, { preset: 7 })).toBe(false);
  });
});
