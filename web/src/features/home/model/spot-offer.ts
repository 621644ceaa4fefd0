// What an available spot offers, in one line for a card: its size (and the size's name) and its monthly
// price in US dollars, from the spot's productJson (contract/rules.ts parseSpotProduct: a price the price rule
// refuses is none). Pure.
import { parseSpotProduct, SPOT_CURRENCY, SPOT_SIZES } from '@sponsorspot/contract/spot-product';
import { formatMoney } from '../../../lib/format';

export function formatMonthlyPrice(amount: number, currency: string, locale?: string): string | null {
  try {
    return `${formatMoney(amount, currency, { locale })} a month`;
  } catch {
    return null; // not an ISO 4217 code
  }
}

/** e.g. "300 × 250 (Medium rectangle) · $120 a month"; only the parts the product states. */
export function spotOfferLine(productJson: string, locale?: string): string {
  const product = parseSpotProduct(productJson);
  const parts: string[] = [];
  if (product.width !== null && product.height !== null) {
    const named = SPOT_SIZES.find(({ size }) => size === `${product.width}x${product.height}`);
    parts.push(`${product.width} × ${product.height}${named ? ` (${named.name})` : ''}`);
  }
  if (product.pricePerMonth !== null) {
    const price = formatMonthlyPrice(product.pricePerMonth, SPOT_CURRENCY.toUpperCase(), locale);
    if (price) parts.push(price);
  }
  return parts.join(' · ');
}
