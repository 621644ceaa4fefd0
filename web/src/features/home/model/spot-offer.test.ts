import { describe, expect, it } from 'vitest';
import { formatMonthlyPrice, spotOfferLine } from './spot-offer';

describe('spotOfferLine', () => {
  it('names the size and the monthly price', () => {
    const product = JSON.stringify({
      placement: 'sidebar',
      size: '300x250',
      pricePerMonth: 120,
      currency: 'USD',
    });
    expect(spotOfferLine(product, 'en-US')).toBe('300 × 250 (Medium rectangle) · $120 a month');
  });

  it('keeps cents when the price has them, and a size without a name; US dollars when no currency is named', () => {
    const product = JSON.stringify({ size: '250x250', pricePerMonth: 9.5, currency: 'usd' });
    expect(spotOfferLine(product, 'en-US')).toBe('250 × 250 · $9.50 a month');
    expect(spotOfferLine(JSON.stringify({ pricePerMonth: 19.99 }), 'en-US')).toBe('$19.99 a month');
  });

  it('leaves out what the product does not state or states wrongly', () => {
    expect(spotOfferLine('{}', 'en-US')).toBe('');
    expect(spotOfferLine('not json', 'en-US')).toBe('');
    expect(spotOfferLine(JSON.stringify({ size: 'big', pricePerMonth: 5, currency: 'ZZZZ' }), 'en-US')).toBe(
      '',
    );
    // A price the contract's rule refuses is not offered: not free, not in another currency.
    for (const pricePerMonth of [-1, 0, 0.5, '10', 1e308, 10.001])
      expect(spotOfferLine(JSON.stringify({ size: '728x90', pricePerMonth, currency: 'USD' }), 'en-US')).toBe(
        '728 × 90 (Leaderboard)',
      );
    expect(
      spotOfferLine(JSON.stringify({ size: '728x90', pricePerMonth: 10, currency: 'EUR' }), 'en-US'),
    ).toBe('728 × 90 (Leaderboard)');
  });

  it('refuses a currency that is not ISO 4217', () => {
    expect(formatMonthlyPrice(5, 'dollars', 'en-US')).toBeNull();
  });
});
