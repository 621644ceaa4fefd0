import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/errors';
import { formatWait, identityErrorMessage, loginProblem } from './auth-errors';

describe('loginProblem', () => {
  it.each<[ApiError, string, RegExp]>([
    [new ApiError('invalid_credentials', 'x', 401), 'invalid_credentials', /do not match/],
    [new ApiError('email_unverified', 'x', 403), 'email_unverified', /not verified/],
    [new ApiError('rate_limited', 'x', 429, undefined, 125), 'rate_limited', /Try again in 3 minutes\./],
    [new ApiError('rate_limited', 'x', 429), 'rate_limited', /Wait a while/],
    [new ApiError('network_error', 'x', 0), 'network', /Could not reach/],
    [new ApiError('timeout', 'x', 0), 'network', /Could not reach/],
    [new ApiError('server_error', 'Boom', 500), 'other', /Boom/],
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
    expect(identityErrorMessage(new ApiError('email_taken', 'x', 409))).toMatch(/already exists/);
    expect(identityErrorMessage(new ApiError('code_expired', 'x', 400))).toMatch(/expired/);
    expect(identityErrorMessage(new ApiError('code_invalid', 'x', 400))).toMatch(/not valid/);
    expect(identityErrorMessage(new ApiError('weak_password', 'must contain a letter', 400))).toMatch(
      /must contain a letter/,
    );
  });

  it('keeps the server’s sentence for a code it does not word, a 404 included', () => {
    expect(identityErrorMessage(new ApiError('not_found', 'No such route: POST /x', 404))).toBe(
      'No such route: POST /x',
    );
  });
});
