// Query keys of the sponsor feature: the sponsor's contents, under the user scope (logout drops them) and
// apart from the contents the orders feature keeps per spot (['me', 'contents', 'spot', …]).
import { USER_SCOPE_KEY } from '../../../lib/query-client';

export const sponsorKeys = {
  contents: (sponsorId: number | null) => [...USER_SCOPE_KEY, 'contents', 'sponsor', sponsorId] as const,
};
