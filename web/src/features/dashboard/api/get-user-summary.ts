// GET user/summary/ (users.userSummary) — the signed-in user's counts (spots, reservations, followers,
// following); and the feature's one key factory. Signed-in only.
import { queryOptions } from '@tanstack/react-query';
import * as users from '@sponsorspot/contract/endpoints/users';
import type { UserSummary } from '@sponsorspot/contract/presence-user';
import { call } from '../../../lib/api-client';
import { USER_SCOPE_KEY } from '../../../lib/query-client';
import { useSignedInQuery } from '../../auth';

/** ['me', 'dashboard', ...]: under the user's scope, so logging out drops them. */
export const dashboardKeys = {
  all: [...USER_SCOPE_KEY, 'dashboard'] as const,
  summary: () => [...dashboardKeys.all, 'summary'] as const,
};

export function getUserSummary(signal?: AbortSignal): Promise<UserSummary> {
  return call(users.userSummary, {}, { signal });
}

export function userSummaryQueryOptions() {
  return queryOptions({ queryKey: dashboardKeys.summary(), queryFn: ({ signal }) => getUserSummary(signal) });
}

export function useUserSummary() {
  return useSignedInQuery(userSummaryQueryOptions());
}
