// POST account/subscription/cancel (account.cancelSubscription, at the period's end) and /resume
// (account.resumeSubscription, before it): each answers the account; every signed-in query is refetched, as the plan, usage and invoices may all have changed.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as account from '@sponsorspot/contract/endpoints/account';
import type { AccountDetail } from '@sponsorspot/contract/payments';
import { call } from '../../../lib/api-client';
import { USER_SCOPE_KEY } from '../../../lib/query-client';

export function cancelSubscription(): Promise<AccountDetail> {
  return call(account.cancelSubscription, { body: {} });
}

export function resumeSubscription(): Promise<AccountDetail> {
  return call(account.resumeSubscription, { body: {} });
}

export function useSubscriptionAction(action: 'cancel' | 'resume') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action === 'cancel' ? cancelSubscription : resumeSubscription,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USER_SCOPE_KEY }),
  });
}
