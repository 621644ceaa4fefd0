// POST spot/content/reserve (reservations.reserve) and spot/content/unreserve (reservations.unreserve)
// {spotContentId} → the SpotContent (DESIGN "Spot content"). Refusals: 409 spot_unavailable /
// spot_not_priced / ai_check_required / terms_required, 402 payment_required, 403 plan_limit_reached /
// blocked. Either changes the spot's snapshot, the usage and the figures.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reserve, unreserve } from '@sponsorspot/contract/endpoints/reservations';
import type { SpotContent } from '@sponsorspot/contract/sponsor';
import { call } from '../../../lib/api-client';
import { USER_SCOPE_KEY } from '../../../lib/query-client';
import { orderKeys } from './keys';

export function reserveContent(spotContentId: number): Promise<SpotContent> {
  return call(reserve, { body: { spotContentId } });
}

export function unreserveContent(spotContentId: number): Promise<SpotContent> {
  return call(unreserve, { body: { spotContentId } });
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
