// POST spot/content/reserve (reservations.reserve) and spot/content/unreserve (reservations.unreserve)
// {spotContentId, startsOn?, endsOn?} → the SpotContent (contract/src/endpoints/reservations.ts reserve).
// Refusals: 409 spot_unavailable / spot_not_priced / ai_check_required / terms_required, 402
// payment_required, 403 plan_limit_reached / blocked. Either changes the spot's snapshot, the usage and the
// figures.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reserve, unreserve } from '@sponsorspot/contract/endpoints/reservations';
import type { FlightRequest } from '@sponsorspot/contract/flight-rules';
import type { SpotContent } from '@sponsorspot/contract/sponsor';
import { call } from '../../../lib/api-client';
import { USER_SCOPE_KEY } from '../../../lib/query-client';
import { orderKeys } from './keys';

/** Reserves the content for its flight: now and renewing unless the flight says otherwise (extension fields). */
export function reserveContent(spotContentId: number, flight: FlightRequest = {}): Promise<SpotContent> {
  return call(reserve, { body: { spotContentId, ...flight } });
}

export function unreserveContent(spotContentId: number): Promise<SpotContent> {
  return call(unreserve, { body: { spotContentId } });
}

function useContentAction<Input>(action: (input: Input) => Promise<SpotContent>) {
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

export const useReserve = () =>
  useContentAction(({ id, flight }: { id: number; flight?: FlightRequest }) => reserveContent(id, flight));
export const useUnreserve = () => useContentAction(unreserveContent);
