// GET /presence/api/v1/auth/logout[?scope=all]: ends this session (or every session) on the server.
import type { LoggedOut } from '@sponsorspot/contract/presence-auth';
import { api } from '../../../lib/api-client';

export const LOGOUT_URL = '/presence/api/v1/auth/logout';

/**
 * Ends the session of `jwt` — the token being dropped, since the local session is gone by the time this
 * is sent. Errors are the caller's to ignore (SPEC §8: a failed logout call is ignored).
 */
export function logoutRequest(jwt: string): Promise<unknown> {
  return api.get(LOGOUT_URL, { headers: { Authorization: `Bearer ${jwt}` }, skipAuthRefresh: true });
}

/** Ends every session of the user ("sign out of every session"); refreshes the token first if needed. */
export function logoutAllRequest(): Promise<LoggedOut> {
  return api.get<LoggedOut>(LOGOUT_URL, { params: { scope: 'all' } });
}
