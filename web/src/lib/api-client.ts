// The one axios instance of the app: base URL, credentials, tenant header, bearer token, the repeated-key
// array serializer, the timeout, one shared refresh on 401 and error normalisation, as axios's options and
// interceptors. Components never see it; feature api/ files call `call` (an endpoint of the contract) or
// `api`. In the browser axios sends each request as an XMLHttpRequest: its timeout is the network stack's
// own (a page's timers can be paused, throttled or, in tests, run ahead on a fake clock), and it reports an
// upload's progress.
import { ErrorCode } from '@sponsorspot/contract/constants';
import {
  endpointUrl,
  type Endpoint,
  type EndpointInput,
  type EndpointOutput,
  type NoInput,
} from '@sponsorspot/contract/endpoint';
import axios, { type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
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

type ParamValue = string | number | boolean | Date | null | undefined;

/** Per-request options of the client: the few of axios's that features use, and ours. */
export interface ApiRequestConfig {
  /** The query string's parameters (serializeParams). */
  params?: Record<string, ParamValue | readonly ParamValue[]>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** What the caller wants the answer as: parsed JSON (the default), text (an HTML snippet) or a Blob (a PDF). */
  responseType?: 'json' | 'text' | 'blob';
  /** Milliseconds before giving up (the settings' timeout by default); 0: no limit. */
  timeout?: number;
  /** Called as the request's body is sent (an upload): bytes sent so far, and of how many when known. */
  onUploadProgress?: (progress: { loaded: number; total: number | undefined }) => void;
  /** The refresh and logout calls themselves: a 401 there is an answer, never a reason to refresh. */
  skipAuthRefresh?: boolean;
  /** Which statuses are a success (2xx by default); the backend's API names 200 alone for some calls. */
  validateStatus?: (status: number) => boolean;
  /** A body for a call whose endpoint declares none (an empty JSON object, so the POST is not a form). */
  body?: unknown;
}

/** 401 codes that a new access token can cure (the token aged out or the server no longer accepts it). */
export const REFRESHABLE_401_CODES: ReadonlySet<string> = new Set<string>([
  ErrorCode.tokenExpired,
  ErrorCode.tokenInvalid,
  ErrorCode.sessionRevoked,
]);

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

interface OurRequestConfig extends InternalAxiosRequestConfig {
  skipAuthRefresh?: boolean;
  /** Set on the one retry after a refresh, so a second 401 is final. */
  authRetried?: boolean;
}

const isJsonContentType = (value: unknown) => typeof value === 'string' && /[/+]json\b/i.test(value);

/** The axios instance for these settings, with the bearer token, the answer check and the refresh on 401. */
export function createApiClient(settings: ApiClientSettings): AxiosInstance {
  const instance = axios.create({
    baseURL: settings.baseURL,
    withCredentials: true,
    timeout: settings.timeoutMs ?? REQUEST_TIMEOUT_MS,
    headers: { [settings.tenantHeader]: settings.tenantId, Accept: 'application/json' },
    paramsSerializer: { serialize: (params) => serializeParams(params) },
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
      // A misrouted call (a proxy answering with the app's HTML, say) must fail loudly, not hand a string to
      // code that expects an object. A caller that asked for text (an HTML snippet) or a Blob expects one.
      const { data, status, config } = response;
      if (data === '' || data === undefined || data === null) return response;
      if (config.responseType === 'text' || config.responseType === 'blob') return response;
      const type = response.headers['content-type'];
      if (!isJsonContentType(type))
        throw new ApiError(
          ClientErrorCode.invalidResponse,
          `The server answered with ${String(type ?? 'no content type')} where JSON was expected; check the API address (apiBaseUrl).`,
          status,
        );
      // axios leaves a JSON answer it could not parse as its text (no endpoint answers a bare JSON string).
      if (typeof data === 'string')
        throw new ApiError(
          ClientErrorCode.invalidResponse,
          'The server answered with JSON that could not be read.',
          status,
        );
      return response;
    },
    async (error: unknown) => {
      // An error answer to a blob request (a PDF) arrives as a Blob: read as text, its error body's code
      // counts (a 404 not_found stays not_found, not an unknown route).
      if (axios.isAxiosError(error) && error.response?.data instanceof Blob)
        error.response.data = await error.response.data.text();
      const failure = toApiError(error);
      const config = (axios.isAxiosError(error) ? error.config : undefined) as OurRequestConfig | undefined;
      if (
        failure.status !== 401 ||
        !REFRESHABLE_401_CODES.has(failure.code) ||
        !config?.headers.has('Authorization') ||
        config.skipAuthRefresh ||
        config.authRetried ||
        !settings.refreshAccessToken
      )
        throw failure;
      let token: string;
      try {
        token = await settings.refreshAccessToken();
      } catch {
        // The session could not be renewed (and has logged out): the caller sees the original 401.
        throw failure;
      }
      config.authRetried = true;
      config.headers.set('Authorization', `Bearer ${token}`);
      return instance.request(config);
    },
  );
  return instance;
}

let instance: AxiosInstance | null = null;

/** Start-up (and tests) set the client up once from the runtime config. */
export function configureApiClient(settings: ApiClientSettings): void {
  instance = createApiClient(settings);
}

/**
 * Sends one request and answers its body: parsed JSON (or '' for an empty answer), text or a Blob as asked.
 * Rejects with an ApiError: the server's error body, a status's code, a timeout, no answer, or a cancel.
 */
async function request<T>(method: string, url: string, data: unknown, config: ApiRequestConfig = {}) {
  if (!instance) throw new Error('The API client was used before start-up configured it.');
  const { body: _body, onUploadProgress, ...options } = config;
  try {
    const response = await instance.request<T>({
      ...options,
      method,
      url,
      data,
      onUploadProgress:
        onUploadProgress && ((event) => onUploadProgress({ loaded: event.loaded, total: event.total })),
    });
    return response.data;
  } catch (error) {
    throw toApiError(error);
  }
}

/** Typed helpers: each answers the response body or rejects with an ApiError. */
export const api = {
  get<T>(url: string, config?: ApiRequestConfig): Promise<T> {
    return request<T>('GET', url, undefined, config);
  },
  post<T>(url: string, body?: unknown, config?: ApiRequestConfig): Promise<T> {
    return request<T>('POST', url, body, config);
  },
  delete<T>(url: string, config?: ApiRequestConfig): Promise<T> {
    return request<T>('DELETE', url, undefined, config);
  },
  /**
   * GET for data a screen can do without: any failure answers null, and the screen says the data could not
   * be loaded instead of failing.
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
  query?: ApiRequestConfig['params'];
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
 * is how a backend without the call answers): the backend has only the specified calls.
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
    return await request<EndpointOutput<E>>(
      endpoint.method,
      endpointUrl(endpoint, params),
      body ?? config?.body,
      {
        params: query,
        ...config,
      },
    );
  } catch (error) {
    const apiError = toApiError(error);
    if (!isUnknownRouteOf(endpoint, apiError)) throw apiError;
    notOffered.add(key);
    throw notOfferedError();
  }
}

/**
 * `call` for data a screen can do without: any failure answers null, and the screen says the data could not
 * be loaded instead of failing.
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
