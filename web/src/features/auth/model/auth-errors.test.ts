import { ErrorCode } from '@sponsorspot/contract/constants';
import { describe, expect, it } from 'vitest';
import { ApiError, ClientErrorCode } from '../../../lib/errors';
import { formatWait, identityErrorMessage, loginProblem } from './auth-errors';

describe('loginProblem', () => {
  it.each<[ApiError, string, RegExp]>([
    [new ApiError(ErrorCode.invalidCredentials, 'x', 401), 'invalid_credentials', /do not match/],
    [new ApiError(ErrorCode.emailUnverified, 'x', 403), 'email_unverified', /not verified/],
    [
      new ApiError(ErrorCode.rateLimited, 'x', 429, undefined, 125),
      'rate_limited',
      /Try again in 3 minutes\./,
    ],
    [new ApiError(ErrorCode.rateLimited, 'x', 429), 'rate_limited', /Wait a while/],
    [new ApiError(ClientErrorCode.network, 'x', 0), 'network', /Could not reach/],
    [new ApiError(ClientErrorCode.timeout, 'x', 0), 'network', /Could not reach/],
    [new ApiError(ClientErrorCode.server, 'Boom', 500), 'other', /Boom/],
  ])('%s', (error, kind, message) => {
    const problem = loginProblem(error);
    expect(problem.kind).toBe(kind);
    expect(problem.message).toMatch(message);
  });

  it.each([
    [1, '1 second'],
    [45, '45 seconds'],
    [60, '1 minute'],
    [61, '2 minutes'],
    [3600, '1 hour'],
    [3601, '2 hours'],
  ])('formatWait(%i) = %s', (seconds, text) => expect(formatWait(seconds)).toBe(text));

  it('words the other forms’ codes', () => {
    expect(identityErrorMessage(new ApiError(ErrorCode.codeExpired, 'x', 400))).toMatch(/expired/);
    expect(identityErrorMessage(new ApiError(ErrorCode.codeInvalid, 'x', 400))).toMatch(/not valid/);
    const reason = 'Use at least 12 characters (spaces in a row count as one).';
    expect(identityErrorMessage(new ApiError(ErrorCode.weakPassword, reason, 400))).toBe(reason);
  });

  it('keeps the server’s sentence for a code it does not word, a 404 included', () => {
    expect(identityErrorMessage(new ApiError(ErrorCode.notFound, 'No such route: POST /x', 404))).toBe(
      'No such route: POST /x',
    );
  });
});
