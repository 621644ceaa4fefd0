// GET spot/{id}/snippet (publisher.spotSnippet) — the JavaScript-free HTML snippet of a spot (text/html), for
// every publisher of the spot whatever the plan. Its HTML file download is ./download-spot-file.ts.
import { queryOptions } from '@tanstack/react-query';
import { spotSnippet } from '@sponsorspot/contract/endpoints/publisher';
import { call } from '../../../lib/api-client';
import { useSignedInQuery } from '../../auth';
import { publisherKeys } from './keys';

export function getSpotSnippet(id: number, signal?: AbortSignal): Promise<string> {
  return call(
    spotSnippet,
    { params: { id } },
    { signal, responseType: 'text', headers: { Accept: 'text/html, application/json' } },
  );
}

export function spotSnippetQueryOptions(id: number) {
  return queryOptions({
    queryKey: publisherKeys.snippet(id),
    queryFn: ({ signal }) => getSpotSnippet(id, signal),
  });
}

export function useSpotSnippet(id: number) {
  return useSignedInQuery(spotSnippetQueryOptions(id));
}
