// What the price filter says under its fields, and the range its empty fields suggest, for each state of
// the search: loading, failed, or answered (with a price range, with spots none of which is priced, or
// with no spot at all). Pure.
import type { SearchFacets } from '@sponsorspot/contract/sponsor';
import { dollars } from './spot-labels';

export type PriceHintInput =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; price: SearchFacets['price'] | undefined; totalCount: number };

export interface PriceHint {
  hint: string;
  /** The fields' placeholders: the cheapest and dearest whole dollars, or empty when not known. */
  fromPlaceholder: string;
  toPlaceholder: string;
}

const UNKNOWN = { fromPlaceholder: '', toPlaceholder: '' };

export function priceHint(input: PriceHintInput): PriceHint {
  if (input.status === 'loading') return { hint: 'Finding the prices of these spots…', ...UNKNOWN };
  if (input.status === 'error') {
    return {
      hint: 'The prices of these spots could not be loaded. You can still enter a range.',
      ...UNKNOWN,
    };
  }
  const { price, totalCount } = input;
  if (price?.min != null && price.max != null) {
    return {
      hint:
        price.min === price.max
          ? `These spots cost ${dollars(price.min)} a month.`
          : `These spots cost ${dollars(price.min)} to ${dollars(price.max)} a month.`,
      fromPlaceholder: String(Math.floor(price.min)),
      toPlaceholder: String(Math.ceil(price.max)),
    };
  }
  // The range covers the spots the other filters leave; none of them when nothing matches at all.
  return {
    hint:
      totalCount === 0
        ? 'No spot matches the search and filters, so there are no prices to compare.'
        : 'None of these spots has a price yet.',
    ...UNKNOWN,
  };
}
