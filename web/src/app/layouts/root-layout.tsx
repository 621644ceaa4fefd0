import { lazy, Suspense, useEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useMatches } from 'react-router-dom';
import { PRODUCT_NAME } from '../../config/constants';
import { loginRedirectPath } from '../../config/paths';
import { useAccessToken } from '../../lib/auth-token';
import { focusPageHeading } from '../../lib/focus';
import { getToasts, subscribeToasts } from '../../lib/notify';
import type { RouteHandle } from '../route-types';

function handleOf(match: { handle: unknown }): RouteHandle | undefined {
  return match.handle as RouteHandle | undefined;
}

/** Sets document.title from the deepest matched route that names one. */
function DocumentTitle() {
  const matches = useMatches();
  const titled = [...matches].reverse().find((match) => handleOf(match)?.title);
  const title = titled ? handleOf(titled)?.title : undefined;
  const text = typeof title === 'function' ? title(titled?.params ?? {}) : title;
  useEffect(() => {
    document.title = text ? `${text} · ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [text]);
  return null;
}

/** Every navigation starts at the top of the page (docs/architecture.md "Screens and navigation"). */
function ScrollToTop() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname, search]);
  return null;
}

/**
 * A navigation to another screen moves focus to its heading (lib/focus.ts), so the keyboard goes on from the
 * top of the new screen and a screen reader reads where it is. The first load leaves focus to the browser;
 * a tab of the same screen (the order page's :tab) and a new question to the same screen (the search) keep
 * focus where it is.
 */
function FocusOnNavigation() {
  const matches = useMatches();
  const leaf = matches[matches.length - 1];
  const { tab: _tab, ...params } = leaf?.params ?? {};
  const screen = `${leaf?.id ?? ''} ${JSON.stringify(params)}`;
  const shown = useRef(screen);
  useEffect(() => {
    if (shown.current === screen) return;
    shown.current = screen;
    focusPageHeading();
  }, [screen]);
  return null;
}

/**
 * The login guard for the session ending while a protected screen is open (loaders guard navigations):
 * when the token goes and a matched route requires login, go to /login?return={current full path}. The
 * screen is not rendered meanwhile, so none of it shows for the frame before the navigation happens.
 */
function RequireAuth({ children }: { children: ReactNode }) {
  const token = useAccessToken();
  const location = useLocation();
  const matches = useMatches();
  const protectedRoute = matches.some((match) => handleOf(match)?.requiresAuth);
  if (protectedRoute && !token) return <Navigate to={loginRedirectPath(location)} replace />;
  return children;
}

// The toasts' code (react-bootstrap's Toast) loads with the first toast: the first paint never shows one.
const Toaster = lazy(() =>
  import('../../components/toaster').then((module) => ({ default: module.Toaster })),
);

function Notifications() {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  if (toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

export function RootLayout() {
  return (
    <>
      <DocumentTitle />
      <ScrollToTop />
      <FocusOnNavigation />
      <RequireAuth>
        <Outlet />
      </RequireAuth>
      <Notifications />
    </>
  );
}
