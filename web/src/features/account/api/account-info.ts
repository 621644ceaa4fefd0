// GET account/ (account.account) — the account: subscription info, features, usage, subscriptions and
// invoices. A failed fetch gives null.
import { queryOptions } from '@tanstack/react-query';
import * as account from '@sponsorspot/contract/endpoints/account';
import type { AccountDetail } from '@sponsorspot/contract/payments';
import { callOrNull } from '../../../lib/api-client';
import { USER_SCOPE_KEY } from '../../../lib/query-client';
import { useSignedInQuery } from '../../auth';

export const accountKeys = { detail: () => [...USER_SCOPE_KEY, 'account'] as const };

export function getAccountInfo(signal?: AbortSignal): Promise<AccountDetail | null> {
  return callOrNull(account.account, {}, { signal });
}

export function accountInfoQueryOptions() {
  return queryOptions({ queryKey: accountKeys.detail(), queryFn: ({ signal }) => getAccountInfo(signal) });
}

export function useAccountInfo() {
  return useSignedInQuery(accountInfoQueryOptions());
}
