// The spot form's values, their checks and the request fields they make (SPEC §5, contract/rules.ts). Pure.
import type { SpotCreateBody } from '@sponsorspot/contract/publisher';
import {
  SPOT_LIMITS,
  SPOT_SIZES,
  formatLocationPath,
  parseSpotProduct,
  sampleUrlProblem,
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
}

export type SpotFormField = keyof SpotFormValues;
export type SpotFormProblems = Partial<Record<SpotFormField, string>>;

/** A spot's fields as the create and update bodies carry them. */
export type SpotFields = Required<SpotCreateBody>;

export const PLACEMENT_MAX = 100;
/** The currency of every price the form writes (ISO 4217, as the seeded spots write it). */
export const SPOT_CURRENCY = 'USD';

export const EMPTY_SPOT_FORM: SpotFormValues = {
  name: '',
  description: '',
  locationPath: '',
  sampleUrl: '',
  size: SPOT_SIZES[1].size,
  placement: '',
  pricePerMonth: '0',
  showAnalytics: true,
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
    pricePerMonth: String(product.pricePerMonth ?? 0),
    showAnalytics: spot.showAnalytics,
  };
}

/** The location path as it will be stored, for the preview beside the field ('' is the default '/'). */
export function locationPathPreview(text: string): string {
  return formatLocationPath(text);
}

/** A price in whole currency units with up to two decimals, or null when the text is not one. */
export function parsePrice(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(trimmed)) return null;
  return Number(trimmed);
}

/** What is wrong with the values, field by field; empty when they can be sent. */
export function spotFormProblems(values: SpotFormValues): SpotFormProblems {
  const problems: SpotFormProblems = {};
  if (values.name.trim() === '') problems.name = 'Give the spot a name sponsors will recognise.';
  else if (values.name.length > SPOT_LIMITS.name)
    problems.name = `Use at most ${SPOT_LIMITS.name} characters.`;
  if (values.description.length > SPOT_LIMITS.description)
    problems.description = `Use at most ${SPOT_LIMITS.description} characters.`;
  if (values.locationPath.length > SPOT_LIMITS.locationPath)
    problems.locationPath = `Use at most ${SPOT_LIMITS.locationPath} characters.`;
  const sample = sampleUrlProblem(values.sampleUrl.trim());
  if (sample) problems.sampleUrl = sample;
  if (!SPOT_SIZES.some((option) => option.size === values.size)) problems.size = 'Choose one of the sizes.';
  if (values.placement.length > PLACEMENT_MAX)
    problems.placement = `Use at most ${PLACEMENT_MAX} characters.`;
  if (parsePrice(values.pricePerMonth) === null)
    problems.pricePerMonth = 'Enter a price such as 25 or 25.50 (0 for free).';
  return problems;
}

/** The request fields of valid values: the product as JSON, the path as typed (the server formats it). */
export function spotFieldsOf(values: SpotFormValues): SpotFields {
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    locationPath: values.locationPath.trim(),
    sampleUrl: values.sampleUrl.trim(),
    productJson: JSON.stringify({
      placement: values.placement.trim(),
      size: values.size,
      pricePerMonth: parsePrice(values.pricePerMonth) ?? 0,
      currency: SPOT_CURRENCY,
    }),
    showAnalytics: values.showAnalytics,
  };
}

/** Which form field a field of the request body is shown at (productJson: the product's first field). */
const FIELD_OF_BODY: Record<string, SpotFormField> = {
  name: 'name',
  description: 'description',
  locationPath: 'locationPath',
  sampleUrl: 'sampleUrl',
  productJson: 'size',
  showAnalytics: 'showAnalytics',
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
