// The app's one QueryClient. Retries only what a retry can fix (no answer, timeouts, 5xx), once.
import { QueryClient } from '@tanstack/react-query';
import { ApiError, ClientErrorCode } from './errors';

const RETRYABLE = new Set<string>([ClientErrorCode.network, ClientErrorCode.timeout]);

export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1) return false;
  if (!(error instanceof ApiError)) return false;
  return RETRYABLE.has(error.code) || error.status >= 500;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();

/**
 * The first part of every query key that belongs to the signed-in user (their sponsor-side profile, usage,
 * profile, subscription): logout removes everything under it at once.
 */
export const USER_SCOPE_KEY = ['me'] as const;
