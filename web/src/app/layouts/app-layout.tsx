import { useSyncExternalStore } from 'react';
import { NavLink, Outlet } from 'react-router';
import { paths } from '../../config/paths';
import {
  getLayoutPreference,
  subscribeLayoutPreference,
  updateLayoutPreference,
} from '../../lib/layout-preference';
import { Shell } from './shell';

const WORKSPACE_LINKS = [
  { to: paths.publisher.href(), label: 'Publisher dashboard', end: true },
  { to: paths.publisherSpots.href(), label: 'Your spots', end: true },
  { to: paths.sponsor.href(), label: 'Sponsor dashboard', end: true },
  { to: paths.sponsorSpots.href(), label: 'Sponsored spots', end: true },
  { to: paths.account.href(), label: 'Account', end: false },
];

/** The logged-in group: the shared frame plus the workspace menu (its open state is a layout preference). */
export function AppLayout() {
  const { leftDrawerOpen } = useSyncExternalStore(
    subscribeLayoutPreference,
    getLayoutPreference,
    getLayoutPreference,
  );
  const aside = (
    <aside className="workspace-nav flex-shrink-0" aria-label="Workspace menu">
      <button
        type="button"
        className="btn btn-sm btn-outline-secondary mb-2 w-100"
        aria-expanded={leftDrawerOpen}
        aria-controls="workspace-menu"
        onClick={() => updateLayoutPreference({ leftDrawerOpen: !leftDrawerOpen })}
      >
        {leftDrawerOpen ? 'Hide menu' : 'Menu'}
      </button>
      <nav id="workspace-menu" aria-label="Workspace" hidden={!leftDrawerOpen}>
        <ul className="nav nav-pills flex-column">
          {WORKSPACE_LINKS.map((link) => (
            <li className="nav-item" key={link.to}>
              <NavLink className="nav-link" to={link.to} end={link.end}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </aside>
  );
  return (
    <Shell aside={aside}>
      <Outlet />
    </Shell>
  );
}
