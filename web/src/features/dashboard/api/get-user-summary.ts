// GET user/summary/ (users.userSummary) — the signed-in user's counts (spots, reservations, followers,
// following). Signed-in only.
import { queryOptions } from '@tanstack/react-query';
import * as users from '@sponsorspot/contract/endpoints/users';
import type { UserSummary } from '@sponsorspot/contract/presence-user';
import { call } from '../../../lib/api-client';
import { useSignedInQuery } from '../../auth';
import { dashboardKeys } from './keys';

export function getUserSummary(signal?: AbortSignal): Promise<UserSummary> {
  return call(users.userSummary, {}, { signal });
}

export function userSummaryQueryOptions() {
  return queryOptions({
    queryKey: dashboardKeys.userSummary(),
    queryFn: ({ signal }) => getUserSummary(signal),
  });
}

export function useUserSummary() {
  return useSignedInQuery(userSummaryQueryOptions());
}
