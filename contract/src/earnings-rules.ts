// What a publisher earns and when it is paid out: the platform's fee on each paid spot invoice, the
// minimum payout, the day payouts run and the test bank account whose payouts fail. Plain values, no
// TypeBox, so the app imports them too; the schemas are contract/earnings.ts's, the settlement the
// simulator's domain/earnings/service.ts.

/** The platform keeps 25% of each paid spot invoice; the publisher earns the rest. */
export const PLATFORM_FEE_RATE = 0.25;

/** A balance below this (USD) is not paid out: it carries over to the next 1st. */
export const PAYOUT_MINIMUM = 50;

/** A payout arrives in the bank account this many days after the 1st it was made on. */
export const PAYOUT_ARRIVAL_DAYS = 2;

/**
 * The test bank account whose payouts fail, as Stripe's test account number 000111111116 does: the
 * onboarding page accepts it, and every payout to it fails and returns the money to the balance.
 */
export const FAILING_BANK_ACCOUNT = { routingNumber: '110000000', accountNumber: '000111111116' } as const;

/** What a failed payout says, in the words of Stripe's `account_closed` failure. */
export const PAYOUT_FAILURE_MESSAGE =
  'The bank account has been closed: the money is back in your balance. Update your payout details.';

/** One earning in whole cents: the fee is rounded to the cent, the net is the rest. */
export function splitCents(grossCents: number): { gross: number; fee: number; net: number } {
  // Rounded on the size, so a reversal (negative gross) reverses exactly what the earning added.
  const fee = Math.sign(grossCents) * Math.round(Math.abs(grossCents) * PLATFORM_FEE_RATE);
  return { gross: grossCents, fee, net: grossCents - fee };
}

/** Dollars to whole cents (an invoice amount is stored as dollars with at most two decimals). */
export const toCents = (dollars: number): number => Math.round(dollars * 100);

/** Whole cents to dollars. */
export const toDollars = (cents: number): number => cents / 100;

/** The 1st of the month after `now` at 00:00 UTC: the next payout day. */
export function nextPayoutDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
}

/** The 1st of the month of `at` at 00:00 UTC. */
export function firstOfMonth(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));
}
