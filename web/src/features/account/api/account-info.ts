// GET account/ (account.account) — the account: subscription info, features, usage, subscriptions and
// invoices. A failed fetch gives null.
import { queryOptions } from '@tanstack/react-query';
import * as account from '@sponsorspot/contract/endpoints/account';
import type { AccountDetail } from '@sponsorspot/contract/payments';
import { callOrNull } from '../../../lib/api-client';
import { useSignedInQuery } from '../../auth';
import { accountKeys } from './keys';

export function getAccountInfo(signal?: AbortSignal): Promise<AccountDetail | null> {
  return callOrNull(account.account, {}, { signal });
}

export function accountInfoQueryOptions() {
  return queryOptions({ queryKey: accountKeys.account(), queryFn: ({ signal }) => getAccountInfo(signal) });
}

export function useAccountInfo() {
  return useSignedInQuery(accountInfoQueryOptions());
}
