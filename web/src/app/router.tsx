// Turns the route table into React Router's data router. Login is enforced here, from each row's
// requiresAuth: a protected route's loader sends a visitor without a session to /login?return=….
import type { QueryClient } from '@tanstack/react-query';
import {
  createBrowserRouter,
  redirect,
  type LoaderFunction,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router-dom';
import { loginRedirectPath } from '../config/paths';
import { sessionSettled } from '../features/auth/session/session-manager';
import { getAccessToken } from '../lib/auth-token';
import { HydrateFallback, RedirectOnly } from './hydrate-fallback';
import { RootLayout } from './layouts/root-layout';
import { RouteError } from '../components/route-error';
import type { AppRoute, RouteHandle } from './route-types';
import { routes } from './routes';

/** The login guard: waits for the start-up refresh, then lets a session through or sends to /login. */
async function requireSession({ request }: LoaderFunctionArgs): Promise<void> {
  await sessionSettled();
  if (getAccessToken()) return;
  const url = new URL(request.url);
  throw redirect(loginRedirectPath(url));
}

function toRouteObject(route: AppRoute, queryClient: QueryClient): RouteObject {
  const handle: RouteHandle = { requiresAuth: route.requiresAuth, title: route.title };
  const children = route.children?.map((child) => toRouteObject(child, queryClient));
  const base = { id: route.id, handle };

  if (route.redirectTo) {
    const to = route.redirectTo;
    const loader: LoaderFunction = async (args) => {
      if (route.requiresAuth) await requireSession(args);
      return redirect(to);
    };
    // The loader always redirects; the empty component only keeps React Router from warning about a leaf
    // route that renders nothing.
    const Component = RedirectOnly;
    return route.index
      ? { ...base, index: true, loader, Component }
      : { ...base, path: route.path, loader, Component, children };
  }

  const load = route.lazy;
  const object: RouteObject = {
    ...base,
    path: route.path,
    children,
    Component: route.layout,
    loader:
      route.layout && route.requiresAuth
        ? async (args: LoaderFunctionArgs) => {
            await requireSession(args);
            return null;
          }
        : undefined,
    lazy: load
      ? async () => {
          const module = await load();
          const moduleLoader = module.createLoader?.(queryClient);
          const loader: LoaderFunction | undefined = route.requiresAuth
            ? async (args, context) => {
                await requireSession(args);
                if (!moduleLoader) return null;
                try {
                  return await moduleLoader(args, context);
                } catch (error) {
                  // The session ended while the screen's data loaded (its 401 logged out, and the cache
                  // dropped the user's queries): to /login, coming back to the screen the user never left.
                  if (!getAccessToken()) throw redirect(loginRedirectPath(window.location));
                  throw error;
                }
              }
            : moduleLoader;
          return loader ? { Component: module.Component, loader } : { Component: module.Component };
        }
      : undefined,
  };
  if (route.index) return { ...object, index: true, children: undefined } as RouteObject;
  return object;
}

export function buildRouteObjects(queryClient: QueryClient): RouteObject[] {
  return [
    {
      id: 'app',
      Component: RootLayout,
      ErrorBoundary: RouteError,
      HydrateFallback,
      children: routes.map((route) => toRouteObject(route, queryClient)),
    },
  ];
}

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(buildRouteObjects(queryClient));
}
