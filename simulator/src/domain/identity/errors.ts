// The identity errors, with the stable codes of contract/constants.ts ErrorCode.
import { ErrorCode, type FieldError } from '@sponsorspot/contract/common';
import { ApiError } from '../../lib/errors.js';

export const identityError = {
  invalidCredentials: () =>
    new ApiError(401, ErrorCode.invalidCredentials, 'The email or the password is not right.'),
  emailUnverified: () =>
    new ApiError(
      403,
      ErrorCode.emailUnverified,
      'Verify your email address first: open the link we sent you.',
    ),
  /** `problem` is a whole sentence (contract/identity-rules.ts); `field` is the body's field it is about. */
  weakPassword: (problem: string, field: 'password' | 'newPassword' = 'password') => {
    const details: FieldError[] = [{ field, message: problem }];
    return new ApiError(400, ErrorCode.weakPassword, problem, details);
  },
  currentPasswordWrong: () => {
    const message = 'Your current password is not right.';
    const details: FieldError[] = [{ field: 'currentPassword', message }];
    return new ApiError(400, ErrorCode.currentPasswordWrong, message, details);
  },
  codeInvalid: () => new ApiError(400, ErrorCode.codeInvalid, 'This code is not valid or was already used.'),
  codeExpired: () => new ApiError(400, ErrorCode.codeExpired, 'This code has expired; ask for a new one.'),
  tokenInvalid: () => new ApiError(401, ErrorCode.tokenInvalid, 'The token is not valid.'),
  tokenExpired: () => new ApiError(401, ErrorCode.tokenExpired, 'The token has expired.'),
  sessionRevoked: () => new ApiError(401, ErrorCode.sessionRevoked, 'This session has ended; log in again.'),
  refreshTokenReused: () =>
    new ApiError(
      401,
      ErrorCode.refreshTokenReused,
      'This refresh token was already used; the session has been ended for safety.',
    ),
  rateLimited: (retryAfterSeconds: number) =>
    new ApiError(429, ErrorCode.rateLimited, `Too many attempts; try again in ${retryAfterSeconds} s.`, {
      retryAfterSeconds,
    }),
};
