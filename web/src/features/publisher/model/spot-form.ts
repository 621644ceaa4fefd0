// The spot form's values, their checks and the request fields they make (docs/publishers.md "Spot rules",
// contract/rules.ts). Pure.
import type { SpotCreateBody } from '@sponsorspot/contract/publisher';
import {
  PRICE_RULE_TEXT,
  SPOT_CURRENCY,
  SPOT_LIMITS,
  SPOT_SIZES,
  formatLocationPath,
  parseSpotProduct,
  priceProblem,
  sampleUrlProblem,
  spotNameProblem,
  spotSizeOf,
  spotSizeProblem,
} from '@sponsorspot/contract/rules';
import type { Spot } from '@sponsorspot/contract/sponsor';

/** What the form holds: text as typed. */
export interface SpotFormValues {
  name: string;
  description: string;
  locationPath: string;
  sampleUrl: string;
  size: string;
  placement: string;
  pricePerMonth: string;
  /** Whether visitors see the spot's daily traffic of the last 90 days on its order page. */
  showAnalytics: boolean;
  /** Whether the publisher approves each decal before it runs (GET publisher/reviews). */
  requiresApproval: boolean;
  /** Whether the snippet shows a visible "Sponsored" after the decal. */
  sponsoredLabel: boolean;
}

export type SpotFormField = keyof SpotFormValues;
export type SpotFormProblems = Partial<Record<SpotFormField, string>>;

/** A spot's fields as the create and update bodies carry them. */
export type SpotFields = Required<SpotCreateBody>;

export const PLACEMENT_MAX = 100;

export const EMPTY_SPOT_FORM: SpotFormValues = {
  name: '',
  description: '',
  locationPath: '',
  sampleUrl: '',
  size: SPOT_SIZES[1].size,
  placement: '',
  pricePerMonth: '',
  showAnalytics: true,
  requiresApproval: true,
  sponsoredLabel: true,
};

/** The form's values for an existing spot (its product read from productJson). */
export function spotFormOf(spot: Spot): SpotFormValues {
  const product = parseSpotProduct(spot.productJson);
  const size = product.width !== null && product.height !== null ? `${product.width}x${product.height}` : '';
  return {
    name: spot.name,
    description: spot.description,
    locationPath: spot.locationPath === '/' ? '' : spot.locationPath,
    sampleUrl: spot.sampleUrl,
    size: size || EMPTY_SPOT_FORM.size,
    placement: product.placement ?? '',
    // A price the rule refuses (old data) reads as none: the form asks for a valid one.
    pricePerMonth: product.pricePerMonth === null ? '' : String(product.pricePerMonth),
    showAnalytics: spot.showAnalytics,
    requiresApproval: spot.requiresApproval,
    sponsoredLabel: spot.sponsoredLabel,
  };
}

/** A choice of the size field: its value (productJson.size) and what a person reads. */
export interface SizeOption {
  size: string;
  label: string;
}

/**
 * The sizes the form offers: the IAB sizes, and the spot's own size when it is another one the size rule
 * accepts (a spot made through the API), so editing a spot shows its size and keeps it.
 */
export function sizeOptionsOf(current: string): SizeOption[] {
  const options: SizeOption[] = SPOT_SIZES.map((option) => ({
    size: option.size,
    label: `${option.name} (${option.size.replace('x', ' × ')})`,
  }));
  const custom = spotSizeOf(current);
  if (custom && !options.some((option) => option.size === current))
    options.push({ size: current, label: `Custom (${custom.width} × ${custom.height})` });
  return options;
}

/** The location path as it will be stored, for the preview beside the field ('' is the default '/'). */
export function locationPathPreview(text: string): string {
  return formatLocationPath(text);
}

/** How the contract's rule (formatLocationPath) will change a typed path, shown before saving. */
export interface LocationPathChange {
  stored: string;
  /** Each change in words: "letters in capitals", "spaces removed", "“.” removed", … */
  changes: string[];
}

/** What saving will do to the typed path; null when it is stored as typed (or left empty for "/"). */
export function locationPathChange(text: string): LocationPathChange | null {
  const stored = formatLocationPath(text);
  if (text === '' || stored === text) return null;
  const changes: string[] = [];
  const upper = text.toUpperCase();
  if (upper !== text) changes.push('letters in capitals');
  // A character the rule drops formats, alone, to the bare root: asked of the rule, not copied from it.
  const isDropped = (char: string) => char !== '/' && formatLocationPath(char) === '/';
  const dropped = [...new Set([...upper].filter(isDropped))];
  if (dropped.some((char) => /\s/.test(char))) changes.push('spaces removed');
  const others = dropped.filter((char) => !/\s/.test(char));
  if (others.length > 0) changes.push(`${others.map((char) => `“${char}”`).join(' ')} removed`);
  const kept = [...upper].filter((char) => !isDropped(char)).join('');
  if (/\/{2,}/.test(kept)) changes.push('repeated slashes made one');
  if (!kept.startsWith('/')) changes.push('a slash added at the start');
  if (/[^/]\/+$/.test(kept)) changes.push('the slash at the end dropped');
  return { stored, changes };
}

