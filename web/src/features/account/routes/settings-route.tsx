import { useSyncExternalStore } from 'react';
import {
  getLayoutPreference,
  subscribeLayoutPreference,
  updateLayoutPreference,
} from '../../../lib/layout-preference';

export function Component() {
  const preference = useSyncExternalStore(
    subscribeLayoutPreference,
    getLayoutPreference,
    getLayoutPreference,
  );
  return (
    <section aria-labelledby="account-section-title">
      <h2 id="account-section-title" className="h4">
        Settings
      </h2>
      <p>How SponsorSpot looks on this device. These choices are kept in this browser.</p>
      <div className="form-check form-switch mb-2">
        <input
          className="form-check-input"
          type="checkbox"
          role="switch"
          id="setting-dark"
          checked={preference.isDark}
          onChange={(event) => updateLayoutPreference({ isDark: event.target.checked })}
        />
        <label className="form-check-label" htmlFor="setting-dark">
          Dark theme
        </label>
      </div>
      <div className="form-check form-switch">
        <input
          className="form-check-input"
          type="checkbox"
          role="switch"
          id="setting-menu"
          checked={preference.leftDrawerOpen}
          onChange={(event) => updateLayoutPreference({ leftDrawerOpen: event.target.checked })}
        />
        <label className="form-check-label" htmlFor="setting-menu">
          Keep the workspace menu open
        </label>
      </div>
    </section>
  );
}
