// The session's life (docs/architecture.md "Identity and session"): restored from the auth cookie at start-up
// and refreshed at once, then every 30 minutes while the app is open; refreshed on demand when a request
// meets an expired token (one refresh shared by everyone who needs it); a failed refresh or a non-200 answer
// logs out automatically. Logout drops the tokens and the cookie, tells the server (errors ignored), signs
// out of the Google and Windows providers and tells its listeners (the query cache drops the user's data; the
// router sends a visitor of a protected screen to /login?return=…).
import { TOKEN_REFRESH_INTERVAL_MS } from '../../../config/constants';
import { getAccessToken, setAccessToken } from '../../../lib/auth-token';
import { logoutAllRequest, logoutRequest } from '../api/logout';
import { refreshTokens } from '../api/refresh';
import { memorySessionStore, type SessionStore, type StoredSession } from '../model/session';
import { signOutOfProviders } from '../social/hello-state';

export type LogoutReason = 'user' | 'expired' | 'everywhere';
type LogoutListener = (reason: LogoutReason) => void;

let store: SessionStore = memorySessionStore();
let refreshToken: string | null = null;
let refreshInFlight: Promise<string> | null = null;
let settled: Promise<void> = Promise.resolve();
/** Bumped by every login and logout, so a refresh that was already running cannot bring back a session. */
let generation = 0;
const logoutListeners = new Set<LogoutListener>();

const REFRESH_LOCK = 'sponsorspot.auth-refresh';

function apply(session: StoredSession | null): void {
  refreshToken = session?.refreshToken ?? null;
  setAccessToken(session?.jwt ?? null);
}

/** Keeps a new pair of tokens (after login, social sign-in or a refresh). */
export function saveSession(session: StoredSession): void {
  generation += 1;
  store.write(session);
  apply(session);
}

/**
 * Runs `task` while no other tab of this browser refreshes: tabs share the cookie, and a refresh token
 * presented twice revokes the whole session (rotation with reuse detection). Browsers without Web Locks
 * run it directly.
 */
function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  return locks ? locks.request(REFRESH_LOCK, task) : task();
}

async function runRefresh(): Promise<string> {
  const startedAt = generation;
  const known = refreshToken;
  if (!known) throw new Error('There is no session to refresh.');
  try {
    const session = await withRefreshLock(async () => {
      // Another tab may have refreshed while this one waited: take its tokens instead of presenting the
      // already-used refresh token.
      const stored = store.read();
      if (stored && stored.refreshToken !== known) return stored;
      const answer = await refreshTokens(known);
      return { jwt: answer.jwt, refreshToken: answer.refreshToken };
    });
    if (generation !== startedAt) throw new Error('The session changed while it was being refreshed.');
    saveSession(session);
    return session.jwt;
  } catch (error) {
    if (generation === startedAt) logout('expired');
    throw error;
  }
}

/**
 * Renews the access token; everyone asking while a refresh runs shares it. Rejects (after logging out)
 * when the server does not answer 200 with new tokens.
 */
export function refreshSession(): Promise<string> {
  if (!refreshInFlight) {
    refreshInFlight = runRefresh().finally(() => {
      refreshInFlight = null;
    });
  }
  return refreshInFlight;
}

/**
 * Start-up's auth step: take the session from `sessionStore` and refresh it at once. Protected routes wait
 * for `sessionSettled()` so they never open on a session that is about to end.
 */
export function initSession(sessionStore: SessionStore): Promise<void> {
  store = sessionStore;
  generation += 1;
  refreshInFlight = null;
  apply(store.read());
  settled = refreshToken
    ? refreshSession().then(
        () => undefined,
        () => undefined,
      )
    : Promise.resolve();
  return settled;
}

/** Resolves once the start-up refresh has finished, whatever its outcome. */
export function sessionSettled(): Promise<void> {
  return settled;
}

/** Refreshes every `intervalMs` while a session is held; answers the function that stops it. */
export function startSessionRefreshTimer(intervalMs: number = TOKEN_REFRESH_INTERVAL_MS): () => void {
  const timer = setInterval(() => {
    if (refreshToken) refreshSession().catch(() => undefined);
  }, intervalMs);
  return () => clearInterval(timer);
}

/** Ends the session here at once; the server and the providers are told in the background. */
export function logout(reason: LogoutReason = 'user'): void {
  const jwt = getAccessToken();
  const hadSession = jwt !== null || refreshToken !== null;
  generation += 1;
  store.clear();
  apply(null);
  if (jwt && reason !== 'everywhere') logoutRequest(jwt).catch(() => undefined);
  signOutOfProviders();
  if (hadSession) for (const listener of logoutListeners) listener(reason);
}

/** "Sign out of every session": the server revokes them all, then this one ends here. */
export async function logoutEverywhere(): Promise<void> {
  try {
    await logoutAllRequest();
  } finally {
    logout('everywhere');
  }
}

export function onLogout(listener: LogoutListener): () => void {
  logoutListeners.add(listener);
  return () => logoutListeners.delete(listener);
}
