// GET manifest/ (account.manifest) — settings; settings.Products is the product catalogue as JSON text.
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as account from '@sponsorspot/contract/endpoints/account';
import { callOrNull } from '../../../lib/api-client';
import { parseCatalogue, type Catalogue } from '../model/catalogue';
import { planKeys } from './keys';

/** The catalogue, or null when the manifest cannot be fetched or read. */
export async function getCatalogue(signal?: AbortSignal): Promise<Catalogue | null> {
  const manifest = await callOrNull(account.manifest, {}, { signal });
  const products: unknown = manifest?.settings?.Products;
  return typeof products === 'string' ? parseCatalogue(products) : null;
}

export function catalogueQueryOptions() {
  return queryOptions({
    queryKey: planKeys.catalogue(),
    queryFn: ({ signal }) => getCatalogue(signal),
    staleTime: 60 * 60_000,
  });
}

export function useCatalogue() {
  return useQuery(catalogueQueryOptions());
}
