import { ErrorCode } from '@sponsorspot/contract/constants';
import { describe, expect, it } from 'vitest';
import { ApiError, ClientErrorCode } from './errors';
import { shouldRetry } from './query-client';

describe('shouldRetry', () => {
  it.each<[string, number, unknown, boolean]>([
    ['no answer, first failure', 0, new ApiError(ClientErrorCode.network, 'x', 0), true],
    ['a timeout, first failure', 0, new ApiError(ClientErrorCode.timeout, 'x', 0), true],
    ['a 503, first failure', 0, new ApiError(ClientErrorCode.server, 'x', 503), true],
    ['no answer, second failure', 1, new ApiError(ClientErrorCode.network, 'x', 0), false],
    ['a validation error', 0, new ApiError(ErrorCode.validationFailed, 'x', 400), false],
    ['not found', 0, new ApiError(ErrorCode.notFound, 'x', 404), false],
    ['a plain error', 0, new Error('x'), false],
  ])('%s → %s', (_name, failures, error, expected) => expect(shouldRetry(failures, error)).toBe(expected));
});
