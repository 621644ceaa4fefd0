// Query keys of the orders feature: the public spot (anyone's) and its public figures, and the caller's
// content on a spot and their watch of it (under the user scope, so logout drops them).
import { USER_SCOPE_KEY } from '../../../lib/query-client';

export const orderKeys = {
  spots: () => ['order-spot'] as const,
  spot: (spotId: number) => [...orderKeys.spots(), spotId] as const,
  traffic: (spotId: number) => [...orderKeys.spot(spotId), 'traffic'] as const,
  contents: () => [...USER_SCOPE_KEY, 'order-content'] as const,
  content: (spotId: number) => [...orderKeys.contents(), spotId] as const,
  watches: () => [...USER_SCOPE_KEY, 'order-watch'] as const,
  watch: (spotId: number) => [...orderKeys.watches(), spotId] as const,
};
