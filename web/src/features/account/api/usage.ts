// GET manifest/usage (sponsorSettings.usage) — listings and reservations used and allowed (SPEC §3). A failed
// fetch gives null (SPEC §8).
import { queryOptions } from '@tanstack/react-query';
import * as sponsorSettings from '@sponsorspot/contract/endpoints/sponsor-settings';
import type { AccountUsage } from '@sponsorspot/contract/presence-user';
import { callOrNull } from '../../../lib/api-client';
import { USER_SCOPE_KEY } from '../../../lib/query-client';
import { useSignedInQuery } from '../../auth';

export const usageKeys = { detail: () => [...USER_SCOPE_KEY, 'usage'] as const };

export function getUsage(signal?: AbortSignal): Promise<AccountUsage | null> {
  return callOrNull(sponsorSettings.usage, {}, { signal });
}

export function usageQueryOptions() {
  return queryOptions({ queryKey: usageKeys.detail(), queryFn: ({ signal }) => getUsage(signal) });
}

export function useUsage() {
  return useSignedInQuery(usageQueryOptions());
}
