import { ErrorCode } from '@sponsorspot/contract/constants';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/errors';
import { passwordChangeFieldError, passwordChangeProblems } from './password-change';

const ACCOUNT = { email: 'maria.lopez@example.com', name: 'Maria Lopez' };
const GOOD = 'quiet harbour lantern 42';

describe('passwordChangeProblems', () => {
  it('accepts a current password and a good new one typed twice', () => {
    expect(
      passwordChangeProblems({ currentPassword: 'old', newPassword: GOOD, confirmation: GOOD }, ACCOUNT),
    ).toEqual({});
  });

  it('asks for each field, with the registration rules for the new password', () => {
    const problems = passwordChangeProblems(
      { currentPassword: '', newPassword: 'short', confirmation: '' },
      ACCOUNT,
    );
    expect(problems.currentPassword).toBe('Enter your current password.');
    expect(problems.newPassword).toMatch(/at least 12 characters/);
    expect(problems.confirmation).toBe('Type the new password again.');
  });

  it("refuses a new password built from the account's name, and a confirmation that differs", () => {
    const problems = passwordChangeProblems(
      { currentPassword: 'old', newPassword: 'maria lopez 2026!', confirmation: 'maria lopez 2026' },
      ACCOUNT,
    );
    expect(problems.newPassword).toMatch(/email address or your name/);
    expect(problems.confirmation).toBe('The two passwords are not the same.');
  });
});

describe('passwordChangeFieldError', () => {
  it('puts a wrong current password on its field', () => {
    const error = new ApiError(ErrorCode.currentPasswordWrong, 'Your current password is not right.', 400);
    expect(passwordChangeFieldError(error)?.field).toBe('currentPassword');
  });

  it("puts the server's refusal of the new password, in its words, on the new password", () => {
    const error = new ApiError(ErrorCode.weakPassword, 'This password is one of the most used ones.', 400);
    expect(passwordChangeFieldError(error)).toEqual({
      field: 'newPassword',
      message: 'This password is one of the most used ones.',
    });
  });

  it('leaves the other failures to the form alert', () => {
    expect(passwordChangeFieldError(new ApiError(ErrorCode.rateLimited, 'Too many.', 429))).toBeNull();
  });
});
