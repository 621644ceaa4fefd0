// GET /account/api/v1/account/ — the subscription: level, status, last change, business name. A failed
// fetch gives null.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SubscriptionInfo } from '@sponsorspot/simulator/contract/presence-user';
import { api } from '../../../lib/api-client';
import { USER_SCOPE_KEY } from '../../../lib/query-client';
import { useAccessToken } from '../../auth/model/use-session';

export const ACCOUNT_URL = '/account/api/v1/account/';

export const accountKeys = { detail: () => [...USER_SCOPE_KEY, 'account'] as const };

export async function getAccountInfo(signal?: AbortSignal): Promise<SubscriptionInfo | null> {
  try {
    return await api.get<SubscriptionInfo>(ACCOUNT_URL, { signal });
  } catch {
    return null;
  }
}

export function accountInfoQueryOptions() {
  return queryOptions({ queryKey: accountKeys.detail(), queryFn: ({ signal }) => getAccountInfo(signal) });
}

/** Runs only while logged in (after logout the screen is leaving; no request without a token). */
export function useAccountInfo() {
  const token = useAccessToken();
  return useQuery({ ...accountInfoQueryOptions(), enabled: token !== null });
}
