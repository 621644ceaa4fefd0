// POST spot/analytics (figures.analytics) — views, clicks and CTR of the user's spots over a date range
// (docs/publishers.md "The embed and how it counts"). Signed-in only.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { analytics } from '@sponsorspot/contract/endpoints/figures';
import type { AnalyticsBody, AnalyticsResult } from '@sponsorspot/contract/publisher';
import { call } from '../../../lib/api-client';
import { useSignedInQuery } from '../../auth';
import { analyticsKeys } from './keys';

export function getAnalytics(body: AnalyticsBody, signal?: AbortSignal): Promise<AnalyticsResult> {
  return call(analytics, { body }, { signal });
}

export function analyticsQueryOptions(body: AnalyticsBody = {}) {
  return queryOptions({
    queryKey: analyticsKeys.report(body),
    queryFn: ({ signal }) => getAnalytics(body, signal),
    // The figures of the range shown stay while another range loads.
    placeholderData: keepPreviousData,
  });
}

/** `enabled: false` waits (e.g. until the spot asked about is known to be the caller's). */
export function useAnalytics(body: AnalyticsBody = {}, { enabled = true }: { enabled?: boolean } = {}) {
  return useSignedInQuery({ ...analyticsQueryOptions(body), enabled });
}
