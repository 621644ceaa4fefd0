// GET publisher/payouts (earnings.payouts) — the publisher's payouts, newest first.
import { queryOptions } from '@tanstack/react-query';
import type { PayoutList } from '@sponsorspot/contract/earnings';
import { payouts } from '@sponsorspot/contract/endpoints/earnings';
import { call } from '../../../lib/api-client';
import { useSignedInQuery } from '../../auth';
import { publisherKeys } from './keys';

export function getPayouts(signal?: AbortSignal): Promise<PayoutList> {
  return call(payouts, {}, { signal });
}

export function payoutsQueryOptions() {
  return queryOptions({
    queryKey: publisherKeys.payouts(),
    queryFn: ({ signal }) => getPayouts(signal),
  });
}

export function usePayouts(options: { enabled?: boolean } = {}) {
  return useSignedInQuery({ ...payoutsQueryOptions(), ...options });
}
