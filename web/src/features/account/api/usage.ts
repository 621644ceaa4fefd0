// GET manifest/usage (sponsorSettings.usage) — listings and reservations used and allowed
// (contract/presence-user.ts AccountUsage). A failed fetch gives null (docs/architecture.md "Errors").
import { queryOptions } from '@tanstack/react-query';
import * as sponsorSettings from '@sponsorspot/contract/endpoints/sponsor-settings';
import type { AccountUsage } from '@sponsorspot/contract/presence-user';
import { callOrNull } from '../../../lib/api-client';
import { useSignedInQuery } from '../../auth';
import { accountKeys } from './keys';

export function getUsage(signal?: AbortSignal): Promise<AccountUsage | null> {
  return callOrNull(sponsorSettings.usage, {}, { signal });
}

export function usageQueryOptions() {
  return queryOptions({ queryKey: accountKeys.usage(), queryFn: ({ signal }) => getUsage(signal) });
}

export function useUsage() {
  return useSignedInQuery(usageQueryOptions());
}
