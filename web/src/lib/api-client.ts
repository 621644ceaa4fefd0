// The one API client of the app: base URL, credentials, tenant header, bearer token, the repeated-key array
// serializer, a timeout, refresh-on-401 and error normalisation. Components never see it; feature api/ files
// call `call` (an endpoint of the contract) or `api`. In the browser each request is an XMLHttpRequest: its
// timeout is the network stack's own (a page's timers can be paused, throttled or, in tests, run ahead on a
// fake clock: a deadline kept by them aborts requests that are fine), and it reports an upload's progress.
// Where there is none (Node, in the app's tests), fetch with AbortSignal.timeout.
import { ErrorCode } from '@sponsorspot/contract/constants';
import {
  endpointUrl,
  type Endpoint,
  type EndpointInput,
  type EndpointOutput,
  type NoInput,
} from '@sponsorspot/contract/endpoint';
import { REQUEST_TIMEOUT_MS } from '../config/constants';
import { ApiError, ClientErrorCode, apiErrorOfAnswer, toApiError } from './errors';

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

/** Per-request options of the client. */
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
  /** Which statuses are a success (2xx by default); SPEC §7 names 200 alone for some calls. */
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

function isJsonContentType(value: string | null): boolean {
  return value !== null && /[/+]json\b/i.test(value);
}

/** One request as it goes out. */
interface Outgoing {
  method: string;
  url: string;
  headers: Headers;
  body: BodyInit | undefined;
  /** The caller's cancel (a query no longer needed). */
  signal: AbortSignal | undefined;
  /** Milliseconds; 0: none. */
  timeout: number;
  responseType: NonNullable<ApiRequestConfig['responseType']>;
  onUploadProgress: ApiRequestConfig['onUploadProgress'];
}

/** An answer, whichever way it came. */
interface Answer {
  status: number;
  header: (name: string) => string | null;
  text: () => Promise<string>;
  blob: () => Promise<Blob>;
}

function networkError(): ApiError {
  return new ApiError(
    ClientErrorCode.network,
    'Could not reach the SponsorSpot server. Check your connection and try again.',
    0,
  );
}
const timeoutError = () =>
  new ApiError(ClientErrorCode.timeout, 'The server took too long to answer. Try again.', 0);
const canceledError = () => new ApiError(ClientErrorCode.canceled, 'The request was cancelled.', 0);

function sendWithXhr(request: Outgoing): Promise<Answer> {
  return new Promise((resolve, reject) => {
    if (request.signal?.aborted) return reject(canceledError());
    const xhr = new XMLHttpRequest();
    xhr.open(request.method, request.url);
    xhr.withCredentials = true;
    xhr.timeout = request.timeout;
    xhr.responseType = request.responseType === 'blob' ? 'blob' : 'text';
    request.headers.forEach((value, name) => xhr.setRequestHeader(name, value));
    const onProgress = request.onUploadProgress;
    if (onProgress)
      xhr.upload.onprogress = (event) =>
        onProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : undefined });
    const abort = () => xhr.abort();
    request.signal?.addEventListener('abort', abort, { once: true });
    const settle = (outcome: () => void) => () => {
      request.signal?.removeEventListener('abort', abort);
      outcome();
    };
    xhr.onload = settle(() => {
      const type = xhr.getResponseHeader('content-type') ?? '';
      const body: unknown = xhr.response;
      resolve({
        status: xhr.status,
        header: (name) => xhr.getResponseHeader(name),
        text: async () => (body instanceof Blob ? body.text() : String(body ?? '')),
        blob: async () => (body instanceof Blob ? body : new Blob([String(body ?? '')], { type })),
      });
    });
    xhr.onerror = settle(() => reject(networkError()));
    xhr.ontimeout = settle(() => reject(timeoutError()));
    xhr.onabort = settle(() => reject(canceledError()));
    xhr.send((request.body ?? null) as XMLHttpRequestBodyInit | null);
  });
}

async function sendWithFetch(request: Outgoing): Promise<Answer> {
  const deadline = request.timeout > 0 ? AbortSignal.timeout(request.timeout) : undefined;
  const signals = [request.signal, deadline].filter((signal) => signal !== undefined);
  let response: Response;
  try {
    response = await fetch(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      credentials: 'include',
      signal: signals.length ? AbortSignal.any(signals) : undefined,
    });
  } catch {
    if (deadline?.aborted) throw timeoutError();
    if (request.signal?.aborted) throw canceledError();
    throw networkError();
  }
  // No progress events on this path: the body was sent once the answer has come.
  request.onUploadProgress?.({ loaded: 1, total: 1 });
  return {
    status: response.status,
    header: (name) => response.headers.get(name),
    text: () => response.text(),
    blob: () => response.blob(),
  };
}

