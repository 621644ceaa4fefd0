import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { LoaderFunction, Params } from 'react-router-dom';

/** What a lazy route module exports. */
export interface RouteModule {
  Component: ComponentType;
  /** Builds the route's loader around the app's query client (loaders call ensureQueryData with it). */
  createLoader?: (queryClient: QueryClient) => LoaderFunction;
}

export type RouteTitle = string | ((params: Params) => string);

/** One row of the route table. */
export interface AppRoute {
  /** Route id; the spec's named routes (earn, order, account, account.profile, ...) use their name. */
  id: string;
  path?: string;
  index?: boolean;
  /** Logged-in only: a visitor without a session is sent to /login?return={full path}. */
  requiresAuth: boolean;
  /** document.title for the screen ("{title} · SponsorSpot"). */
  title?: RouteTitle;
  /** The screen (or a group's layout around `children`), loaded on demand. */
  lazy?: () => Promise<RouteModule>;
  /** A layout that wraps `children`; part of the entry bundle (the logged-out group's frame). */
  layout?: ComponentType;
  /** This route only sends the visitor on. */
  redirectTo?: string;
  children?: AppRoute[];
}

export interface RouteHandle {
  requiresAuth: boolean;
  title?: RouteTitle;
}
