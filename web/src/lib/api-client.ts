// The one axios instance of the app: base URL, credentials, tenant header, bearer token, the repeated-key
// array serializer, refresh-on-401 and error normalisation. Components never see it; feature api/ files
// call `api`. axios (about 21 KB gzipped) is not part of the first paint: start-up begins loading it, and
// each request waits for it.
import { ErrorCode } from '@sponsorspot/contract/constants';
import {
  endpointUrl,
  type Endpoint,
  type EndpointInput,
  type EndpointOutput,
  type NoInput,
} from '@sponsorspot/contract/endpoint';
import type { AxiosInstance, AxiosRequestConfig, InternalAxiosRequestConfig } from 'axios';
import { REQUEST_TIMEOUT_MS } from '../config/constants';
import { ApiError, ClientErrorCode, toApiError } from './errors';

export interface ApiClientSettings {
  /** '' = same origin. */
  baseURL: string;
  tenantHeader: string;
  tenantId: string;
  getAccessToken: () => string | null;
  /**
   * Renews the access token after a 401 token_expired / token_invalid / session_revoked: answers the new
   * token, or rejects when the session cannot be renewed (the session then logs out). The session shares
   * one refresh between every request that needs it. Without it, a 401 is simply the caller's error.
   */
  refreshAccessToken?: () => Promise<string>;
  timeoutMs?: number;
}

/** Per-request options of the client (on top of axios's). */
export interface ApiRequestConfig extends AxiosRequestConfig {
  /** The refresh and logout calls themselves: a 401 there is an answer, never a reason to refresh. */
  skipAuthRefresh?: boolean;
}

/** 401 codes that a new access token can cure (the token aged out or the server no longer accepts it). */
export const REFRESHABLE_401_CODES: ReadonlySet<string> = new Set<string>([
  ErrorCode.tokenExpired,
  ErrorCode.tokenInvalid,
  ErrorCode.sessionRevoked,
]);

interface RetriableConfig extends InternalAxiosRequestConfig {
  skipAuthRefresh?: boolean;
  /** Set on the one retry after a refresh, so a second 401 is final. */
  authRetried?: boolean;
}

type ParamValue = string | number | boolean | Date | null | undefined;

/**
 * Query string the backend expects: arrays repeat the key without brackets (`s=1&s=2`), null and
 * undefined are left out, dates are ISO strings.
 */
