// "Notify me" (beyond the spec): GET /sponsor/api/v1/spot/{id}/watch → {spotId, watching}, whether the
// caller waits for a mail when this reserved spot frees; POST asks for it, DELETE stops. Signed-in only.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { SpotWatch } from '@sponsorspot/contract/reservations';
import { api } from '../../../lib/api-client';
import { useSignedInQuery } from '../../auth';
import { orderKeys } from './keys';

export const spotWatchUrl = (id: number) => `/sponsor/api/v1/spot/${id}/watch`;

export function getSpotWatch(id: number, signal?: AbortSignal): Promise<SpotWatch> {
  return api.get<SpotWatch>(spotWatchUrl(id), { signal });
}

export function spotWatchQueryOptions(id: number) {
  return queryOptions({
    queryKey: orderKeys.watch(id),
    queryFn: ({ signal }) => getSpotWatch(id, signal),
  });
}

/** `enabled: false` waits (e.g. until the spot is known to be reserved by someone else). */
export function useSpotWatch(id: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useSignedInQuery({ ...spotWatchQueryOptions(id), enabled: enabled && id > 0 });
}

export function watchSpot({ spotId, watching }: { spotId: number; watching: boolean }): Promise<SpotWatch> {
  return watching ? api.post<SpotWatch>(spotWatchUrl(spotId)) : api.delete<SpotWatch>(spotWatchUrl(spotId));
}

/** Starts (watching: true) or stops a watch; the answer is the new state. */
export function useWatchSpot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: watchSpot,
    onSuccess: (watch) => queryClient.setQueryData(orderKeys.watch(watch.spotId), watch),
  });
}
