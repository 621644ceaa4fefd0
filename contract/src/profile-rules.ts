// The profile's rules (POST user/profile/), read by the simulator's schema and route and by the app's form:
// name 1–100 characters, one line; bio up to 500, line breaks allowed; website '' or an http(s) URL up to
// 200; location up to 100, one line. No TypeBox: the app reads them without the schema library.
import { httpUrlOf } from './urls.js';

export const PROFILE_LIMITS = { name: 100, bio: 500, website: 200, location: 100 } as const;

/** Control characters: none in one-line text. */
const CONTROL = '\\u0000-\\u001f\\u007f';
/** Control characters but tab and the line breaks: none in multi-line text. */
const CONTROL_BUT_LINES = '\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f';

/** The patterns the schema checks (JSON Schema `pattern` strings). */
export const PROFILE_PATTERNS = {
  /** One line, at least one character that is not a space. */
  name: `^[^${CONTROL}]*[^\\s${CONTROL}][^${CONTROL}]*$`,
  bio: `^[^${CONTROL_BUT_LINES}]*$`,
  /** '' or an http(s) URL without spaces; `isProfileWebsite` also checks that it parses. */
  website: `^(https?://[^\\s${CONTROL}]+)?$`,
  location: `^[^${CONTROL}]*$`,
} as const;

const ONE_LINE = new RegExp(PROFILE_PATTERNS.location, 'u');
const MULTI_LINE = new RegExp(PROFILE_PATTERNS.bio, 'u');
const WEBSITE = new RegExp(PROFILE_PATTERNS.website, 'u');

/** True when the text holds no control character (one-line fields). */
export const isOneLine = (text: string): boolean => ONE_LINE.test(text);
/** True when the text holds no control character but tabs and line breaks (the bio). */
export const isMultiLineText = (text: string): boolean => MULTI_LINE.test(text);

/** A website as a profile stores it: '' (none) or an absolute http(s) URL. */
export function isProfileWebsite(text: string): boolean {
  return text === '' || (WEBSITE.test(text) && httpUrlOf(text) !== null);
}

// ─── Billing details (GET/POST account/billing_details): the buyer an invoice names ──────────────────────

export const BILLING_LIMITS = { businessName: 120, address: 300, vatId: 20 } as const;

/** ISO 3166-1 alpha-2: the officially assigned codes (249); the app names them with Intl.DisplayNames. */
export const COUNTRY_CODES: readonly string[] = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW ' +
  'BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI ' +
  'FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN ' +
  'IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME ' +
  'MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF ' +
  'PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV ' +
  'SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE ' +
  'YT ZA ZM ZW'
).split(' ');
const COUNTRIES = new Set(COUNTRY_CODES);

export const isCountryCode = (code: string): boolean => COUNTRIES.has(code);

/** A VAT id as stored: capitals and digits, without the spaces, dots and dashes people type. */
export const normalizeVatId = (text: string): string => text.replace(/[\s.-]/g, '').toUpperCase();

/**
 * A VAT id (normalised): its country's two letters, then 2–13 letters or digits, at least one a digit
 * (DE123456789, ATU12345678).
 */
const VAT_ID = /^[A-Z]{2}(?=[A-Z]*\d)[A-Z0-9]{2,13}$/;

export interface BillingDetailsFields {
  businessName: string;
  country: string;
  address: string;
  vatId: string;
}

/** Why a billing field is refused: the code in a validation_failed answer's details, and the app's words. */
export const BILLING_PROBLEMS = {
  business_name_invalid: `A business name is one line of up to ${BILLING_LIMITS.businessName} characters.`,
  country_unknown: 'Choose a country from the list (an ISO 3166-1 code such as DE or US).',
  address_invalid: `An address is up to ${BILLING_LIMITS.address} characters (line breaks allowed).`,
  vat_id_invalid:
    'A VAT id starts with its country’s two letters, then 2 to 13 letters or digits, such as DE123456789.',
} as const;
export type BillingProblem = keyof typeof BILLING_PROBLEMS;

/** Each refused field and why; empty when the details can be saved. '' clears a field. */
export function billingDetailsProblems(
  details: BillingDetailsFields,
): Partial<Record<keyof BillingDetailsFields, BillingProblem>> {
  const problems: Partial<Record<keyof BillingDetailsFields, BillingProblem>> = {};
  const businessName = details.businessName.trim();
  if (businessName.length > BILLING_LIMITS.businessName || !isOneLine(businessName))
    problems.businessName = 'business_name_invalid';
  if (details.country !== '' && !isCountryCode(details.country)) problems.country = 'country_unknown';
  const address = details.address.trim();
  if (address.length > BILLING_LIMITS.address || !isMultiLineText(address))
    problems.address = 'address_invalid';
  const vatId = normalizeVatId(details.vatId);
  if (vatId !== '' && !VAT_ID.test(vatId)) problems.vatId = 'vat_id_invalid';
  return problems;
}
