// "Notify me" (beyond the spec): GET spot/{id}/watch (reservations.spotWatch) → {spotId, watching}, whether
// the caller waits for a mail when this reserved spot frees; POST asks for it (reservations.watchSpot),
// DELETE stops (reservations.unwatchSpot). Signed-in only.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  spotWatch,
  unwatchSpot,
  watchSpot as watchSpotEndpoint,
} from '@sponsorspot/contract/endpoints/reservations';
import type { SpotWatch } from '@sponsorspot/contract/reservations';
import { call } from '../../../lib/api-client';
import { useSignedInQuery } from '../../auth';
import { orderKeys } from './keys';

export function getSpotWatch(id: number, signal?: AbortSignal): Promise<SpotWatch> {
  return call(spotWatch, { params: { id } }, { signal });
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
  const params = { id: spotId };
  return watching ? call(watchSpotEndpoint, { params }) : call(unwatchSpot, { params });
}

/** Starts (watching: true) or stops a watch; the answer is the new state. */
export function useWatchSpot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: watchSpot,
    onSuccess: (watch) => queryClient.setQueryData(orderKeys.watch(watch.spotId), watch),
  });
}
