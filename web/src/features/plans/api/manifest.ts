// GET /account/api/v1/manifest/ — settings; settings.Products is the product catalogue as JSON text.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Manifest } from '@sponsorspot/contract/sponsor';
import { api } from '../../../lib/api-client';
import { parseCatalogue, type Catalogue } from '../model/catalogue';

export const MANIFEST_URL = '/account/api/v1/manifest/';

export const manifestKeys = {
  all: ['manifest'] as const,
  catalogue: () => [...manifestKeys.all, 'catalogue'] as const,
};

/** The catalogue, or null when the manifest cannot be fetched or read. */
export async function getCatalogue(signal?: AbortSignal): Promise<Catalogue | null> {
  const manifest = await api.getOrNull<Manifest>(MANIFEST_URL, { signal });
  const products: unknown = manifest?.settings?.Products;
  return typeof products === 'string' ? parseCatalogue(products) : null;
}

export function catalogueQueryOptions() {
  return queryOptions({
    queryKey: manifestKeys.catalogue(),
    queryFn: ({ signal }) => getCatalogue(signal),
    staleTime: 60 * 60_000,
  });
}

export function useCatalogue() {
  return useQuery(catalogueQueryOptions());
}