export function serializeParams(params: Record<string, ParamValue | readonly ParamValue[]>): string {
  const parts: string[] = [];
  const add = (key: string, value: ParamValue) => {
    if (value === null || value === undefined) return;
    const text = value instanceof Date ? value.toISOString() : String(value);
    parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(text)}`);
  };
  for (const [key, value] of Object.entries(params)) {
    if (Array.isArray(value)) for (const item of value as readonly ParamValue[]) add(key, item);
    else add(key, value as ParamValue);
  }
  return parts.join('&');
}

function isJsonContentType(value: unknown): boolean {
  return typeof value === 'string' && /[/+]json\b/i.test(value);
}

export async function createApiClient(settings: ApiClientSettings): Promise<AxiosInstance> {
  const { default: axios } = await import('axios');
  const instance = axios.create({
    baseURL: settings.baseURL,
    withCredentials: true,
    timeout: settings.timeoutMs ?? REQUEST_TIMEOUT_MS,
    headers: { [settings.tenantHeader]: settings.tenantId, Accept: 'application/json' },
    paramsSerializer: { serialize: (params) => serializeParams(params as Record<string, ParamValue>) },
  });
  instance.interceptors.request.use((request) => {
    const token = settings.getAccessToken();
    // A caller that set its own Authorization (logout with the token being dropped) keeps it.
    if (token && !request.headers.has('Authorization'))
      request.headers.set('Authorization', `Bearer ${token}`);
    return request;
  });
  instance.interceptors.response.use(
    (response) => {
      // A misrouted call (e.g. a proxy answering with the app's HTML) must fail loudly, not hand a string
      // to code that expects an object. A caller that asked for a blob or text (an HTML snippet) expects one.
      const body: unknown = response.data;
      const empty = body === '' || body === undefined || body === null;
      const { responseType } = response.config;
      if (
        !empty &&
        responseType !== 'blob' &&
        responseType !== 'text' &&
        !isJsonContentType(response.headers['content-type'])
      ) {
        const type = String(response.headers['content-type'] ?? 'no content type');
        throw new ApiError(
          ClientErrorCode.invalidResponse,
          `The server answered with ${type} where JSON was expected; check the API address (apiBaseUrl).`,
          response.status,
        );
      }
      return response;
    },
    async (error: unknown) => {
      // An error answer to a blob request (a PDF) arrives as a Blob: read it as text, so its error body's
      // code counts (a 404 not_found stays not_found, not an unknown route).
      if (axios.isAxiosError(error) && error.response?.data instanceof Blob)
        error.response.data = await error.response.data.text();
      const apiError = toApiError(error);
      const config = (axios.isAxiosError(error) ? error.config : undefined) as RetriableConfig | undefined;
      const sentToken = config?.headers?.has('Authorization') ?? false;
      if (
        apiError.status !== 401 ||
        !REFRESHABLE_401_CODES.has(apiError.code) ||
        !config ||
        !sentToken ||
        config.skipAuthRefresh ||
        config.authRetried ||
        !settings.refreshAccessToken
      ) {
        throw apiError;
      }
      let token: string;
      try {
        token = await settings.refreshAccessToken();
      } catch {
        // The session could not be renewed (and has logged out): the caller sees the original 401.
        throw apiError;
      }
      config.authRetried = true;
      config.headers.set('Authorization', `Bearer ${token}`);
      return instance.request(config);
    },
  );
  return instance;
}

let configured: ApiClientSettings | null = null;
let instance: Promise<AxiosInstance> | null = null;

/** Start-up (and tests) set the client up once from the runtime config; axios starts loading now. */
export function configureApiClient(settings: ApiClientSettings): void {
  configured = settings;
  instance = null;
  // A failed load is reported by the first request (and retried by the next), not here.
  client().catch(() => undefined);
}

function client(): Promise<AxiosInstance> {
  if (!configured) throw new Error('The API client was used before start-up configured it.');
  if (!instance) {
    const loading = createApiClient(configured);
    instance = loading;
    loading.catch(() => {
      if (instance === loading) instance = null;
    });
  }
  return instance;
}

/** Typed helpers: each answers the response body or rejects with an ApiError. */
export const api = {
  async get<T>(url: string, config?: ApiRequestConfig): Promise<T> {
    return (await (await client()).get<T>(url, config)).data;
  },
  async post<T>(url: string, body?: unknown, config?: ApiRequestConfig): Promise<T> {
    return (await (await client()).post<T>(url, body, config)).data;
  },
  async delete<T>(url: string, config?: ApiRequestConfig): Promise<T> {
    return (await (await client()).delete<T>(url, config)).data;
  },
  /**
   * GET for data a screen can do without: any failure answers null (SPEC §8), and the screen says the data
   * could not be loaded instead of failing.
   */
  async getOrNull<T>(url: string, config?: ApiRequestConfig): Promise<T | null> {
    try {
      return await api.get<T>(url, config);
    } catch {
      return null;
    }
  },
};

/** A call's arguments: its input (left out when the endpoint takes none) and per-request options. */
export type CallArgs<E extends Endpoint> =
  NoInput<E> extends true
    ? [input?: EndpointInput<E>, config?: ApiRequestConfig]
    : [input: EndpointInput<E>, config?: ApiRequestConfig];

interface AnyInput {
  params?: Readonly<Record<string, string | number>>;
  query?: Record<string, ParamValue | readonly ParamValue[]>;
  body?: unknown;
}

/**
 * The extensions this backend answered as unknown routes (method and path pattern): asked again, they fail
 * at once, without a request, until the page reloads.
 */
const notOffered = new Set<string>();
const endpointKey = (endpoint: Endpoint) => `${endpoint.method} ${endpoint.service}${endpoint.path}`;

function notOfferedError(): ApiError {
  return new ApiError(ClientErrorCode.notOffered, 'This backend does not offer this.', 404);
}

/**
 * An extension of ours (`spec: false`) answering 404 route_not_found (or a 404 without an error body, which
 * is how a backend without the call answers): the backend has only SPEC §7's calls.
 */
export function isUnknownRouteOf(endpoint: Endpoint, error: ApiError): boolean {
  return !endpoint.spec && error.status === 404 && error.code === ErrorCode.routeNotFound;
}

/** Forgets which extensions the backend lacks (tests that switch backends). */
export function resetNotOffered(): void {
  notOffered.clear();
}

/**
 * Calls one endpoint of the contract: its method and URL come from the declaration (the path's parameters
 * filled in and escaped), the input and the answer are typed by its schemas. Answers the response body or
 * rejects with an ApiError; an extension the backend does not have rejects with ClientErrorCode.notOffered
 * (`isNotOffered`), which screens show as a calm note, never as a failure.
 */
export async function call<E extends Endpoint>(
  endpoint: E,
  ...[input, config]: CallArgs<E>
): Promise<EndpointOutput<E>> {
  const key = endpointKey(endpoint);
  if (notOffered.has(key)) throw notOfferedError();
  const { params, query, body } = (input ?? {}) as AnyInput;
  try {
    const response = await (
      await client()
    ).request<EndpointOutput<E>>({
      method: endpoint.method,
      url: endpointUrl(endpoint, params),
      params: query,
      data: body,
      ...config,
    });
    return response.data;
  } catch (error) {
    const apiError = toApiError(error);
    if (!isUnknownRouteOf(endpoint, apiError)) throw apiError;
    notOffered.add(key);
    throw notOfferedError();
  }
}

/**
 * `call` for data a screen can do without: any failure answers null (SPEC §8), and the screen says the data
 * could not be loaded instead of failing.
 */
export async function callOrNull<E extends Endpoint>(
  endpoint: E,
  ...args: CallArgs<E>
): Promise<EndpointOutput<E> | null> {
  try {
    return await call(endpoint, ...args);
  } catch {
    return null;
  }
}