/** Digits with an optional decimal part: the only text the price field reads as a number. */
const PRICE_TEXT = /^\d+(\.\d+)?$/;

/**
 * What is wrong with the price as typed, by the contract's price rule (contract/rules.ts priceProblem: US
 * dollars, whole cents, PRICE_LIMITS); null when it is a valid price.
 */
export function priceTextProblem(text: string): string | null {
  const trimmed = text.trim();
  if (!PRICE_TEXT.test(trimmed)) return PRICE_RULE_TEXT;
  return priceProblem(Number(trimmed));
}

/** The price the text states when the price rule accepts it, or null. */
export function parsePrice(text: string): number | null {
  return priceTextProblem(text) === null ? Number(text.trim()) : null;
}

/** What is wrong with the values, field by field; empty when they can be sent. */
export function spotFormProblems(values: SpotFormValues): SpotFormProblems {
  const problems: SpotFormProblems = {};
  const name = spotNameProblem(values.name);
  if (values.name.trim() === '') problems.name = 'Give the spot a name sponsors will recognise.';
  else if (values.name.length > SPOT_LIMITS.name)
    problems.name = `Use at most ${SPOT_LIMITS.name} characters.`;
  else if (name) problems.name = name;
  if (values.description.length > SPOT_LIMITS.description)
    problems.description = `Use at most ${SPOT_LIMITS.description} characters.`;
  if (values.locationPath.length > SPOT_LIMITS.locationPath)
    problems.locationPath = `Use at most ${SPOT_LIMITS.locationPath} characters.`;
  const sample = sampleUrlProblem(values.sampleUrl.trim());
  if (sample) problems.sampleUrl = sample;
  const size = spotSizeProblem(values.size);
  if (size) problems.size = size;
  if (values.placement.length > PLACEMENT_MAX)
    problems.placement = `Use at most ${PLACEMENT_MAX} characters.`;
  const price = priceTextProblem(values.pricePerMonth);
  if (price) problems.pricePerMonth = price;
  return problems;
}

/** The request fields of valid values: the product as JSON, the path as typed (the server formats it). */
export function spotFieldsOf(values: SpotFormValues): SpotFields {
  const price = parsePrice(values.pricePerMonth);
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    locationPath: values.locationPath.trim(),
    sampleUrl: values.sampleUrl.trim(),
    productJson: JSON.stringify({
      placement: values.placement.trim(),
      size: values.size,
      // Valid values always have a price; without one the spot stays an unpriced draft, never free.
      ...(price === null ? {} : { pricePerMonth: price }),
      currency: SPOT_CURRENCY.toUpperCase(),
    }),
    showAnalytics: values.showAnalytics,
    requiresApproval: values.requiresApproval,
    sponsoredLabel: values.sponsoredLabel,
  };
}

/**
 * Which form field a field of the request body is shown at (productJson: the product's first field; its price
 * and currency: the price, whose label names the currency).
 */
const FIELD_OF_BODY: Record<string, SpotFormField> = {
  name: 'name',
  description: 'description',
  locationPath: 'locationPath',
  sampleUrl: 'sampleUrl',
  productJson: 'size',
  'productJson.size': 'size',
  'productJson.pricePerMonth': 'pricePerMonth',
  'productJson.currency': 'pricePerMonth',
  showAnalytics: 'showAnalytics',
  requiresApproval: 'requiresApproval',
  sponsoredLabel: 'sponsoredLabel',
};

/**
 * The server's validation_failed details ([{field, message}]) as messages at the form's fields; fields the
 * form does not show are left out (the caller shows the error's message instead).
 */
export function serverFieldProblems(details: unknown): SpotFormProblems {
  const problems: SpotFormProblems = {};
  if (!Array.isArray(details)) return problems;
  for (const detail of details) {
    if (typeof detail !== 'object' || detail === null) continue;
    const { field, message } = detail as { field?: unknown; message?: unknown };
    if (typeof field !== 'string' || typeof message !== 'string') continue;
    const formField = FIELD_OF_BODY[field];
    if (formField && !problems[formField]) problems[formField] = message;
  }
  return problems;
}
