// GET sponsor/{sponsorId}/spot/{spotId}/content (content.sponsorContent) — the caller's content on a spot
// (the open one, else the newest ended one). A user who is no sponsor yet, or has nothing on this spot, has
// none: null. Any other failure is the screen's to show.
import { queryOptions } from '@tanstack/react-query';
import type { SpotContent } from '@sponsorspot/contract/sponsor';
import { sponsorContent } from '@sponsorspot/contract/endpoints/content';
import { call } from '../../../lib/api-client';
import { toApiError } from '../../../lib/errors';
import { useSignedInQuery, useSponsorUser } from '../../auth';
import { orderKeys } from './keys';

export async function getMyContent(
  sponsorId: number | null,
  spotId: number,
  signal?: AbortSignal,
): Promise<SpotContent | null> {
  if (sponsorId === null) return null;
  try {
    return await call(sponsorContent, { params: { sponsorId, spotId } }, { signal });
  } catch (error) {
    // None yet: not_found from a route (any 404 of this spec call, whatever its body).
    if (toApiError(error).status === 404) return null;
    throw error;
  }
}

export function myContentQueryOptions(sponsorId: number | null, spotId: number) {
  return queryOptions({
    queryKey: orderKeys.myContent(spotId, sponsorId),
    queryFn: ({ signal }) => getMyContent(sponsorId, spotId, signal),
  });
}

/**
 * The caller's content on the spot: undefined while loading, null when there is none. Waits for the
 * sponsor-side user (publisher/profile) that names the caller's sponsor.
 */
export function useMyContent(spotId: number) {
  const sponsorUser = useSponsorUser();
  const sponsorId = sponsorUser.data?.sponsor?.id ?? null;
  const content = useSignedInQuery({
    ...myContentQueryOptions(sponsorId, spotId),
    enabled: sponsorUser.data !== undefined && spotId > 0,
  });
  return {
    ...content,
    isPending: sponsorUser.isPending || (sponsorUser.data !== null && content.isPending),
    isError: content.isError || sponsorUser.data === null,
  };
}
