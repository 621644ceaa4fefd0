import { describe, expect, it } from 'vitest';
import { meetingServiceErrorCode, normaliseProviderError, type ProviderErrorCode } from './provider-errors';

describe('normaliseProviderError', () => {
  it.each<[string, unknown, ProviderErrorCode, string | RegExp]>([
    [
      'hello.js: popup closed',
      { error: { code: 'cancelled', message: 'Login has been cancelled' }, network: 'google' },
      'access_denied',
      'Login has been cancelled',
    ],
    [
      'hello.js: popup blocked',
      { error: { code: 'blocked', message: 'Popup was blocked' } },
      'request_failed',
      'Popup was blocked',
    ],
    [
      'hello.js: unknown network',
      { error: { code: 'invalid_network', message: 'x' } },
      'invalid_request',
      'x',
    ],
    [
      'provider redirect: denied',
      { error: { code: 'access_denied', message: 'The user denied access.' } },
      'access_denied',
      'The user denied access.',
    ],
    ['redirect fields', { error: 'server_error', error_description: 'Down' }, 'server_error', 'Down'],
    ['a catalogue code as it is', { code: 'stale_token', message: 'old' }, 'stale_token', 'old'],
    ['upper case', 'INVALID_TOKEN', 'invalid_token', /not accepted/],
    ['OAuth 2 code', { error: { code: 'unsupported_response_type' } }, 'invalid_request', /refused/],
    ['meeting service 400', { error: { code: 'http_400' } }, 'invalid_request', /refused/],
    ['meeting service 403', { status: 403 }, 'stale_token', /expired/],
    ['meeting service 401', { error: { code: '401' } }, 'invalid_token', /not accepted/],
    ['meeting service 500', { statusCode: 500 }, 'server_error', /problem/],
    ['meeting service 502', 'http_502', 'server_error', /problem/],
    ['an exception', new TypeError('Failed to fetch'), 'request_failed', 'Failed to fetch'],
    ['something unknown', { error: { code: 'weird', message: '' } }, 'server_error', /problem/],
    ['nothing', undefined, 'server_error', /problem/],
  ])('%s', (_name, raw, code, message) => {
    const normalised = normaliseProviderError(raw);
    expect(normalised.code).toBe(code);
    expect(normalised.message).toMatch(message);
  });

  it.each([
    [400, 'invalid_request'],
    [403, 'stale_token'],
    [401, 'invalid_token'],
    [500, 'server_error'],
    [404, 'server_error'],
  ])('meeting service status %i → %s', (status, code) => expect(meetingServiceErrorCode(status)).toBe(code));
});
