// The session as far as this release goes: the access token restored from the auth cookie at start-up and
// kept after a successful login. Refresh, logout and the sponsor-side profile come with the identity release.
import { AUTH_COOKIE_DAYS, AUTH_COOKIE_PATH } from '../../../config/constants';
import { getAccessToken, setAccessToken } from '../../../lib/auth-token';
import { deleteCookie, readCookie, writeCookie } from '../../../lib/storage';

export interface StoredSession {
  jwt: string;
  refreshToken: string;
}

let cookieName = 'sponsor-spot.auth';

export function authCookieName(tenantId: string): string {
  return `${tenantId}.auth`;
}

export function parseStoredSession(text: string | null): StoredSession | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<StoredSession>;
    return typeof value.jwt === 'string' && value.jwt !== '' && typeof value.refreshToken === 'string'
      ? { jwt: value.jwt, refreshToken: value.refreshToken }
      : null;
  } catch {
    return null;
  }
}

/** Start-up step: take the token from the auth cookie, if there is one. */
export function restoreSession(tenantId: string): void {
  cookieName = authCookieName(tenantId);
  const stored = parseStoredSession(readCookie(cookieName));
  setAccessToken(stored?.jwt ?? null);
}

export function saveSession(session: StoredSession): void {
  writeCookie(cookieName, JSON.stringify(session), { days: AUTH_COOKIE_DAYS, path: AUTH_COOKIE_PATH });
  setAccessToken(session.jwt);
}

export function clearSession(): void {
  deleteCookie(cookieName, AUTH_COOKIE_PATH);
  setAccessToken(null);
}

export function isLoggedIn(): boolean {
  return getAccessToken() !== null;
}
