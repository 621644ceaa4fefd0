// Start-up in the spec's order: config → auth → theme → optional redirect → mount.
import { loadRuntimeConfig } from '../config/load-config';
import { safeLocalPath } from '../config/paths';
import { cookieSessionStore } from '../features/auth/model/session';
import {
  initSession,
  refreshSession,
  startSessionRefreshTimer,
} from '../features/auth/session/session-manager';
import { configureApiClient } from '../lib/api-client';
import { getAccessToken } from '../lib/auth-token';
import { initLayoutPreference } from '../lib/layout-preference';

export type StartupResult = { ok: true } | { ok: false; problems: string[] };

/**
 * `?redirect=<same-origin path>` asks the app to open another screen first (used by links from the content
 * site and by the server's redirects). Other origins are ignored. Answers the path to go to, or null.
 */
export function startupRedirectTarget(href: string): string | null {
  const url = new URL(href);
  const requested = url.searchParams.get('redirect');
  return requested ? safeLocalPath(requested, url.origin) : null;
}

export function runStartup(): StartupResult {
  // 1. Config: nothing else may run on a wrong config.
  const loaded = loadRuntimeConfig();
  if (!loaded.ok) return { ok: false, problems: loaded.problems };
  const config = loaded.config;
  configureApiClient({
    baseURL: config.apiBaseUrl,
    tenantHeader: config.tenantHeader,
    tenantId: config.tenantId,
    getAccessToken,
    refreshAccessToken: refreshSession,
  });

  // 2. Auth: restore the session kept in the auth cookie and refresh it now (a failure or any answer but
  // 200 logs out quietly), then every 30 minutes. Protected routes wait for this first refresh; public
  // screens do not.
  void initSession(cookieSessionStore(config.tenantId));
  startSessionRefreshTimer();

  // 3. Theme: the stored (or the system's) colour mode. /boot.js applied it before the first paint (the
  // frame in index.html); this keeps it and follows the system's changes and the user's choices.
  initLayoutPreference(config.tenantId);

  // 4. Optional redirect: the router starts at the requested screen.
  const target = startupRedirectTarget(window.location.href);
  if (target) window.history.replaceState(null, '', target);
  else if (new URL(window.location.href).searchParams.has('redirect')) {
    // An unsafe target is dropped from the address so it cannot be shared onwards.
    const url = new URL(window.location.href);
    url.searchParams.delete('redirect');
    window.history.replaceState(null, '', `${url.pathname}${url.search}${url.hash}`);
  }
  return { ok: true };
}
