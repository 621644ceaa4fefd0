// GET spot/{id}/traffic (figures.spotTraffic, beyond the spec) — the spot's views, clicks and CTR per day
// over the last 90 days, for anyone while its publisher shows them. Hidden (403 analytics_hidden): null. Any
// other failure is the screen's to show.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ErrorCode } from '@sponsorspot/contract/constants';
import { spotTraffic } from '@sponsorspot/contract/endpoints/figures';
import type { SpotTrafficResult } from '@sponsorspot/contract/publisher';
import { call } from '../../../lib/api-client';
import { toApiError } from '../../../lib/errors';
import { orderKeys } from './keys';

export async function getSpotTraffic(id: number, signal?: AbortSignal): Promise<SpotTrafficResult | null> {
  try {
    return await call(spotTraffic, { params: { id } }, { signal });
  } catch (error) {
    if (toApiError(error).code === ErrorCode.analyticsHidden) return null;
    throw error;
  }
}

export function spotTrafficQueryOptions(id: number) {
  return queryOptions({
    queryKey: orderKeys.traffic(id),
    queryFn: ({ signal }) => getSpotTraffic(id, signal),
  });
}

export function useSpotTraffic(id: number) {
  return useQuery({ ...spotTrafficQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}
