// POST spot/ (publisher.createSpot) — a new spot (status New/Created) of the caller's publisher.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createSpot as createSpotEndpoint } from '@sponsorspot/contract/endpoints/publisher';
import type { SpotCreateBody } from '@sponsorspot/contract/publisher';
import type { Spot } from '@sponsorspot/contract/sponsor';
import { call } from '../../../lib/api-client';
import { USER_SCOPE_KEY } from '../../../lib/query-client';

export type CreateSpotInput = SpotCreateBody;

export function createSpot(input: CreateSpotInput): Promise<Spot> {
  return call(createSpotEndpoint, { body: input });
}

export function useCreateSpot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSpot,
    // Every spot write moves the user's listing count (manifest/usage) too: refresh all of the user's data.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USER_SCOPE_KEY }),
  });
}
