import { describe, expect, it } from 'vitest';
import { checkYourMailLead, registrationSentNotice } from './registration';

describe('the answer to a registration', () => {
  it('says to check the mail, naming the address', () => {
    expect(registrationSentNotice('new@example.test')).toBe('Check your mail at new@example.test.');
  });

  it('covers a new address and one that has an account, without saying which it is', () => {
    const lead = checkYourMailLead('someone@example.test');
    expect(lead).toMatch(/^Check your mail at someone@example\.test\./);
    expect(lead).toMatch(/new to SponsorSpot.*code/);
    expect(lead).toMatch(/already has an account.*reset its password/);
  });
});
