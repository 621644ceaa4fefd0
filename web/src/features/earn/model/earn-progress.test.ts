import { EntityStatus } from '@sponsorspot/contract/constants';
import type { PayoutAccount } from '@sponsorspot/contract/publisher';
import { describe, expect, it } from 'vitest';
import {
  businessNameProblem,
  nextStep,
  payoutAccountSummary,
  skipTarget,
  stepOfPath,
  stepsDone,
  type EarnFacts,
} from './earn-progress';

const visitor: EarnFacts = { signedIn: false, publisherStatus: null };
const newUser: EarnFacts = { signedIn: true, publisherStatus: null };
const pending: EarnFacts = { signedIn: true, publisherStatus: EntityStatus.Pending };
const active: EarnFacts = { signedIn: true, publisherStatus: EntityStatus.Active };

const account: PayoutAccount = {
  id: 'acct_1',
  status: EntityStatus.Active,
  detailsSubmitted: true,
  payoutsEnabled: true,
  businessName: 'Bramble Garden Club',
  country: 'US',
  bankAccountLast4: '6789',
};

describe('earn progress', () => {
  it('reads the step from the path', () => {
    expect(stepOfPath('/earn/connect')).toBe('connect');
    expect(stepOfPath('/earn/Publish/')).toBe('publish');
    expect(stepOfPath('/earn')).toBeNull();
    expect(stepOfPath('/earn/elsewhere')).toBeNull();
    expect(stepOfPath('/marketplace')).toBeNull();
  });

  it('goes register → connect → publish', () => {
    expect(nextStep(visitor)).toBe('register');
    expect(nextStep(newUser)).toBe('connect');
    expect(nextStep(pending)).toBe('connect');
    expect(nextStep({ ...active, publisherStatus: EntityStatus.Disabled })).toBe('connect');
    expect(nextStep(active)).toBe('publish');
  });

  it('marks the account step done once signed in and payouts once Active', () => {
    expect(stepsDone(visitor)).toEqual({ start: false, register: false, connect: false, publish: false });
    expect(stepsDone(pending)).toEqual({ start: false, register: true, connect: false, publish: false });
    expect(stepsDone(active)).toEqual({ start: false, register: true, connect: true, publish: false });
  });

  it('skips register when signed in and connect when connected, unless updating', () => {
    expect(skipTarget('register', visitor)).toBeNull();
    expect(skipTarget('register', newUser)).toBe('connect');
    expect(skipTarget('register', active)).toBe('publish');
    expect(skipTarget('connect', pending)).toBeNull();
    expect(skipTarget('connect', active)).toBe('publish');
    expect(skipTarget('connect', active, { updating: true })).toBeNull();
    expect(skipTarget('publish', visitor)).toBeNull();
    expect(skipTarget('start', active)).toBeNull();
  });

  it('summarises a payout account', () => {
    expect(payoutAccountSummary(account)).toEqual({
      tone: 'success',
      text: 'Payouts are connected for Bramble Garden Club, bank account ending 6789. Your publisher profile is active.',
    });
    const unfinished = { ...account, status: EntityStatus.Pending, payoutsEnabled: false } as const;
    expect(payoutAccountSummary(unfinished).tone).toBe('warning');
    expect(payoutAccountSummary(unfinished).text).toMatch(/stays pending/);
  });

  it('checks the business name as the server does', () => {
    expect(businessNameProblem('  ')).toBe('Enter the business name sponsors will see.');
    expect(businessNameProblem('x'.repeat(201))).toBe('Use at most 200 characters.');
    expect(businessNameProblem('Bad\u0007name')).toBe('Remove the invisible control characters.');
    expect(businessNameProblem(' Bramble ')).toBeNull();
  });
});
