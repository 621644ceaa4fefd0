// Business constants (docs/architecture.md "The rules every part keeps"), in one place.
/** web/package.json's version, written in by the build (vite.config.ts `define`). */
declare const __CLIENT_VERSION__: string | undefined;

/**
 * The client version shown in the footer, so a release bumps it in one place. Outside a build (the e2e
 * suite reads the route table in Node) there is none.
 */
export const CLIENT_VERSION: string =
  typeof __CLIENT_VERSION__ === 'string' ? __CLIENT_VERSION__ : 'development';
export const PRODUCT_NAME = 'SponsorSpot';

/** The access token is refreshed at start-up and then every 30 minutes. */
export const TOKEN_REFRESH_INTERVAL_MS = 30 * 60 * 1000;
/** The auth cookie lives for 365 days on path '/'; remember-me is always on. */
export const AUTH_COOKIE_DAYS = 365;
export const AUTH_COOKIE_PATH = '/';

export const NOTIFICATION_TIMEOUT_MS = 5000;
/** Toasts show at the bottom centre of the screen. */
export const NOTIFICATION_POSITION = 'bottom-center' as const;

/** How many spot cards a marketplace page shows. */
export const MARKETPLACE_PAGE_SIZE = 12;
/** How long typing in a search box waits before the URL (and the search) follows. */
export const SEARCH_DEBOUNCE_MS = 300;
/** Requests that hear nothing for this long fail with a timeout instead of hanging. */
export const REQUEST_TIMEOUT_MS = 15_000;
