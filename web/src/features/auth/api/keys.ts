// Query keys of the auth feature: the sponsor-side user, under the user scope, so logout drops it.
import { USER_SCOPE_KEY } from '../../../lib/query-client';

export const authKeys = {
  sponsorUser: () => [...USER_SCOPE_KEY, 'sponsor-user'] as const,
};
