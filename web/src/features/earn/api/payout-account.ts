// GET account/stripe_account (account.payoutAccount) — the signed-in user's payout account: null before they
// first connect payouts (404); any other failure is the query's error, which the screens show with "Try again".
import { queryOptions } from '@tanstack/react-query';
import * as account from '@sponsorspot/contract/endpoints/account';
import type { PayoutAccount } from '@sponsorspot/contract/publisher';
import { call } from '../../../lib/api-client';
import { toApiError } from '../../../lib/errors';
import { useSignedInQuery } from '../../auth';
import { earnKeys } from './keys';

export async function getPayoutAccount(signal?: AbortSignal): Promise<PayoutAccount | null> {
  try {
    return await call(account.payoutAccount, {}, { signal });
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
