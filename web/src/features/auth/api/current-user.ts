// GET /presence/api/v1/auth/user — the signed-in user as the identity service knows them.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '@sponsorspot/simulator/contract/presence-auth';
import { api } from '../../../lib/api-client';
import { USER_SCOPE_KEY } from '../../../lib/query-client';

export const CURRENT_USER_URL = '/presence/api/v1/auth/user';

export const currentUserKeys = { detail: () => [...USER_SCOPE_KEY, 'auth-user'] as const };

export function getCurrentUser(signal?: AbortSignal): Promise<CurrentUser> {
  return api.get<CurrentUser>(CURRENT_USER_URL, { signal });
}

export function currentUserQueryOptions() {
  return queryOptions({
    queryKey: currentUserKeys.detail(),
    queryFn: ({ signal }) => getCurrentUser(signal),
  });
}

export function useCurrentUser() {
  return useQuery(currentUserQueryOptions());
}
