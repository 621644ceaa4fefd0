// Query keys of the orders feature: the public spot (anyone's), and the caller's content on a spot (under
// the user scope, so logout drops it).
import { USER_SCOPE_KEY } from '../../../lib/query-client';

export const orderKeys = {
  spots: () => ['order-spot'] as const,
  spot: (spotId: number) => [...orderKeys.spots(), spotId] as const,
  contents: () => [...USER_SCOPE_KEY, 'order-content'] as const,
  content: (spotId: number) => [...orderKeys.contents(), spotId] as const,
};
