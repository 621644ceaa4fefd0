// The layout preference {leftDrawerOpen, rightDrawerOpen, isDark}, kept in local storage under
// a tenant-prefixed key and applied to <html data-bs-theme> (Bootstrap's colour modes).
import { readJson, writeJson } from './storage';

export interface LayoutPreference {
  leftDrawerOpen: boolean;
  rightDrawerOpen: boolean;
  isDark: boolean;
  /** The theme follows the system's colour mode ("system"); isDark then mirrors it. */
  followSystem: boolean;
}

export type ThemeChoice = 'light' | 'dark' | 'system';

export function themeChoiceOf(preference: LayoutPreference): ThemeChoice {
  if (preference.followSystem) return 'system';
  return preference.isDark ? 'dark' : 'light';
}

type Listener = () => void;

let storageKey = 'sponsorspot.layout';
let current: LayoutPreference = {
  leftDrawerOpen: false,
  rightDrawerOpen: false,
  isDark: false,
  followSystem: true,
};
let systemQuery: MediaQueryList | null = null;
const listeners = new Set<Listener>();

export function layoutStorageKey(tenantId: string): string {
  return `${tenantId}.layout`;
}

/** Reads a stored preference, keeping only well-typed fields; the theme falls back to the system's. */
export function parseLayoutPreference(stored: unknown, prefersDark: boolean): LayoutPreference {
  const value = (typeof stored === 'object' && stored !== null ? stored : {}) as Record<string, unknown>;
  const flag = (key: string, fallback: boolean) =>
    typeof value[key] === 'boolean' ? (value[key] as boolean) : fallback;
  // Without a stored choice (or with "system") the theme follows the system's.
  const followSystem = flag('followSystem', typeof value.isDark !== 'boolean');
  return {
    leftDrawerOpen: flag('leftDrawerOpen', false),
    rightDrawerOpen: flag('rightDrawerOpen', false),
    isDark: followSystem ? prefersDark : flag('isDark', prefersDark),
    followSystem,
  };
}

function applyTheme(isDark: boolean) {
  document.documentElement.setAttribute('data-bs-theme', isDark ? 'dark' : 'light');
}

/** Start-up step: read the preference and apply the theme before the first paint. */
export function initLayoutPreference(tenantId: string): LayoutPreference {
  storageKey = layoutStorageKey(tenantId);
  systemQuery = window.matchMedia?.('(prefers-color-scheme: dark)') ?? null;
  current = parseLayoutPreference(readJson(storageKey), systemQuery?.matches ?? false);
  applyTheme(current.isDark);
  systemQuery?.addEventListener?.('change', (event) => {
    if (current.followSystem) setCurrent({ ...current, isDark: event.matches }, false);
  });
  return current;
}

function setCurrent(next: LayoutPreference, store: boolean) {
  current = next;
  if (store) writeJson(storageKey, current);
  applyTheme(current.isDark);
  for (const listener of listeners) listener();
}

/** Light, dark, or whatever the system uses (and follows it when it changes). */
export function setThemeChoice(choice: ThemeChoice): void {
  const isDark = choice === 'system' ? (systemQuery?.matches ?? false) : choice === 'dark';
  setCurrent({ ...current, isDark, followSystem: choice === 'system' }, true);
}

export function getLayoutPreference(): LayoutPreference {
  return current;
}

export function updateLayoutPreference(change: Partial<LayoutPreference>): void {
  // Choosing light or dark directly (the toolbar's toggle) stops following the system.
  const followSystem = 'isDark' in change && change.followSystem === undefined ? false : current.followSystem;
  setCurrent({ ...current, followSystem, ...change }, true);
}

export function subscribeLayoutPreference(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
