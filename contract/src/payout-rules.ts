// The payout onboarding rules (Stripe Connect's hosted onboarding stand-in): the page's address, the
// countries and test bank account it takes, and the check of its form. Plain values, no TypeBox, so the
// app imports them too; the schemas are contract/payouts.ts's.
import { FAILING_BANK_ACCOUNT } from './earnings-rules.js';

/** Countries the stand-in offers (ISO 3166-1 alpha-2 → name), a few of Stripe Connect's. */
export const PAYOUT_COUNTRIES = {
  US: 'United States',
  CA: 'Canada',
  GB: 'United Kingdom',
  IE: 'Ireland',
  DE: 'Germany',
  FR: 'France',
  NL: 'Netherlands',
  ES: 'Spain',
  AU: 'Australia',
  NZ: 'New Zealand',
} as const;
export type PayoutCountry = keyof typeof PAYOUT_COUNTRIES;

export function isPayoutCountry(code: string): code is PayoutCountry {
  return Object.hasOwn(PAYOUT_COUNTRIES, code);
}

/**
 * The test bank account the page accepts, as Stripe's test mode does for US accounts: routing number
 * 110000000 and account number 000123456789 (or FAILING_BANK_ACCOUNT's 000111111116, whose payouts fail).
 * Any other number is refused with a field message.
 */
export const TEST_BANK_ACCOUNT = { routingNumber: '110000000', accountNumber: '000123456789' } as const;

/** Minutes an onboarding link stays usable (Stripe's account links expire after a few minutes too). */
export const ONBOARDING_LINK_MINUTES = 30;

export const BUSINESS_NAME_MAX = 200;

/** Control characters (C0, DEL, C1) never belong in a name. */
export function hasControlCharacter(text: string): boolean {
  return /\p{Cc}/u.test(text);
}

/** The path of an onboarding link on the simulator: /connect/onboarding/{token}. */
export const ONBOARDING_PATH = '/connect/onboarding';

export interface PayoutDetails {
  businessName: string;
  country: PayoutCountry;
  bankAccountLast4: string;
}

/** The onboarding form's fields that are checked (payouts.ts PayoutOnboardingForm is the form's schema). */
type PayoutFormField = 'businessName' | 'country' | 'routingNumber' | 'accountNumber';

export type PayoutFormProblems = Partial<Record<PayoutFormField, string>>;

/** The details to store, or the message for each field that is wrong. Spaces in the numbers are ignored. */
export function checkPayoutDetails(
  form: Partial<Record<PayoutFormField, string>>,
): { ok: true; value: PayoutDetails } | { ok: false; problems: PayoutFormProblems } {
  const problems: PayoutFormProblems = {};
  const businessName = (form.businessName ?? '').trim();
  const country = form.country ?? '';
  const routing = (form.routingNumber ?? '').replace(/\s+/g, '');
  const account = (form.accountNumber ?? '').replace(/\s+/g, '');
  if (!businessName || hasControlCharacter(businessName)) {
    problems.businessName = 'Type the business name sponsors will see.';
  }
  if (!isPayoutCountry(country)) problems.country = 'Choose the country of the bank account.';
  if (routing !== TEST_BANK_ACCOUNT.routingNumber) {
    problems.routingNumber = `Use the test routing number ${TEST_BANK_ACCOUNT.routingNumber}.`;
  }
  if (account !== TEST_BANK_ACCOUNT.accountNumber && account !== FAILING_BANK_ACCOUNT.accountNumber) {
    problems.accountNumber = `Use the test account number ${TEST_BANK_ACCOUNT.accountNumber}.`;
  }
  if (Object.keys(problems).length > 0 || !isPayoutCountry(country)) return { ok: false, problems };
  return { ok: true, value: { businessName, country, bankAccountLast4: account.slice(-4) } };
}
