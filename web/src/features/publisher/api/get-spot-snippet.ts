// GET spot/{id}/snippet (publisher.spotSnippet) — the JavaScript-free HTML snippet of a spot (text/html), for
// a publisher whose features hold Download.HTML (403 feature_required otherwise).
import { queryOptions } from '@tanstack/react-query';
import { spotSnippet } from '@sponsorspot/contract/endpoints/publisher';
import { call } from '../../../lib/api-client';
import { useSignedInQuery } from '../../auth';
import { publisherSpotKeys } from './list-publisher-spots';

export function getSpotSnippet(id: number, signal?: AbortSignal): Promise<string> {
  return call(
    spotSnippet,
    { params: { id } },
    { signal, responseType: 'text', headers: { Accept: 'text/html, application/json' } },
  );
}

export function spotSnippetQueryOptions(id: number) {
  return queryOptions({
    queryKey: publisherSpotKeys.snippet(id),
    queryFn: ({ signal }) => getSpotSnippet(id, signal),
  });
}

/** Ask only for users who hold Download.HTML: others see an upgrade prompt instead. */
export function useSpotSnippet(id: number) {
  return useSignedInQuery(spotSnippetQueryOptions(id));
}
