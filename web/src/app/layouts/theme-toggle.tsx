import { useSyncExternalStore } from 'react';
import {
  getLayoutPreference,
  subscribeLayoutPreference,
  updateLayoutPreference,
} from '../../lib/layout-preference';

function SunIcon() {
  return (
    <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16" fill="currentColor">
      <circle cx="8" cy="8" r="3.2" />
      <g stroke="currentColor" strokeWidth="1.5" strokeLinecap="round">
        <path d="M8 .9v1.6M8 13.5v1.6M.9 8h1.6M13.5 8h1.6M3 3l1.1 1.1M11.9 11.9 13 13M3 13l1.1-1.1M11.9 4.1 13 3" />
      </g>
    </svg>
  );
}

function MoonIcon() {
  return (
    <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16" fill="currentColor">
      <path d="M6.2 1.1a6.9 6.9 0 1 0 8.7 8.7A5.6 5.6 0 0 1 6.2 1.1Z" />
    </svg>
  );
}

export function ThemeToggle() {
  const { isDark } = useSyncExternalStore(
    subscribeLayoutPreference,
    getLayoutPreference,
    getLayoutPreference,
  );
  const label = isDark ? 'Switch to light theme' : 'Switch to dark theme';
  return (
    <button
      type="button"
      className="btn btn-outline-secondary btn-sm theme-toggle d-inline-flex align-items-center"
      aria-label={label}
      title={label}
      onClick={() => updateLayoutPreference({ isDark: !isDark })}
    >
      {isDark ? <SunIcon /> : <MoonIcon />}
    </button>
  );
}
