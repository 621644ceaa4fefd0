// POST /sponsor/api/v1/spot/update — a spot's details and status (SPOT_TRANSITIONS; publish requirements and
// the listing capacity are the server's to check).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SpotUpdateBody } from '@sponsorspot/contract/publisher';
import type { Spot } from '@sponsorspot/contract/sponsor';
import { api } from '../../../lib/api-client';
import { USER_SCOPE_KEY } from '../../../lib/query-client';
import { publisherSpotKeys } from './list-publisher-spots';

export const UPDATE_SPOT_URL = '/sponsor/api/v1/spot/update';

export type UpdateSpotInput = SpotUpdateBody;

export function updateSpot(input: UpdateSpotInput): Promise<Spot> {
  return api.post<Spot>(UPDATE_SPOT_URL, input);
}

export function useUpdateSpot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSpot,
    onSuccess: (spot) => {
      queryClient.setQueryData(publisherSpotKeys.detail(spot.id), spot);
      // The lists, the snippet and the listing count (manifest/usage) all follow a status change.
      return queryClient.invalidateQueries({ queryKey: USER_SCOPE_KEY });
    },
  });
}
