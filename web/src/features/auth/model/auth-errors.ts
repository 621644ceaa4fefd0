// Words for failed identity calls, by the contract's error codes (contract/constants.ts ErrorCode, the
// identity service's codes); a code the app does not know keeps the server's own message.
import { ErrorCode } from '@sponsorspot/contract/constants';
import { ClientErrorCode, toApiError } from '../../../lib/errors';
import { formatCount } from '../../../lib/format';

/** The server's message, naming the offending fields of a validation_failed answer. */
export function authErrorMessage(error: unknown): string {
  const apiError = toApiError(error);
  if (apiError.code === ErrorCode.validationFailed && Array.isArray(apiError.details)) {
    const fields = apiError.details
      .map((detail) =>
        typeof detail === 'object' && detail !== null ? (detail as { field?: unknown }).field : null,
      )
      .filter((field): field is string => typeof field === 'string');
    if (fields.length > 0) return `${apiError.message} (check: ${fields.join(', ')})`;
  }
  return apiError.message;
}

/** "2 minutes", "45 seconds", "1 hour". */
export function formatWait(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return formatCount(whole, 'second');
  const minutes = Math.ceil(whole / 60);
  if (minutes < 60) return formatCount(minutes, 'minute');
  const hours = Math.ceil(minutes / 60);
  return formatCount(hours, 'hour');
}

export type LoginProblem =
  | { kind: 'invalid_credentials'; message: string }
  | { kind: 'email_unverified'; message: string }
  | { kind: 'rate_limited'; message: string; retryAfterSeconds: number | null }
  | { kind: 'network'; message: string }
  | { kind: 'other'; message: string };

/** What the login form says for a failed login (and whether it offers verification). */
export function loginProblem(error: unknown): LoginProblem {
  const apiError = toApiError(error);
  switch (apiError.code) {
    case ErrorCode.invalidCredentials:
      return {
        kind: 'invalid_credentials',
        message: 'That email and password do not match an account. Check both and try again.',
      };
    case ErrorCode.emailUnverified:
      return {
        kind: 'email_unverified',
        message: 'Your email address is not verified yet. Enter the code from the verification email first.',
      };
    case ErrorCode.rateLimited: {
      const wait = apiError.retryAfterSeconds ?? null;
      return {
        kind: 'rate_limited',
        retryAfterSeconds: wait,
        message:
          wait !== null
            ? `Too many attempts. Try again in ${formatWait(wait)}.`
            : 'Too many attempts. Wait a while and try again.',
      };
    }
    case ClientErrorCode.network:
    case ClientErrorCode.timeout:
      return {
        kind: 'network',
        message: 'Could not reach SponsorSpot. Check your connection and try again.',
      };
    default:
      return { kind: 'other', message: authErrorMessage(apiError) };
  }
}

/** Server answers for the other identity forms, in words. */
export function identityErrorMessage(error: unknown): string {
  const apiError = toApiError(error);
  switch (apiError.code) {
    case ErrorCode.weakPassword:
      // The server's reason is a whole sentence (contract/identity-rules.ts), e.g. "Use at least 12 characters…".
      return apiError.message;
    case ErrorCode.codeInvalid:
      return 'This code is not valid. Check it, or ask for a new one.';
    case ErrorCode.codeExpired:
      return 'This code has expired. Ask for a new one.';
    case ErrorCode.rateLimited:
      return apiError.retryAfterSeconds !== undefined
        ? `Too many attempts. Try again in ${formatWait(apiError.retryAfterSeconds)}.`
        : 'Too many attempts. Wait a while and try again.';
    case ClientErrorCode.network:
    case ClientErrorCode.timeout:
      return 'Could not reach SponsorSpot. Check your connection and try again.';
    default:
      return authErrorMessage(apiError);
  }
}
