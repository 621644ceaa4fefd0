// POST /sponsor/api/v1/spot/content/reserve and unreserve {spotContentId} → the SpotContent (DESIGN "Spot
// content"). Refusals: 409 spot_unavailable / ai_check_required / terms_required, 402 payment_required,
// 403 plan_limit_reached / blocked. Either changes the spot's snapshot, the usage and the figures.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SpotContent } from '@sponsorspot/contract/sponsor';
import { api } from '../../../lib/api-client';
import { USER_SCOPE_KEY } from '../../../lib/query-client';
import { orderKeys } from './keys';

export const RESERVE_URL = '/sponsor/api/v1/spot/content/reserve';
export const UNRESERVE_URL = '/sponsor/api/v1/spot/content/unreserve';

export function reserveContent(spotContentId: number): Promise<SpotContent> {
  return api.post<SpotContent>(RESERVE_URL, { spotContentId });
}

export function unreserveContent(spotContentId: number): Promise<SpotContent> {
  return api.post<SpotContent>(UNRESERVE_URL, { spotContentId });
}

function useContentAction(action: (spotContentId: number) => Promise<SpotContent>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSuccess: (content) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.spot(content.spotId) }),
        queryClient.invalidateQueries({ queryKey: USER_SCOPE_KEY }),
      ]),
  });
}

export const useReserve = () => useContentAction(reserveContent);
export const useUnreserve = () => useContentAction(unreserveContent);
