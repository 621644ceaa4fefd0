// Every route's pattern and its href builder: the only place a URL of the app is spelled out.

export type EarnStep = 'start' | 'register' | 'connect' | 'publish';
export type AccountSection = 'profile' | 'subscription' | 'settings';

/** What /publisher shows: one spot (or all) over a preset range in days or a custom from/to (YYYY-MM-DD). */
export interface PublisherQuery {
  spot?: number;
  range?: number;
  from?: string;
  to?: string;
}

/** The marketplace's URL: search words, page, and the filters and sort (features/marketplace/model). */
export interface MarketplaceQuery {
  q?: string;
  page?: number;
  priceMin?: number | null;
  priceMax?: number | null;
  sizes?: readonly string[];
  placements?: readonly string[];
  availability?: readonly string[];
  /** Left out when it is the default (relevance). */
  sort?: string;
}

/** The marketplace's search params: lists as repeated keys (size=…&size=…), defaults left out. */
function marketplaceHref({
  q,
  page,
  priceMin,
  priceMax,
  sizes,
  placements,
  availability,
  sort,
}: MarketplaceQuery) {
  const search = new URLSearchParams();
  if (q?.trim()) search.set('q', q.trim());
  if (priceMin != null) search.set('min', String(priceMin));
  if (priceMax != null) search.set('max', String(priceMax));
  for (const size of sizes ?? []) search.append('size', size);
  for (const placement of placements ?? []) search.append('placement', placement);
  for (const state of availability ?? []) search.append('status', state);
  if (sort && sort !== 'relevance') search.set('sort', sort);
  if (page && page > 1) search.set('page', String(page));
  const text = search.toString();
  return text ? `/marketplace?${text}` : '/marketplace';
}

function withQuery(path: string, query: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) search.set(key, value);
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

export const paths = {
  root: { pattern: '/', href: () => '/' },
  start: { pattern: '/start', href: () => '/start' },
  dashboard: { pattern: '/dashboard', href: () => '/dashboard' },
  marketplace: {
    pattern: '/marketplace',
    href: (query: MarketplaceQuery = {}) => marketplaceHref(query),
  },
  login: {
    pattern: '/login',
    href: (returnTo?: string) => withQuery('/login', { return: returnTo }),
  },
  register: {
    pattern: '/register',
    href: (returnTo?: string) => withQuery('/register', { return: returnTo }),
  },
  verification: {
    pattern: '/verification',
    href: ({ email, code, returnTo }: { email?: string; code?: string; returnTo?: string } = {}) =>
      withQuery('/verification', { code, email, return: returnTo }),
  },
  passwordForgot: { pattern: '/password/forgot', href: () => '/password/forgot' },
  passwordReset: {
    pattern: '/password/reset',
    href: (code?: string) => withQuery('/password/reset', { code }),
  },
  order: {
    pattern: '/order/:id/:tab?',
    href: (id: number | string, tab?: string) =>
      `/order/${encodeURIComponent(String(id))}${tab ? `/${encodeURIComponent(tab)}` : ''}`,
  },
  earn: {
    pattern: '/earn',
    href: (step?: EarnStep, query: Record<string, string | undefined> = {}) =>
      withQuery(step ? `/earn/${step}` : '/earn', query),
  },
  publisher: {
    pattern: '/publisher',
    href: ({ spot, range, from, to }: PublisherQuery = {}) =>
      withQuery('/publisher', {
        spot: spot === undefined ? undefined : String(spot),
        range: range === undefined ? undefined : String(range),
        from,
        to,
      }),
  },
  publisherSpots: { pattern: '/publisher/spots', href: () => '/publisher/spots' },
  sponsor: {
    pattern: '/sponsor',
    href: ({ range, from, to }: Omit<PublisherQuery, 'spot'> = {}) =>
      withQuery('/sponsor', { range: range === undefined ? undefined : String(range), from, to }),
  },
  sponsorSpots: {
    pattern: '/sponsor/spots',
    href: ({ status, q }: { status?: string; q?: string } = {}) =>
      withQuery('/sponsor/spots', { status, q: q?.trim() || undefined }),
  },
  account: {
    pattern: '/account',
    href: (section?: AccountSection) => (section ? `/account/${section}` : '/account'),
  },
  /** One invoice as a printable document, with its PDF (docs/payments.md "Invoices"). */
  invoice: {
    pattern: '/account/invoices/:id',
    href: (id: number) => `/account/invoices/${id}`,
  },
  cms: { pattern: '/cms/*', href: () => '/cms' },
} as const;

interface LocationLike {
  pathname: string;
  search?: string;
  hash?: string;
}

/** Where a logged-out visitor of a protected page is sent: /login?return={full path incl. search}. */
export function loginRedirectPath(location: LocationLike): string {
  return paths.login.href(`${location.pathname}${location.search ?? ''}${location.hash ?? ''}`);
}

/** A path that a browser (or a later decode) reads as '//host': two slashes or backslashes, raw or encoded. */
const HOST_RELATIVE_START = /^[/\\](?:[/\\]|%2f|%5c)/i;

/**
 * A same-origin path to go to, or null. Used for /login?return= and the start-up ?redirect=: anything that
 * would leave the app's origin (absolute URLs, '//host', backslash tricks, javascript:) is refused. The check
 * is made again on the normalised result, as dot segments ('/.//host', '/%2e%2e//host') and stripped tabs or
 * newlines collapse into '//host' only when parsed; history.replaceState and navigate() throw on such a path.
 */
export function safeLocalPath(target: string | null | undefined, origin: string): string | null {
  if (!target || !target.startsWith('/') || HOST_RELATIVE_START.test(target) || target.includes('\\'))
    return null;
  try {
    const url = new URL(target, origin);
    if (url.origin !== origin || HOST_RELATIVE_START.test(url.pathname)) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/** /cms/{rest} leaves the app for the content site: cmsUrl + rest of the path, query and hash. */
export function cmsTarget(cmsUrl: string, location: LocationLike): string {
  const rest = location.pathname.replace(/^\/cms/i, '');
  const base = cmsUrl.endsWith('/') ? cmsUrl.slice(0, -1) : cmsUrl;
  const path = rest === '' || rest === '/' ? '' : rest;
  return `${base}${path}${location.search ?? ''}${location.hash ?? ''}`;
}
