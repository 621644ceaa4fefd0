// Query keys of the dashboard feature: the caller's counts, under the user scope, so logout drops them.
import { USER_SCOPE_KEY } from '../../../lib/query-client';

export const dashboardKeys = {
  userSummary: () => [...USER_SCOPE_KEY, 'user-summary'] as const,
};
