// GET /account/api/v1/account/stripe_account — the signed-in user's payout account: null before they first
// connect payouts (404); any other failure is the query's error, which the screens show with "Try again".
import { queryOptions } from '@tanstack/react-query';
import type { PayoutAccount } from '@sponsorspot/contract/publisher';
import { api } from '../../../lib/api-client';
import { toApiError } from '../../../lib/errors';
import { USER_SCOPE_KEY } from '../../../lib/query-client';
import { useSignedInQuery } from '../../auth';

export const PAYOUT_ACCOUNT_URL = '/account/api/v1/account/stripe_account';

/** The earn feature's query keys. */
export const earnKeys = {
  all: [...USER_SCOPE_KEY, 'earn'] as const,
  payoutAccount: () => [...earnKeys.all, 'payout-account'] as const,
};

export async function getPayoutAccount(signal?: AbortSignal): Promise<PayoutAccount | null> {
  try {
    return await api.get<PayoutAccount>(PAYOUT_ACCOUNT_URL, { signal });
  } catch (error) {
    if (toApiError(error).status === 404) return null;
    throw error;
  }
}

export function payoutAccountQueryOptions() {
  return queryOptions({
    queryKey: earnKeys.payoutAccount(),
    queryFn: ({ signal }) => getPayoutAccount(signal),
  });
}

/** Off for a user who is not a publisher: they have no payout account before publisher/connect. */
export function usePayoutAccount({ isPublisher }: { isPublisher: boolean }) {
  return useSignedInQuery({ ...payoutAccountQueryOptions(), enabled: isPublisher });
}
