// The API client's pure parts. Its transport is tested in api-client-xhr.test.ts (axios's XMLHttpRequest
// adapter, the one the browser uses) and by every *-simulator test (axios's Node adapter).
import { describe, expect, it } from 'vitest';
import { serializeParams } from '../src/lib/api-client';
import { ErrorCode } from '@sponsorspot/contract/constants';
import { ApiError, ClientErrorCode, toApiError } from '../src/lib/errors';

describe('serializeParams', () => {
  it.each<[Record<string, unknown>, string]>([
    [{ s: [1, 2] }, 's=1&s=2'],
    [{ status: [2, 3], q: 'blog side' }, 'status=2&status=3&q=blog%20side'],
    [{ a: undefined, b: null, c: 0, d: false }, 'c=0&d=false'],
    [{ ids: [] }, ''],
    [{ 'a&b': 'x=y' }, 'a%26b=x%3Dy'],
    [{ from: new Date('2025-01-02T03:04:05.000Z') }, 'from=2025-01-02T03%3A04%3A05.000Z'],
    [{ s: [1, null, 3] }, 's=1&s=3'],
  ])('%j → %s', (params, expected) => {
    expect(serializeParams(params as Parameters<typeof serializeParams>[0])).toBe(expected);
  });
});

describe('toApiError', () => {
  it('keeps an ApiError as it is', () => {
    const error = new ApiError(ErrorCode.conflict, 'Taken', 409);
    expect(toApiError(error)).toBe(error);
  });
  it('wraps other errors', () => {
    expect(toApiError(new Error('boom'))).toMatchObject({
      code: ClientErrorCode.unexpected,
      message: 'boom',
      status: 0,
    });
    expect(toApiError('nope')).toMatchObject({ code: ClientErrorCode.unexpected, status: 0 });
  });
});
