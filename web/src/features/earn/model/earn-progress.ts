// Where a person stands in the /earn flow (start → register → connect → publish), from what the app knows:
// whether they are signed in and their publisher's status. Pure.
import { EntityStatus } from '@sponsorspot/contract/constants';
import { BUSINESS_NAME_MAX, hasControlCharacter } from '@sponsorspot/contract/payout-rules';
import type { PayoutAccount } from '@sponsorspot/contract/publisher';
import type { EarnStep } from '../../../config/paths';

export const EARN_STEPS: readonly { step: EarnStep; label: string }[] = [
  { step: 'start', label: 'How it works' },
  { step: 'register', label: 'Your account' },
  { step: 'connect', label: 'Payouts' },
  { step: 'publish', label: 'First spot' },
];

export interface EarnFacts {
  signedIn: boolean;
  /** The publisher's status, or null when the user is not a publisher (or it is not known yet). */
  publisherStatus: EntityStatus | null;
}

const isEarnStep = (value: string): value is EarnStep => EARN_STEPS.some(({ step }) => step === value);

/** The step an /earn path shows (/earn/connect → 'connect'), or null. */
export function stepOfPath(pathname: string): EarnStep | null {
  const match = /^\/earn\/([^/?#]+)\/?$/i.exec(pathname);
  const step = match?.[1]?.toLowerCase() ?? '';
  return isEarnStep(step) ? step : null;
}

export function isConnected(facts: EarnFacts): boolean {
  return facts.publisherStatus === EntityStatus.Active;
}

/** The steps behind the user: an account once signed in, payouts once their publisher is Active. */
export function stepsDone(facts: EarnFacts): Record<EarnStep, boolean> {
  return { start: false, register: facts.signedIn, connect: isConnected(facts), publish: false };
}

/** The first step still ahead after reading how it works. */
export function nextStep(facts: EarnFacts): EarnStep {
  if (!facts.signedIn) return 'register';
  if (!isConnected(facts)) return 'connect';
  return 'publish';
}

/**
 * Where a step sends the user instead of showing itself, or null: a signed-in user skips register, a
 * connected (Active) publisher skips connect unless they came to update their payout details.
 */
export function skipTarget(step: EarnStep, facts: EarnFacts, options: { updating?: boolean } = {}) {
  if (step === 'register' && facts.signedIn) return nextStep(facts);
  if (step === 'connect' && isConnected(facts) && !options.updating) return 'publish';
  return null;
}

/** One sentence on a payout account, for the screens. */
export function payoutAccountSummary(account: PayoutAccount): { tone: 'success' | 'warning'; text: string } {
  if (account.status === EntityStatus.Active && account.payoutsEnabled) {
    const bank = account.bankAccountLast4 ? `, bank account ending ${account.bankAccountLast4}` : '';
    return {
      tone: 'success',
      text: `Payouts are connected for ${account.businessName}${bank}. Your publisher profile is active.`,
    };
  }
  if (account.status === EntityStatus.Disabled) {
    return {
      tone: 'warning',
      text: 'Payouts for this account are disabled. Contact support to enable them again.',
    };
  }
  return {
    tone: 'warning',
    text: 'Payout setup is not finished yet, so your publisher profile stays pending. Connect payouts to continue.',
  };
}

/** Client-side check of the business name, as the server checks it. */
export function businessNameProblem(name: string): string | null {
  const trimmed = name.trim();
  if (!trimmed) return 'Enter the business name sponsors will see.';
  if (trimmed.length > BUSINESS_NAME_MAX) return `Use at most ${BUSINESS_NAME_MAX} characters.`;
  if (hasControlCharacter(trimmed)) return 'Remove the invisible control characters.';
  return null;
}
