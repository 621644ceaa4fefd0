// Social sign-in failures normalised to {code, message} with the codes of docs/architecture.md "Errors",
// whatever shape they arrive in: hello.js's {error: {code, message}}, an OAuth error code from the provider's
// redirect, an HTTP status (the meeting service, join.me, reports its errors by status), or an exception.
import { joinmeErrorCode } from '@sponsorspot/contract/oauth-networks';

export const PROVIDER_ERROR_CODES = [
  'server_error',
  'invalid_request',
  'access_denied',
  'request_invalid',
  'request_failed',
  'stale_token',
  'invalid_token',
] as const;
export type ProviderErrorCode = (typeof PROVIDER_ERROR_CODES)[number];

export interface ProviderError {
  code: ProviderErrorCode;
  message: string;
}

const DEFAULT_MESSAGES: Record<ProviderErrorCode, string> = {
  server_error: 'The sign-in provider ran into a problem. Try again in a moment.',
  invalid_request: 'The sign-in provider refused the request.',
  access_denied: 'Sign-in was cancelled or access was denied.',
  request_invalid: 'The sign-in request was not valid.',
  request_failed: 'The sign-in could not be completed. Check your connection and try again.',
  stale_token: 'The sign-in has expired. Start again.',
  invalid_token: 'The provider’s sign-in was not accepted. Start again.',
};

/** Other names for the catalogue's codes: hello.js's own and the OAuth 2 error codes (RFC 6749 §4.2.2.1). */
const ALIASES: Record<string, ProviderErrorCode> = {
  cancelled: 'access_denied',
  canceled: 'access_denied',
  user_cancelled: 'access_denied',
  blocked: 'request_failed',
  timeout: 'request_failed',
  network_error: 'request_failed',
  invalid_network: 'invalid_request',
  invalid_session: 'invalid_token',
  unauthorized_client: 'invalid_request',
  unsupported_response_type: 'invalid_request',
  invalid_scope: 'invalid_request',
  temporarily_unavailable: 'server_error',
  expired_token: 'stale_token',
  token_expired: 'stale_token',
};

/**
 * The meeting service's statuses (contract/oauth-networks.ts): 400 invalid_request, 403 stale_token, 401
 * invalid_token, else server_error.
 */
export function meetingServiceErrorCode(status: number): ProviderErrorCode {
  return joinmeErrorCode(status);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function codeFrom(raw: unknown): ProviderErrorCode {
  if (typeof raw === 'number') return meetingServiceErrorCode(raw);
  if (typeof raw !== 'string') return 'server_error';
  const text = raw.trim();
  // A status as text ("403", "http_403") — how the meeting service's errors come back through a redirect.
  const status = /^(?:http_?)?(\d{3})$/i.exec(text)?.[1];
  if (status) return meetingServiceErrorCode(Number(status));
  const lower = text.toLowerCase();
  if ((PROVIDER_ERROR_CODES as readonly string[]).includes(lower)) return lower as ProviderErrorCode;
  return ALIASES[lower] ?? 'server_error';
}

export function normaliseProviderError(error: unknown): ProviderError {
  let rawCode: unknown;
  let message: unknown;
  if (typeof error === 'string') rawCode = error;
  else if (isRecord(error)) {
    // hello.js rejects with {error: {code, message}, network}; a redirect gives {error, error_description}.
    const inner = isRecord(error.error) ? error.error : error;
    rawCode =
      inner.code ??
      inner.status ??
      inner.statusCode ??
      (typeof error.error === 'string' ? error.error : undefined);
    message = inner.message ?? error.error_description ?? error.message;
    if (rawCode === undefined && error instanceof Error) rawCode = 'request_failed';
  }
  const code = codeFrom(rawCode);
  const text = typeof message === 'string' && message.trim() !== '' ? message.trim() : DEFAULT_MESSAGES[code];
  return { code, message: text };
}
