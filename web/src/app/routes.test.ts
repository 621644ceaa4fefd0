import { QueryClient } from '@tanstack/react-query';
import { createElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { loadRuntimeConfig } from '../config/load-config';
import { setAccessToken } from '../lib/auth-token';
import type { AppRoute } from './route-types';
import { Providers } from './providers';
import { buildRouteObjects } from './router';
import { routes } from './routes';

function flatten(list: AppRoute[], parent = ''): { path: string; id: string; requiresAuth: boolean }[] {
  return list.flatMap((route) => {
    const path = route.index
      ? parent
      : route.path
        ? route.path.startsWith('/')
          ? route.path
          : `${parent}/${route.path}`
        : parent;
    const own = route.path || route.index ? [{ path, id: route.id, requiresAuth: route.requiresAuth }] : [];
    return [...own, ...flatten(route.children ?? [], path)];
  });
}

describe('the route table', () => {
  const table = flatten(routes);
  const byPath = new Map(table.map((row) => [row.path, row]));

  it.each([
    '/start',
    '/dashboard',
    '/marketplace',
    '/login',
    '/register',
    '/verification',
    '/password/forgot',
    '/password/reset',
    '/order/:id/:tab?',
    '/earn',
    '/earn/start',
    '/earn/register',
    '/earn/connect',
    '/earn/publish',
  ])('%s is in the logged-out group', (path) => {
    expect(byPath.get(path)?.requiresAuth).toBe(false);
  });

  it.each([
    '/publisher',
    '/publisher/spots',
    '/sponsor',
    '/sponsor/spots',
    '/account',
    '/account/profile',
    '/account/subscription',
    '/account/settings',
  ])('%s requires login', (path) => {
    expect(byPath.get(path)?.requiresAuth).toBe(true);
  });

  it('names the routes the spec names', () => {
    const ids = new Set(table.map((row) => row.id));
    for (const id of [
      'earn',
      'order',
      'account',
      'account.profile',
      'account.subscription',
      'account.settings',
    ]) {
      expect(ids.has(id), id).toBe(true);
    }
  });

  it.each([
    ['/order/5', 'order'],
    ['/order/5/performance', 'order'],
    ['/earn', 'earn.index'],
    ['/cms', 'cms'],
    ['/cms/about/team', 'cms'],
    ['/', 'root-redirect'],
    ['/publisher/spots', 'publisher.spots'],
    ['/no/such/page', 'not-found'],
    ['/account/nope', 'not-found'],
  ])('%s shows %s', (url, id) => {
    const matches = matchRoutes(buildRouteObjects(new QueryClient()), url) ?? [];
    expect(matches.at(-1)?.route.id).toBe(id);
  });
});

describe('document titles', () => {
  const all = (list: AppRoute[]): AppRoute[] =>
    list.flatMap((route) => [route, ...all(route.children ?? [])]);

  it('never show a row id from the address ("Order #12" said nothing to a person)', () => {
    for (const route of all(routes)) {
      const title = route.title;
      const text = typeof title === 'function' ? title({ id: '98765', spotId: '98765' }) : title;
      expect(text ?? '', route.id).not.toContain('98765');
    }
  });
});

describe('navigation', () => {
  afterEach(() => setAccessToken(null));

  async function settledRouter(url: string) {
    const router = createMemoryRouter(buildRouteObjects(new QueryClient()), { initialEntries: [url] });
    await new Promise<void>((resolve) => {
      if (router.state.initialized && router.state.navigation.state === 'idle') return resolve();
      const unsubscribe = router.subscribe((state) => {
        if (state.initialized && state.navigation.state === 'idle') {
          unsubscribe();
          resolve();
        }
      });
    });
    return router;
  }

  async function settle(url: string) {
    const router = await settledRouter(url);
    const location = router.state.location;
    const leaf = router.state.matches.at(-1)?.route.id;
    router.dispose();
    return { url: `${location.pathname}${location.search}`, leaf };
  }

  it('sends a visitor without a session from a protected page to /login with the way back', async () => {
    expect(await settle('/account/settings?tab=theme')).toEqual({
      url: `/login?return=${encodeURIComponent('/account/settings?tab=theme')}`,
      leaf: 'login',
    });
    expect((await settle('/sponsor/spots')).url).toBe('/login?return=%2Fsponsor%2Fspots');
  });

  it('lets a visitor with a session in', async () => {
    setAccessToken('header.payload.signature');
    expect(await settle('/account/settings')).toEqual({ url: '/account/settings', leaf: 'account.settings' });
  });

  it.each([
    ['/', '/marketplace'],
    ['/earn', '/earn/start'],
  ])('%s redirects to %s', async (from, to) => {
    expect((await settle(from)).url).toBe(to);
  });

  it('sends /account to its profile once logged in', async () => {
    setAccessToken('header.payload.signature');
    expect((await settle('/account')).url).toBe('/account/profile');
    setAccessToken(null);
    expect((await settle('/account')).url).toBe('/login?return=%2Faccount');
  });

  it('renders only the way to /login, not a frame of the screen, once the session ends on it', async () => {
    const loaded = loadRuntimeConfig({
      apiBaseUrl: '',
      tenantHeader: 'X-Tenant-Id',
      tenantId: 'sponsor-spot',
      cmsUrl: '/content',
      stripePublishableKey: 'pk_sim_sponsorspot',
      oauth: { simulatorUrl: null, clientIds: {} },
      environment: 'test',
    });
    expect(loaded.ok).toBe(true);
    setAccessToken('header.payload.signature');
    const router = await settledRouter('/account/settings');
    const screen = router.state.matches.at(-1)?.route;
    expect(screen?.id).toBe('account.settings');
    const render = (node: ReactNode) =>
      renderToString(createElement(Providers, { queryClient: new QueryClient(), children: node }));
    // What the screen shows, so the check below cannot pass by looking for the wrong thing.
    const marker = 'How SponsorSpot looks on this device';
    expect(render(screen?.element)).toContain(marker);

    // The session ends while the screen is open: the next render holds the redirect only.
    setAccessToken(null);
    const html = render(createElement(RouterProvider, { router }));
    router.dispose();
    expect(html).not.toContain(marker);
    expect(html).not.toContain('<main');
  });
});
