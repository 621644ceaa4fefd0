// The specs call the API through the contract's declarations, as the app does: the method and the path
// (its parameters filled in and escaped) come from the endpoint, the input is typed by its schemas, and
// `json` types the answer by them. No spec types a URL, or the shape of an answer, a second time.
import type { APIRequestContext, APIResponse } from '@playwright/test';
import {
  endpointUrl,
  type Endpoint,
  type EndpointInput,
  type EndpointOutput,
  type NoInput,
} from '@sponsorspot/contract/endpoint';

export interface CallOptions {
  headers?: Record<string, string>;
}

/** A call's arguments: its input (left out when the endpoint takes none) and per-request options. */
export type CallArgs<E extends Endpoint> =
  NoInput<E> extends true
    ? [input?: EndpointInput<E>, options?: CallOptions]
    : [input: EndpointInput<E>, options?: CallOptions];

declare const answeredBy: unique symbol;

/** Playwright's response, carrying in its type (only) the endpoint that answered, so `json` can type it. */
export type EndpointResponse<E extends Endpoint> = APIResponse & { readonly [answeredBy]?: E };

type QueryValue = string | number | boolean | null | undefined;

interface AnyInput {
  params?: Readonly<Record<string, string | number>>;
  query?: Record<string, QueryValue | readonly QueryValue[]>;
  body?: unknown;
}

/** The query string as the simulator reads it (the app's serializer): arrays repeat the key, nulls are left out. */
function searchParams(query: NonNullable<AnyInput['query']>): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    for (const item of Array.isArray(value) ? value : [value])
      if (item !== null && item !== undefined) search.append(key, String(item));
  return search;
}

/**
 * Calls one endpoint with `api` (its base URL and headers) and answers Playwright's response, whatever its
 * status: the spec asserts on it. The body goes as JSON, or as multipart when it is a FormData.
 */
export function callApi<E extends Endpoint>(
  api: APIRequestContext,
  endpoint: E,
  ...[input, options]: CallArgs<E>
): Promise<EndpointResponse<E>> {
  const { params, query, body } = (input ?? {}) as AnyInput;
  return api.fetch(endpointUrl(endpoint, params), {
    method: endpoint.method,
    params: query && searchParams(query),
    ...(body instanceof FormData ? { multipart: body } : { data: body }),
    headers: options?.headers,
  });
}

/** The body of an endpoint's answer, typed as its success answer (check the status first where it may fail). */
export async function json<E extends Endpoint>(
  response: EndpointResponse<E> | Promise<EndpointResponse<E>>,
): Promise<EndpointOutput<E>> {
  return (await (await response).json()) as EndpointOutput<E>;
}
