// The one reading of a web address that every side shares: an absolute http(s) URL. (WHATWG parsing gives
// every http and https URL a host name, so "has a host" needs no check of its own.)

/** Why a text is not an absolute http(s) URL: it does not parse, or it names another scheme. */
export type HttpUrlProblem = 'not_a_url' | 'not_http';

/** The authority (user, host and port) as written, after the scheme's "//". */
const AUTHORITY = /^[^:/?#]+:\/\/([^/?#]*)/;

/**
 * The text as an absolute http(s) URL, or why it is not one. A space in the host name is not one: the URL
 * standard (and Node) refuse it, while Chromium's parser takes it, so the app would accept a link the
 * simulator refuses.
 */
export function readHttpUrl(text: string): URL | HttpUrlProblem {
  if (/\s/.test(AUTHORITY.exec(text)?.[1] ?? '')) return 'not_a_url';
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'not_a_url';
  }
  return url.protocol === 'https:' || url.protocol === 'http:' ? url : 'not_http';
}

/** The text as an absolute http(s) URL, or null (also for null, undefined and ''). */
export function httpUrlOf(text: string | null | undefined): URL | null {
  if (!text) return null;
  const url = readHttpUrl(text);
  return typeof url === 'string' ? null : url;
}
