// GET /sponsor/api/v1/manifest/usage — listings and reservations used and allowed (SPEC §3). A failed fetch
// gives null (SPEC §8).
import { queryOptions } from '@tanstack/react-query';
import type { AccountUsage } from '@sponsorspot/contract/presence-user';
import { api } from '../../../lib/api-client';
import { USER_SCOPE_KEY } from '../../../lib/query-client';
import { useSignedInQuery } from '../../auth';

export const USAGE_URL = '/sponsor/api/v1/manifest/usage';

export const usageKeys = { detail: () => [...USER_SCOPE_KEY, 'usage'] as const };

export function getUsage(signal?: AbortSignal): Promise<AccountUsage | null> {
  return api.getOrNull<AccountUsage>(USAGE_URL, { signal });
}

export function usageQueryOptions() {
  return queryOptions({ queryKey: usageKeys.detail(), queryFn: ({ signal }) => getUsage(signal) });
}

export function useUsage() {
  return useSignedInQuery(usageQueryOptions());
}
