// GET auth/logout[?scope=all] (auth.logout): ends this session (or every session) on the server.
import * as auth from '@sponsorspot/contract/endpoints/auth';
import type { LoggedOut } from '@sponsorspot/contract/presence-auth';
import { call } from '../../../lib/api-client';

/**
 * Ends the session of `jwt` — the token being dropped, since the local session is gone by the time this
 * is sent. Errors are the caller's to ignore (docs/architecture.md "Errors": a failed logout call is
 * ignored).
 */
export function logoutRequest(jwt: string): Promise<unknown> {
  return call(auth.logout, {}, { headers: { Authorization: `Bearer ${jwt}` }, skipAuthRefresh: true });
}

/** Ends every session of the user ("sign out of every session"); refreshes the token first if needed. */
export function logoutAllRequest(): Promise<LoggedOut> {
  return call(auth.logout, { query: { scope: 'all' } });
}
