// Every failure the app shows comes through here as an ApiError {code, message, status}, whatever broke:
// the server's {code, message} body, a body that is not JSON, a timeout, or no answer at all.
import { ErrorCode } from '@sponsorspot/contract/constants';
import { AxiosError, isAxiosError } from 'axios';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    /** Stable code: the server's (e.g. validation_failed) or the client's (network_error, timeout, ...). */
    readonly code: string,
    message: string,
    /** HTTP status; 0 when no answer arrived. */
    readonly status: number,
    readonly details?: unknown,
    /** Seconds the server asked to wait before trying again (the Retry-After header of a 429). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/** Retry-After in seconds (delta-seconds or an HTTP date); undefined when missing or unreadable. */
export function parseRetryAfter(value: unknown, now: number = Date.now()): number | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const text = String(value).trim();
  if (/^\d+$/.test(text)) return Number(text);
  // Anything else must be an HTTP date (it names a weekday and a month).
  if (!/[a-z]/i.test(text)) return undefined;
  const date = Date.parse(text);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, Math.ceil((date - now) / 1000));
}

/**
 * Codes the client gives failures that carry no server code (no answer, a timeout, an answer that is not
 * an error body). The server's codes are the contract's ErrorCode; these never collide with them.
 */
export const ClientErrorCode = {
  network: 'network_error',
  timeout: 'timeout',
  canceled: 'canceled',
  invalidResponse: 'invalid_response',
  unexpected: 'unexpected_error',
  server: 'server_error',
  http: 'http_error',
  /**
   * The backend does not have this call at all: an extension of ours (an endpoint declared `spec: false`)
   * that answered 404 as an unknown route (lib/api-client.ts `call`). Screens say it is not offered.
   */
  notOffered: 'not_offered',
} as const;

/** Whether a failure means the backend does not offer the call (see ClientErrorCode.notOffered). */
export function isNotOffered(error: unknown): boolean {
  return error instanceof ApiError && error.code === ClientErrorCode.notOffered;
}

/**
 * A status without a readable error body gets the contract's code for that status. A 404 without one is
 * an address the server has no route for (every route answers an error body): route_not_found.
 */
const CODE_BY_STATUS: Record<number, string> = {
  400: ErrorCode.badRequest,
  401: ErrorCode.unauthenticated,
  403: ErrorCode.forbidden,
  404: ErrorCode.routeNotFound,
  409: ErrorCode.conflict,
  413: ErrorCode.payloadTooLarge,
  415: ErrorCode.unsupportedMediaType,
  429: ErrorCode.rateLimited,
};

function codeForStatus(status: number): string {
  return CODE_BY_STATUS[status] ?? (status >= 500 ? ClientErrorCode.server : ClientErrorCode.http);
}

function messageForStatus(status: number): string {
  if (status === 401) return 'Please log in to continue.';
  if (status === 403) return 'You do not have access to this.';
  if (status === 404) return 'The server does not know this address.';
  if (status === 429) return 'Too many requests. Wait a moment and try again.';
  if (status >= 500) return `The server ran into a problem (HTTP ${status}). Try again in a moment.`;
  return `The server refused the request (HTTP ${status}).`;
}

function isErrorBody(body: unknown): body is { code: string; message: string; details?: unknown } {
  return (
    typeof body === 'object' &&
    body !== null &&
    typeof (body as { code?: unknown }).code === 'string' &&
    typeof (body as { message?: unknown }).message === 'string'
  );
}

/** Normalises anything thrown by a request (axios's errors above all) into an ApiError. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (isAxiosError(error)) {
    if (error.code === AxiosError.ERR_CANCELED)
      return new ApiError(ClientErrorCode.canceled, 'The request was cancelled.', 0);
    if (error.code === AxiosError.ECONNABORTED || error.code === AxiosError.ETIMEDOUT)
      return new ApiError(ClientErrorCode.timeout, 'The server took too long to answer. Try again.', 0);
    const response = error.response;
    if (!response)
      return new ApiError(
        ClientErrorCode.network,
        'Could not reach the SponsorSpot server. Check your connection and try again.',
        0,
      );
    let body: unknown = response.data;
    if (typeof body === 'string') {
      try {
        body = JSON.parse(body);
      } catch {
        // Not JSON (an HTML error page from a proxy, say): fall back to what the status says.
      }
    }
    const retryAfter = parseRetryAfter(response.headers['retry-after']);
    if (isErrorBody(body))
      return new ApiError(body.code, body.message, response.status, body.details, retryAfter);
    return new ApiError(
      codeForStatus(response.status),
      messageForStatus(response.status),
      response.status,
      undefined,
      retryAfter,
    );
  }
  if (error instanceof Error) return new ApiError(ClientErrorCode.unexpected, error.message, 0);
  return new ApiError(ClientErrorCode.unexpected, 'Something unexpected went wrong.', 0);
}

/** A sentence for the screen, for any error (ApiError or not). */
export function errorMessage(error: unknown): string {
  return toApiError(error).message;
}
