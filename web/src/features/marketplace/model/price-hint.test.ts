import { describe, expect, it } from 'vitest';
import { priceHint } from './price-hint';

describe('priceHint', () => {
  it('says it is finding prices while the search loads, and suggests no range', () => {
    expect(priceHint({ status: 'loading' })).toEqual({
      hint: 'Finding the prices of these spots…',
      fromPlaceholder: '',
      toPlaceholder: '',
    });
  });

  it('says the prices could not be loaded when the search fails', () => {
    const hint = priceHint({ status: 'error' });
    expect(hint.hint).toBe('The prices of these spots could not be loaded. You can still enter a range.');
    expect(hint.fromPlaceholder).toBe('');
  });

  it('gives the range of the answer', () => {
    expect(priceHint({ status: 'ready', price: { min: 12.5, max: 1200 }, totalCount: 9 })).toEqual({
      hint: 'These spots cost $12.50 to $1,200 a month.',
      fromPlaceholder: '12',
      toPlaceholder: '1200',
    });
    expect(priceHint({ status: 'ready', price: { min: 59, max: 59 }, totalCount: 1 }).hint).toBe(
      'These spots cost $59 a month.',
    );
  });

  it('tells no results from spots without a price', () => {
    const none = priceHint({ status: 'ready', price: { min: null, max: null }, totalCount: 0 });
    expect(none.hint).toBe('No spot matches the search and filters, so there are no prices to compare.');
    expect(none.fromPlaceholder).toBe('');
    expect(priceHint({ status: 'ready', price: { min: null, max: null }, totalCount: 3 }).hint).toBe(
      'None of these spots has a price yet.',
    );
  });
});
