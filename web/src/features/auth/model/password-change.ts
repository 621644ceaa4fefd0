// The password change's rules (account settings): registration's password rules for the new password, with
// the account's email and name, and which field a server refusal belongs to. Pure.
import { ErrorCode } from '@sponsorspot/contract/constants';
import { toApiError } from '../../../lib/errors';
import { confirmationProblem, passwordProblem, type FieldErrors } from './password-rules';

export type PasswordChangeField = 'currentPassword' | 'newPassword' | 'confirmation';

/** The fields in the order the form shows them: the first in error takes focus. */
export const PASSWORD_CHANGE_FIELDS: readonly PasswordChangeField[] = [
  'currentPassword',
  'newPassword',
  'confirmation',
];

export function passwordChangeProblems(
  input: Record<PasswordChangeField, string>,
  account: { email?: string; name?: string },
): FieldErrors<PasswordChangeField> {
  const problems: FieldErrors<PasswordChangeField> = {};
  if (input.currentPassword === '') problems.currentPassword = 'Enter your current password.';
  const password = passwordProblem(input.newPassword, account);
  if (password) problems.newPassword = password;
  const confirmation = confirmationProblem(input.newPassword, input.confirmation);
  if (confirmation) problems.confirmation = confirmation;
  return problems;
}

/**
 * The field a refusal of the server is about, with its words: a wrong current password, or a new password
 * the server's policy refuses (its common-password list goes beyond the rules above). Null for the others,
 * which the form's alert says.
 */
export function passwordChangeFieldError(
  error: unknown,
): { field: PasswordChangeField; message: string } | null {
  const apiError = toApiError(error);
  if (apiError.code === ErrorCode.currentPasswordWrong) {
    return {
      field: 'currentPassword',
      message: 'This is not your current password. Check it and try again.',
    };
  }
  // The server's reason is a whole sentence (contract/identity-rules.ts).
  if (apiError.code === ErrorCode.weakPassword) return { field: 'newPassword', message: apiError.message };
  return null;
}
