// Query keys of the home feature: under the spots resource (['spots', …]), beside the marketplace's lists.
import type { PagedSearchBody } from '@sponsorspot/contract/common';

export const homeKeys = {
  availableSpots: (params: Required<Pick<PagedSearchBody, 'pageSize'>>) =>
    ['spots', 'available', params] as const,
};