/** A value the caller sends as it is (a form, a file, text); anything else goes as JSON. */
function isRawBody(body: unknown): body is BodyInit {
  return (
    typeof body === 'string' ||
    body instanceof FormData ||
    body instanceof Blob ||
    body instanceof URLSearchParams ||
    body instanceof ArrayBuffer
  );
}

let configured: ApiClientSettings | null = null;

/** Start-up (and tests) set the client up once from the runtime config. */
export function configureApiClient(settings: ApiClientSettings): void {
  configured = settings;
}

function settingsOf(): ApiClientSettings {
  if (!configured) throw new Error('The API client was used before start-up configured it.');
  return configured;
}

/**
 * Sends one request and answers its body: parsed JSON (or '' for an empty answer), text or a Blob as asked.
 * Rejects with an ApiError: the server's error body, a status's code, a timeout, no answer, or a cancel.
 */
async function request<T>(
  method: string,
  url: string,
  data: unknown,
  config: ApiRequestConfig = {},
): Promise<T> {
  const settings = settingsOf();
  const send = async (token: string | null): Promise<Answer> => {
    const headers = new Headers({ Accept: 'application/json', [settings.tenantHeader]: settings.tenantId });
    for (const [name, value] of Object.entries(config.headers ?? {})) headers.set(name, value);
    // A caller that set its own Authorization (logout with the token being dropped) keeps it.
    if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
    let body: BodyInit | undefined;
    if (data !== undefined && data !== null) {
      if (isRawBody(data)) body = data;
      else {
        body = JSON.stringify(data);
        headers.set('Content-Type', 'application/json');
      }
    }
    const query = config.params ? serializeParams(config.params) : '';
    const outgoing: Outgoing = {
      method,
      url: `${settings.baseURL}${url}${query ? `${url.includes('?') ? '&' : '?'}${query}` : ''}`,
      headers,
      body,
      signal: config.signal,
      timeout: config.timeout ?? settings.timeoutMs ?? REQUEST_TIMEOUT_MS,
      responseType: config.responseType ?? 'json',
      onUploadProgress: config.onUploadProgress,
    };
    return typeof XMLHttpRequest === 'undefined' ? sendWithFetch(outgoing) : sendWithXhr(outgoing);
  };

  const token = settings.getAccessToken();
  const sentToken = config.headers?.Authorization ?? token;
  let answer = await send(token);
  if (
    answer.status === 401 &&
    sentToken &&
    !config.skipAuthRefresh &&
    settings.refreshAccessToken &&
    REFRESHABLE_401_CODES.has((await failureOf(answer)).code)
  ) {
    let token: string;
    try {
      token = await settings.refreshAccessToken();
    } catch {
      // The session could not be renewed (and has logged out): the caller sees the original 401.
      throw await failureOf(answer);
    }
    answer = await send(token);
  }
  const succeeded = config.validateStatus ?? ((status: number) => status >= 200 && status < 300);
  if (!succeeded(answer.status)) throw await failureOf(answer);
  return (await bodyOf(answer, config.responseType ?? 'json')) as T;
}

/** An error answer's ApiError (read once: its body is kept for a second look). */
const failures = new WeakMap<Answer, Promise<ApiError>>();
function failureOf(answer: Answer): Promise<ApiError> {
  let failure = failures.get(answer);
  if (!failure) {
    failure = answer
      .text()
      .catch(() => '')
      .then((text) => apiErrorOfAnswer(answer.status, text, answer.header('retry-after')));
    failures.set(answer, failure);
  }
  return failure;
}

async function bodyOf(answer: Answer, responseType: NonNullable<ApiRequestConfig['responseType']>) {
  if (responseType === 'blob') return answer.blob();
  const text = await answer.text();
  if (responseType === 'text' || text === '') return text;
  // A misrouted call (e.g. a proxy answering with the app's HTML) must fail loudly, not hand a string to
  // code that expects an object.
  const type = answer.header('content-type');
  if (!isJsonContentType(type))
    throw new ApiError(
      ClientErrorCode.invalidResponse,
      `The server answered with ${type ?? 'no content type'} where JSON was expected; check the API address (apiBaseUrl).`,
      answer.status,
    );
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError(
      ClientErrorCode.invalidResponse,
      'The server answered with JSON that could not be read.',
      answer.status,
    );
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
