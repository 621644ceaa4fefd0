// The layout preference of SPEC §3 {leftDrawerOpen, rightDrawerOpen, isDark}, kept in local storage under
// a tenant-prefixed key and applied to <html data-bs-theme> (Bootstrap's colour modes).
import { readJson, writeJson } from './storage';

export interface LayoutPreference {
  leftDrawerOpen: boolean;
  rightDrawerOpen: boolean;
  isDark: boolean;
}

type Listener = () => void;

let storageKey = 'sponsorspot.layout';
let current: LayoutPreference = { leftDrawerOpen: false, rightDrawerOpen: false, isDark: false };
const listeners = new Set<Listener>();

export function layoutStorageKey(tenantId: string): string {
  return `${tenantId}.layout`;
}

/** Reads a stored preference, keeping only well-typed fields; the theme falls back to the system's. */
export function parseLayoutPreference(stored: unknown, prefersDark: boolean): LayoutPreference {
  const value = (typeof stored === 'object' && stored !== null ? stored : {}) as Record<string, unknown>;
  const flag = (key: string, fallback: boolean) =>
    typeof value[key] === 'boolean' ? (value[key] as boolean) : fallback;
  return {
    leftDrawerOpen: flag('leftDrawerOpen', false),
    rightDrawerOpen: flag('rightDrawerOpen', false),
    isDark: flag('isDark', prefersDark),
  };
}

function applyTheme(isDark: boolean) {
  document.documentElement.setAttribute('data-bs-theme', isDark ? 'dark' : 'light');
}

/** Start-up step: read the preference and apply the theme before the first paint. */
export function initLayoutPreference(tenantId: string): LayoutPreference {
  storageKey = layoutStorageKey(tenantId);
  const prefersDark = window.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false;
  current = parseLayoutPreference(readJson(storageKey), prefersDark);
  applyTheme(current.isDark);
  return current;
}

export function getLayoutPreference(): LayoutPreference {
  return current;
}

export function updateLayoutPreference(change: Partial<LayoutPreference>): void {
  current = { ...current, ...change };
  writeJson(storageKey, current);
  applyTheme(current.isDark);
  for (const listener of listeners) listener();
}

export function subscribeLayoutPreference(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
