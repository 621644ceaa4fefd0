// Where the session is kept between visits: the auth cookie `${tenantId}.auth` holding {jwt, refreshToken}
// (docs/architecture.md "Identity and session": 365 days, path '/', remember-me
// always on). The lifecycle (refresh, logout) is in
// session/session-manager.ts; this file only reads and writes the stored pair.
import type { SessionAnswer } from '@sponsorspot/contract/presence-auth';
import { AUTH_COOKIE_DAYS, AUTH_COOKIE_PATH } from '../../../config/constants';
import { deleteCookie, readCookie, writeCookie } from '../../../lib/storage';

/** The two tokens of a login or refresh answer; the user comes from the token's claims. */
export type StoredSession = Pick<SessionAnswer, 'jwt' | 'refreshToken'>;

/** Keeps the session between visits; the browser's is the auth cookie, tests use memory. */
export interface SessionStore {
  read(): StoredSession | null;
  write(session: StoredSession): void;
  clear(): void;
}

export function authCookieName(tenantId: string): string {
  return `${tenantId}.auth`;
}

export function parseStoredSession(text: string | null): StoredSession | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<StoredSession>;
    return typeof value.jwt === 'string' &&
      value.jwt !== '' &&
      typeof value.refreshToken === 'string' &&
      value.refreshToken !== ''
      ? { jwt: value.jwt, refreshToken: value.refreshToken }
      : null;
  } catch {
    return null;
  }
}

export function cookieSessionStore(tenantId: string): SessionStore {
  const name = authCookieName(tenantId);
  return {
    read: () => parseStoredSession(readCookie(name)),
    write: (session) =>
      writeCookie(name, JSON.stringify(session), { days: AUTH_COOKIE_DAYS, path: AUTH_COOKIE_PATH }),
    clear: () => deleteCookie(name, AUTH_COOKIE_PATH),
  };
}

export function memorySessionStore(initial: StoredSession | null = null): SessionStore {
  let stored = initial;
  return {
    read: () => stored,
    write: (session) => {
      stored = session;
    },
    clear: () => {
      stored = null;
    },
  };
}
