// GET and POST account/billing_details (invoices.billingDetails, invoices.saveBillingDetails) — the business
// name, country, address and VAT id the invoices issued from now name. Not offered by a backend with only the
// spec's calls.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import * as invoices from '@sponsorspot/contract/endpoints/invoices';
import type { BillingDetails } from '@sponsorspot/contract/invoices';
import { call } from '../../../lib/api-client';
import { useSignedInQuery } from '../../auth';
import { accountKeys } from './keys';

export function getBillingDetails(signal?: AbortSignal): Promise<BillingDetails> {
  return call(invoices.billingDetails, {}, { signal });
}

export function billingDetailsQueryOptions() {
  return queryOptions({
    queryKey: accountKeys.billingDetails(),
    queryFn: ({ signal }) => getBillingDetails(signal),
  });
}

export function useBillingDetails() {
  return useSignedInQuery(billingDetailsQueryOptions());
}

export function saveBillingDetails(details: BillingDetails): Promise<BillingDetails> {
  return call(invoices.saveBillingDetails, { body: details }, { validateStatus: (status) => status === 200 });
}

export function useSaveBillingDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBillingDetails,
    onSuccess: (saved) => queryClient.setQueryData(accountKeys.billingDetails(), saved),
  });
}
