// The rules of what a spot sells and where it sits: its size, monthly price and currency (productJson) and
// its location path. Pure, shared by the simulator and the app like rules.ts, which re-exports all of it; a
// module of its own so that the app's landing screens (which read spots' products) bring none of the other
// spot, content and publishing rules with them.
import { DECAL_UPLOAD } from './decal-upload.js';

export const DEFAULT_LOCATION_PATH = '/';

/**
 * Location-path formatting (docs/publishers.md "Spot rules"): upper-case; keep letters, digits, `_`, `-` and
 * `/`; collapse repeated slashes; add a leading slash; drop a trailing slash unless the path is just `/`.
 */
export function formatLocationPath(text: string): string {
  const kept = text.toUpperCase().replace(/[^A-Z0-9_\-/]/g, '');
  const collapsed = kept.replace(/\/{2,}/g, '/');
  const rooted = collapsed.startsWith('/') ? collapsed : `/${collapsed}`;
  return rooted.length > 1 && rooted.endsWith('/') ? rooted.slice(0, -1) : rooted;
}

/**
 * A spot's size, as productJson.size holds it: "WxH" with a lower-case x, the width and height whole CSS
 * pixels from 1 to the largest decal an upload keeps (DECAL_UPLOAD), written without leading zeros, so the
 * text stored is the text every reader (the embed, the AI check, the filters) serves back.
 */
export const SPOT_SIZE_LIMITS = {
  min: 1,
  maxWidth: DECAL_UPLOAD.maxWidth,
  maxHeight: DECAL_UPLOAD.maxHeight,
} as const;
export const SPOT_SIZE_RULE_TEXT =
  `The size must be width x height in whole pixels, such as 300x250: a width from ${SPOT_SIZE_LIMITS.min} to ` +
  `${SPOT_SIZE_LIMITS.maxWidth} and a height from ${SPOT_SIZE_LIMITS.min} to ${SPOT_SIZE_LIMITS.maxHeight}.`;

const SIZE_TEXT = /^([1-9]\d*)x([1-9]\d*)$/;

/** The width and height a size states when the size rule accepts it (SPOT_SIZE_LIMITS), else null. */
export function spotSizeOf(value: unknown): { width: number; height: number } | null {
  const match = typeof value === 'string' ? SIZE_TEXT.exec(value) : null;
  if (!match) return null;
  const width = Number(match[1]);
  const height = Number(match[2]);
  return width <= SPOT_SIZE_LIMITS.maxWidth && height <= SPOT_SIZE_LIMITS.maxHeight
    ? { width, height }
    : null;
}

/** A size's problem, or null when the size rule accepts it (SPOT_SIZE_RULE_TEXT). */
export function spotSizeProblem(value: unknown): string | null {
  return spotSizeOf(value) === null ? SPOT_SIZE_RULE_TEXT : null;
}

/**
 * The size rule on a spot's productJson, as every write and every load of a spot checks it: a size key,
 * whatever its value (null too), must hold a size the rule accepts; a product without one (or text that is
 * not a JSON object, which a write refuses on its own) has no size to check.
 */
export function productSizeProblem(productJson: string): string | null {
  let product: unknown;
  try {
    product = JSON.parse(productJson);
  } catch {
    return null;
  }
  if (product === null || typeof product !== 'object' || !Object.hasOwn(product, 'size')) return null;
  return spotSizeProblem((product as { size: unknown }).size);
}

/** The ad sizes a spot offers (IAB names), width × height in CSS pixels. */
export const SPOT_SIZES = [
  { size: '728x90', name: 'Leaderboard' },
  { size: '300x250', name: 'Medium rectangle' },
  { size: '320x50', name: 'Mobile banner' },
  { size: '160x600', name: 'Wide skyscraper' },
] as const;

/**
 * What a spot sells, as its productJson holds it (the spec call leaves the shape open; this is the
 * product's).
 */
export interface SpotProduct {
  placement: string;
  /** e.g. "300x250" (spotSizeOf) */
  size: string;
  /** US dollars a month, whole cents, PRICE_LIMITS.min to PRICE_LIMITS.max (priceProblem). */
  pricePerMonth: number;
  /** SPOT_CURRENCY in any case, or absent. */
  currency?: string;
}

/**
 * The monthly price of a spot, in US dollars: a JSON number of whole cents from min to max. Every write of a
 * spot checks it (the simulator's spot create/update, the app's spot form, the seed checker), publishing
 * needs it, and reserving and checkout refuse a spot without it (nothing is ever free).
 */
export const PRICE_LIMITS = { min: 1, max: 100_000 } as const;
/** The one currency of spot prices (ISO 4217, lower case as Stripe writes it); a product may leave it out. */
export const SPOT_CURRENCY = 'usd';

const dollars = (amount: number) =>
  `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The price rule in one sentence, e.g. for a form's hint or a field message. */
export const PRICE_RULE_TEXT = `Enter a monthly price from ${dollars(PRICE_LIMITS.min)} to ${dollars(PRICE_LIMITS.max)}, in whole cents.`;
export const CURRENCY_RULE_TEXT = 'Prices are in US dollars (USD).';

/** A monthly price's problem, or null when the rule accepts it (see PRICE_LIMITS). */
export function priceProblem(value: unknown): string | null {
  if (typeof value !== 'number' || !Number.isFinite(value))
    return `The monthly price must be a number of US dollars from ${dollars(PRICE_LIMITS.min)} to ${dollars(PRICE_LIMITS.max)}, such as 25 or 25.50.`;
  if (value < PRICE_LIMITS.min) return `The monthly price must be at least ${dollars(PRICE_LIMITS.min)}.`;
  if (value > PRICE_LIMITS.max) return `The monthly price must be at most ${dollars(PRICE_LIMITS.max)}.`;
  const cents = value * 100;
  const whole = Math.round(cents);
  if (!Number.isInteger(whole) || Math.abs(cents - whole) >= 1e-6)
    return 'The monthly price must be in whole cents: at most two decimals, such as 25.50.';
  return null;
}

/** A product's currency problem, or null: absent (undefined), or SPOT_CURRENCY in any case. */
export function currencyProblem(value: unknown): string | null {
  if (value === undefined) return null;
  return typeof value === 'string' && value.toLowerCase() === SPOT_CURRENCY ? null : CURRENCY_RULE_TEXT;
}

/**
 * The product of a spot's productJson, with the size parsed; null parts when absent or malformed. The size is
 * null unless the size rule accepts it (spotSizeOf), so nothing downstream draws a spot 0 pixels wide; the
 * price is null unless the price rule accepts it and the currency is US dollars (priceProblem,
 * currencyProblem), so nothing downstream bills a price the rule refuses.
 */
export function parseSpotProduct(productJson: string): {
  placement: string | null;
  width: number | null;
  height: number | null;
  pricePerMonth: number | null;
  currency: string | null;
} {
  let value: unknown;
  try {
    value = JSON.parse(productJson);
  } catch {
    value = null;
  }
  const product = (value !== null && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  const size = spotSizeOf(product.size);
  const price = product.pricePerMonth;
  const priced = priceProblem(price) === null && currencyProblem(product.currency) === null;
  return {
    placement: typeof product.placement === 'string' ? product.placement : null,
    width: size?.width ?? null,
    height: size?.height ?? null,
    pricePerMonth: priced ? (price as number) : null,
    currency: typeof product.currency === 'string' ? product.currency : null,
  };
}
