// POST /sponsor/api/v1/spot/ — a new spot (status New/Created) of the caller's publisher.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SpotCreateBody } from '@sponsorspot/contract/publisher';
import type { Spot } from '@sponsorspot/contract/sponsor';
import { api } from '../../../lib/api-client';
import { USER_SCOPE_KEY } from '../../../lib/query-client';

export const CREATE_SPOT_URL = '/sponsor/api/v1/spot/';

export type CreateSpotInput = SpotCreateBody;

export function createSpot(input: CreateSpotInput): Promise<Spot> {
  return api.post<Spot>(CREATE_SPOT_URL, input);
}

export function useCreateSpot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSpot,
    // Every spot write moves the user's listing count (manifest/usage) too: refresh all of the user's data.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USER_SCOPE_KEY }),
  });
}
