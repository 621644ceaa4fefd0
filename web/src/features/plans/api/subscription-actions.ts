// POST account/subscription/cancel (at the period's end) and /resume (before it): each answers the
// account; every signed-in query is refetched, as the plan, usage and invoices may all have changed.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountDetail } from '@sponsorspot/contract/payments';
import { api } from '../../../lib/api-client';
import { USER_SCOPE_KEY } from '../../../lib/query-client';

export const CANCEL_URL = '/account/api/v1/account/subscription/cancel';
export const RESUME_URL = '/account/api/v1/account/subscription/resume';

export function cancelSubscription(): Promise<AccountDetail> {
  return api.post<AccountDetail>(CANCEL_URL, {});
}

export function resumeSubscription(): Promise<AccountDetail> {
  return api.post<AccountDetail>(RESUME_URL, {});
}

export function useSubscriptionAction(action: 'cancel' | 'resume') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action === 'cancel' ? cancelSubscription : resumeSubscription,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USER_SCOPE_KEY }),
  });
}
