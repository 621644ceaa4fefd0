import { describe, expect, it } from 'vitest';
import { formatPrice, parseCatalogue } from './catalogue';

const product = (identifier: string, price: number, kind?: 'plan' | 'addon') => ({
  identifier,
  name: identifier,
  kind,
  variants: [{ identifier: `${identifier}-m`, name: 'Monthly', price, currency: 'USD', interval: 'month' }],
});

describe('parseCatalogue', () => {
  it('splits plans and add-ons', () => {
    const text = JSON.stringify({
      version: '1',
      products: [
        product('free', 0, 'plan'),
        product('pro', 29),
        product('extra', 5, 'addon'),
        { nope: true },
      ],
    });
    const catalogue = parseCatalogue(text);
    expect(catalogue?.plans.map((item) => item.identifier)).toEqual(['free', 'pro']);
    expect(catalogue?.addOns.map((item) => item.identifier)).toEqual(['extra']);
  });
  it.each(['', 'not json', '[]', '{"products":5}', 'null'])('refuses %j', (text) =>
    expect(parseCatalogue(text)).toBeNull(),
  );
  it('formats prices', () => {
    expect(formatPrice(product('free', 0))).toBe('Free');
    expect(formatPrice(product('pro', 29))).toBe('$29.00 / month');
  });
});
