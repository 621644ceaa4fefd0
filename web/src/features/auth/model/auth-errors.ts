// Words for failed identity calls, by the server's error code (SPEC §8 and the identity service's codes).
// A missing endpoint (404 not_found, as on a backend without the identity service) gets a sentence a person
// understands; a code the app does not know keeps the server's own message.
import { ClientErrorCode, toApiError } from '../../../lib/errors';

export function authErrorMessage(error: unknown, action: string): string {
  const apiError = toApiError(error);
  if (apiError.code === 'not_found' && apiError.status === 404) {
    return `${action} is not available on this server yet (it answered 404 not_found: “${apiError.message}”).`;
  }
  if (apiError.code === 'validation_failed' && Array.isArray(apiError.details)) {
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
  if (whole < 60) return `${whole} second${whole === 1 ? '' : 's'}`;
  const minutes = Math.ceil(whole / 60);
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.ceil(minutes / 60);
  return `${hours} hour${hours === 1 ? '' : 's'}`;
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
    case 'invalid_credentials':
      return {
        kind: 'invalid_credentials',
        message: 'That email and password do not match an account. Check both and try again.',
      };
    case 'email_unverified':
      return {
        kind: 'email_unverified',
        message: 'Your email address is not verified yet. Enter the code from the verification email first.',
      };
    case 'rate_limited': {
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
      return { kind: 'other', message: authErrorMessage(apiError, 'Logging in') };
  }
}

/** Server answers for the other identity forms, in words. */
export function identityErrorMessage(error: unknown, action: string): string {
  const apiError = toApiError(error);
  switch (apiError.code) {
    case 'email_taken':
      return 'An account with this email already exists. Log in, or reset its password.';
    case 'weak_password':
      return `The password is too weak: ${apiError.message}`;
    case 'code_invalid':
      return 'This code is not valid. Check it, or ask for a new one.';
    case 'code_expired':
      return 'This code has expired. Ask for a new one.';
    case 'rate_limited':
      return apiError.retryAfterSeconds !== undefined
        ? `Too many attempts. Try again in ${formatWait(apiError.retryAfterSeconds)}.`
        : 'Too many attempts. Wait a while and try again.';
    case ClientErrorCode.network:
    case ClientErrorCode.timeout:
      return 'Could not reach SponsorSpot. Check your connection and try again.';
    default:
      return authErrorMessage(apiError, action);
  }
}
