// POST account/subscription/downgrade (account.scheduleDowngrade, an extension) {product, variant}: the
// downgrade waits for the period's end with no checkout and nothing charged; it answers the account. Every
// signed-in query is refetched, as the subscription and its scheduled change show in several places.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as account from '@sponsorspot/contract/endpoints/account';
import type { AccountDetail, PlanChoice } from '@sponsorspot/contract/payments';
import { call } from '../../../lib/api-client';
import { USER_SCOPE_KEY } from '../../../lib/query-client';

export type ScheduleDowngradeInput = PlanChoice;

export function scheduleDowngrade(input: ScheduleDowngradeInput): Promise<AccountDetail> {
  return call(account.scheduleDowngrade, { body: input });
}

export function useScheduleDowngrade() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: scheduleDowngrade,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USER_SCOPE_KEY }),
  });
}
