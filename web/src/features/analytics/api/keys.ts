// Query keys of the analytics feature: the caller's reports, one per request body, under the user scope
// (logout drops them).
import type { AnalyticsBody } from '@sponsorspot/contract/publisher';
import { USER_SCOPE_KEY } from '../../../lib/query-client';

export const analyticsKeys = {
  report: (body: AnalyticsBody) => [...USER_SCOPE_KEY, 'analytics', 'report', body] as const,
};
