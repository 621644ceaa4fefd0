// POST spot/update (publisher.updateSpot) — a spot's details and status (SPOT_TRANSITIONS; publish
// requirements and the listing capacity are the server's to check).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateSpot as updateSpotEndpoint } from '@sponsorspot/contract/endpoints/publisher';
import type { SpotUpdateBody } from '@sponsorspot/contract/publisher';
import type { Spot } from '@sponsorspot/contract/sponsor';
import { call } from '../../../lib/api-client';
import { USER_SCOPE_KEY } from '../../../lib/query-client';
import { publisherKeys } from './keys';

export type UpdateSpotInput = SpotUpdateBody;

export function updateSpot(input: UpdateSpotInput): Promise<Spot> {
  return call(updateSpotEndpoint, { body: input });
}

export function useUpdateSpot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSpot,
    onSuccess: (spot) => {
      queryClient.setQueryData(publisherKeys.spot(spot.id), spot);
      // The lists, the snippet and the listing count (manifest/usage) all follow a status change.
      return queryClient.invalidateQueries({ queryKey: USER_SCOPE_KEY });
    },
  });
}
