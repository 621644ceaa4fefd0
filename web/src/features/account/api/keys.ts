// Query keys of the account feature: all the caller's, under the user scope, so logout drops them.
import { USER_SCOPE_KEY } from '../../../lib/query-client';

export const accountKeys = {
  account: () => [...USER_SCOPE_KEY, 'account'] as const,
  billingDetails: () => [...USER_SCOPE_KEY, 'billing-details'] as const,
  invoice: (id: number) => [...USER_SCOPE_KEY, 'invoices', 'detail', id] as const,
  profile: () => [...USER_SCOPE_KEY, 'profile'] as const,
  usage: () => [...USER_SCOPE_KEY, 'usage'] as const,
};
