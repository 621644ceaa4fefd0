// Query keys of the publisher feature, each starting with its resource under the user scope (logout drops
// them): the publisher's own spots, their earnings and payouts, and the decals waiting for their approval.
import type { EarningsQuery } from '@sponsorspot/contract/earnings';
import { USER_SCOPE_KEY } from '../../../lib/query-client';
import type { PublisherSpotsBody } from '@sponsorspot/contract/publisher';

/** A page of the publisher's spots as the key holds it. */
export type PublisherSpotsParams = Required<Pick<PublisherSpotsBody, 'pageNumber' | 'pageSize'>> & {
  status: NonNullable<PublisherSpotsBody['status']>;
};

export const publisherKeys = {
  spots: () => [...USER_SCOPE_KEY, 'spots'] as const,
  spotList: (params: PublisherSpotsParams) => [...publisherKeys.spots(), 'list', params] as const,
  spot: (id: number) => [...publisherKeys.spots(), 'detail', id] as const,
  snippet: (id: number) => [...publisherKeys.spots(), 'snippet', id] as const,
  earnings: () => [...USER_SCOPE_KEY, 'earnings'] as const,
  earningsOver: (range: EarningsQuery) => [...publisherKeys.earnings(), range] as const,
  payouts: () => [...USER_SCOPE_KEY, 'payouts'] as const,
  reviews: () => [...USER_SCOPE_KEY, 'reviews'] as const,
};
