// GET /sponsor/api/v1/manifest/usage — listings and reservations used and allowed (SPEC §3). A failed fetch
// gives null (SPEC §8).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountUsage } from '@sponsorspot/simulator/contract/presence-user';
import { api } from '../../../lib/api-client';
import { USER_SCOPE_KEY } from '../../../lib/query-client';
import { useAccessToken } from '../../auth/model/use-session';

export const USAGE_URL = '/sponsor/api/v1/manifest/usage';

export const usageKeys = { detail: () => [...USER_SCOPE_KEY, 'usage'] as const };

export async function getUsage(signal?: AbortSignal): Promise<AccountUsage | null> {
  try {
    return await api.get<AccountUsage>(USAGE_URL, { signal });
  } catch {
    return null;
  }
}

export function usageQueryOptions() {
  return queryOptions({ queryKey: usageKeys.detail(), queryFn: ({ signal }) => getUsage(signal) });
}

/** Runs only while logged in (after logout the screen is leaving; no request without a token). */
export function useUsage() {
  const token = useAccessToken();
  return useQuery({ ...usageQueryOptions(), enabled: token !== null });
}
