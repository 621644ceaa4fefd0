// GET publisher/earnings (earnings.earnings) — the publisher's earnings per month per spot over a range
// (default the last 12 months), the balance and the next payout day.
import { queryOptions } from '@tanstack/react-query';
import type { EarningsQuery, EarningsResult } from '@sponsorspot/contract/earnings';
import { earnings } from '@sponsorspot/contract/endpoints/earnings';
import { call } from '../../../lib/api-client';
import { useSignedInQuery } from '../../auth';
import { publisherKeys } from './keys';

export function getEarnings(range: EarningsQuery, signal?: AbortSignal): Promise<EarningsResult> {
  return call(earnings, { query: range }, { signal });
}

export function earningsQueryOptions(range: EarningsQuery = {}) {
  return queryOptions({
    queryKey: publisherKeys.earningsOver(range),
    queryFn: ({ signal }) => getEarnings(range, signal),
  });
}

export function useEarnings(range: EarningsQuery = {}, options: { enabled?: boolean } = {}) {
  return useSignedInQuery({ ...earningsQueryOptions(range), ...options });
}
