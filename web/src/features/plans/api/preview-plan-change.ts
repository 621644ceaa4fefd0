// GET account/subscription/preview?product=&variant= (account.previewPlanChange, an extension): what a
// checkout for the variant would charge now and what renews after it, as the simulator computes it, so the
// app states the amount before the card form without working it out. A backend without the call rejects
// with not_offered (lib/api-client.ts): the checkout's own line items still show the amount.
import { queryOptions } from '@tanstack/react-query';
import * as account from '@sponsorspot/contract/endpoints/account';
import type { PlanChangePreview, PlanChoice } from '@sponsorspot/contract/payments';
import { call } from '../../../lib/api-client';
import { useSignedInQuery } from '../../auth';
import { planKeys } from './keys';

export function previewPlanChange(choice: PlanChoice, signal?: AbortSignal): Promise<PlanChangePreview> {
  return call(account.previewPlanChange, { query: choice }, { signal });
}

export function planChangePreviewQueryOptions(choice: PlanChoice) {
  return queryOptions({
    queryKey: planKeys.planChangePreview(choice),
    queryFn: ({ signal }) => previewPlanChange(choice, signal),
    // The amount runs down with the period: a preview is read when the dialog opens, not kept.
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}

export function usePlanChangePreview(choice: PlanChoice) {
  return useSignedInQuery(planChangePreviewQueryOptions(choice));
}
