// /account/settings: theme (light, dark, system), layout preferences (kept in this browser under the
// tenant's key), the password change, logging out here or everywhere.
import { useMutation } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import {
  getLayoutPreference,
  setThemeChoice,
  subscribeLayoutPreference,
  themeChoiceOf,
  updateLayoutPreference,
  type ThemeChoice,
} from '../../../lib/layout-preference';
import { FormAlert } from '../../../components/form-alert';
import { ChangePasswordForm, identityErrorMessage, logout, logoutEverywhere } from '../../auth';

const THEMES: { value: ThemeChoice; label: string }[] = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'system', label: 'Same as my system' },
];

export function Component() {
  const preference = useSyncExternalStore(
    subscribeLayoutPreference,
    getLayoutPreference,
    getLayoutPreference,
  );
  const everywhere = useMutation({ mutationFn: logoutEverywhere });
  const theme = themeChoiceOf(preference);
  return (
    <section aria-labelledby="account-section-title">
      <h2 id="account-section-title" className="h4">
        Settings
      </h2>
      <p>How SponsorSpot looks on this device. These choices are kept in this browser.</p>
      <fieldset className="mb-4">
        <legend className="h6">Theme</legend>
        {THEMES.map((option) => (
          <div className="form-check" key={option.value}>
            <input
              className="form-check-input"
              type="radio"
              name="theme"
              id={`theme-${option.value}`}
              checked={theme === option.value}
              onChange={() => setThemeChoice(option.value)}
            />
            <label className="form-check-label" htmlFor={`theme-${option.value}`}>
              {option.label}
            </label>
          </div>
        ))}
      </fieldset>
      <fieldset className="mb-4">
        <legend className="h6">Layout</legend>
        <div className="form-check form-switch mb-2">
          <input
            className="form-check-input"
            type="checkbox"
            role="switch"
            id="setting-menu"
            checked={preference.leftDrawerOpen}
            onChange={(event) => updateLayoutPreference({ leftDrawerOpen: event.target.checked })}
          />
          <label className="form-check-label" htmlFor="setting-menu">
            Keep the workspace menu open on narrower screens (a wide screen always shows it)
          </label>
        </div>
        <div className="form-check form-switch">
          <input
            className="form-check-input"
            type="checkbox"
            role="switch"
            id="setting-panel"
            checked={preference.rightDrawerOpen}
            onChange={(event) => updateLayoutPreference({ rightDrawerOpen: event.target.checked })}
          />
          <label className="form-check-label" htmlFor="setting-panel">
            Show the account panel beside workspace screens
          </label>
        </div>
      </fieldset>
      <ChangePasswordForm />
      <h3 className="h6">Sessions</h3>
      <p className="text-body-secondary">
        Logging out ends this session. Signing out of every session also ends the ones on your other devices
        and browsers.
      </p>
      <FormAlert
        message={
          everywhere.isError
            ? `${identityErrorMessage(everywhere.error)} You are logged out here; other sessions may still be open.`
            : null
        }
      />
      <div className="d-flex flex-wrap gap-2">
        <button type="button" className="btn btn-outline-primary" onClick={() => logout('user')}>
          Log out
        </button>
        <button
          type="button"
          className="btn btn-outline-danger"
          disabled={everywhere.isPending}
          onClick={() => everywhere.mutate()}
        >
          {everywhere.isPending ? 'Signing out…' : 'Sign out of every session'}
        </button>
      </div>
    </section>
  );
}
