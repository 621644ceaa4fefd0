// Query keys of the orders feature, each starting with its resource: the public spot (anyone's) and its
// public figures, and the caller's content on a spot and their watch of it (under the user scope, so logout
// drops them).
import { USER_SCOPE_KEY } from '../../../lib/query-client';

export const orderKeys = {
  spot: (spotId: number) => ['spots', spotId] as const,
  traffic: (spotId: number) => [...orderKeys.spot(spotId), 'traffic'] as const,
  /** The caller's contents on the spot, whoever's sponsor: the sponsor's own list lives apart ('sponsor'). */
  content: (spotId: number) => [...USER_SCOPE_KEY, 'contents', 'spot', spotId] as const,
  myContent: (spotId: number, sponsorId: number | null) => [...orderKeys.content(spotId), sponsorId] as const,
  watch: (spotId: number) => [...USER_SCOPE_KEY, 'watches', spotId] as const,
};
