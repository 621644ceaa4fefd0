// Query keys of the marketplace feature: under the spots resource (['spots', …]); the key holds the
// normalised request.
import type { SpotSearchParams } from './search-spots';

export const marketplaceKeys = {
  spotList: (params: SpotSearchParams) => ['spots', 'list', params] as const,
};
