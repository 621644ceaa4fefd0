// Where the simulator may send a browser back to: the returnUrl of checkout and payout onboarding and the
// redirect_uri of the OAuth stand-in are checked by the one rule.
import { httpUrlOf } from '@sponsorspot/contract/urls';

/**
 * The redirect target without its fragment, when it is an http(s) URL on one of the allowed origins (the app
 * origins or the simulator's public URL) without a user name or password; else null.
 */
export function allowedRedirect(uri: string, allowedOrigins: readonly string[]): URL | null {
  const url = httpUrlOf(uri);
  if (!url || url.username || url.password) return null;
  if (!allowedOrigins.includes(url.origin)) return null;
  url.hash = '';
  return url;
}
