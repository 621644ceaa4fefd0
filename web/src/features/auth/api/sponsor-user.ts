// GET publisher/profile (sponsorSettings.publisherProfile) — the sponsor-side user: whether the user is a
// publisher and/or a sponsor (docs/architecture.md "Statuses, live and available"). A failed fetch gives null
// (docs/architecture.md "Errors"); the screens say so.
import { queryOptions } from '@tanstack/react-query';
import * as sponsorSettings from '@sponsorspot/contract/endpoints/sponsor-settings';
import type { SponsorSideUser } from '@sponsorspot/contract/presence-user';
import { callOrNull } from '../../../lib/api-client';
import { useSignedInQuery } from '../hooks/use-signed-in-query';
import { authKeys } from './keys';

export function getSponsorUser(signal?: AbortSignal): Promise<SponsorSideUser | null> {
  return callOrNull(sponsorSettings.publisherProfile, {}, { signal });
}

export function sponsorUserQueryOptions() {
  return queryOptions({
    queryKey: authKeys.sponsorUser(),
    queryFn: ({ signal }) => getSponsorUser(signal),
    staleTime: 5 * 60_000,
  });
}

/** Fetched only while logged in; `data` is undefined while loading and null when the fetch failed. */
export function useSponsorUser() {
  return useSignedInQuery(sponsorUserQueryOptions());
}
