// Query keys of the earn feature: the caller's payout account, under the user scope, so logout drops it.
import { USER_SCOPE_KEY } from '../../../lib/query-client';

export const earnKeys = {
  payoutAccount: () => [...USER_SCOPE_KEY, 'payout-account'] as const,
};
