// GET sponsor/{sponsorId}/content (content.sponsorContents) — every content of the caller's sponsor, in every
// status, newest first, with its spot's name. A user who is no sponsor yet has none (an empty list).
import { queryOptions } from '@tanstack/react-query';
import type { SponsorContents } from '@sponsorspot/contract/content';
import { sponsorContents } from '@sponsorspot/contract/endpoints/content';
import { call } from '../../../lib/api-client';
import { useSignedInQuery, useSponsorUser } from '../../auth';
import { sponsorKeys } from './keys';

export function listContents(sponsorId: number | null, signal?: AbortSignal): Promise<SponsorContents> {
  if (sponsorId === null) return Promise.resolve({ contents: [] });
  return call(sponsorContents, { params: { sponsorId } }, { signal });
}

export function contentsQueryOptions(sponsorId: number | null) {
  return queryOptions({
    queryKey: sponsorKeys.contents(sponsorId),
    queryFn: ({ signal }) => listContents(sponsorId, signal),
  });
}

/** Waits for the sponsor-side user that names the caller's sponsor; fails when that could not be read. */
export function useSponsorContents() {
  const sponsorUser = useSponsorUser();
  const contents = useSignedInQuery({
    ...contentsQueryOptions(sponsorUser.data?.sponsor?.id ?? null),
    enabled: sponsorUser.data !== undefined && sponsorUser.data !== null,
  });
  return {
    data: contents.data,
    error: contents.error,
    isPending: sponsorUser.isPending || (sponsorUser.data !== null && contents.isPending),
    isError: contents.isError || sponsorUser.data === null,
    refetch: () => Promise.all([sponsorUser.refetch(), contents.refetch()]),
  };
}
