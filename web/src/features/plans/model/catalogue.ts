// The product catalogue of the manifest (settings.Products, JSON text): the plans and add-ons. Pure.
import type { Product, ProductCatalogue } from '@sponsorspot/contract/sponsor';
import { formatMoney } from '../../../lib/format';

export interface Catalogue {
  version: string;
  plans: Product[];
  addOns: Product[];
}

function isProduct(value: unknown): value is Product {
  if (typeof value !== 'object' || value === null) return false;
  const product = value as Partial<Product>;
  return (
    typeof product.identifier === 'string' &&
    typeof product.name === 'string' &&
    Array.isArray(product.variants)
  );
}

/** Reads settings.Products; null when it is not a catalogue. Products without a kind count as plans. */
export function parseCatalogue(text: string): Catalogue | null {
  let parsed: Partial<ProductCatalogue>;
  try {
    parsed = JSON.parse(text) as Partial<ProductCatalogue>;
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || !Array.isArray(parsed.products)) return null;
  const products = parsed.products.filter(isProduct);
  return {
    version: typeof parsed.version === 'string' ? parsed.version : '',
    plans: products.filter((product) => product.kind !== 'addon'),
    addOns: products.filter((product) => product.kind === 'addon'),
  };
}

/** "$12.00 / month", "Free". */
export function formatPrice(product: Product): string {
  const variant = product.variants[0];
  if (!variant || variant.price === 0) return 'Free';
  const amount = formatMoney(variant.price, variant.currency, { cents: 'always' });
  return `${amount} / ${variant.interval || 'month'}`;
}
