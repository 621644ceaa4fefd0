import { useSyncExternalStore, type ReactNode } from 'react';
import { Link, NavLink, Outlet } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useSponsorUser } from '../../features/auth/api/sponsor-user';
import { displayName, workspacesOf } from '../../features/auth/model/capabilities';
import { useSession } from '../../features/auth/hooks/use-session';
import { CurrentPlanBadge } from '../../features/plans';
import { ReviewCountBadge } from '../../features/publisher/components/review-count-badge';
import {
  getLayoutPreference,
  subscribeLayoutPreference,
  updateLayoutPreference,
} from '../../lib/layout-preference';
import { Shell } from './shell';

interface WorkspaceLink {
  to: string;
  label: string;
  end: boolean;
  /** Shown after the label: how much waits there. */
  badge?: ReactNode;
}

const PUBLISHER_LINKS: WorkspaceLink[] = [
  { to: paths.publisher.href(), label: 'Publisher dashboard', end: true, badge: <ReviewCountBadge /> },
  { to: paths.publisherSpots.href(), label: 'Your spots', end: true },
];
const SPONSOR_LINKS: WorkspaceLink[] = [
  { to: paths.sponsor.href(), label: 'Sponsor dashboard', end: true },
  { to: paths.sponsorSpots.href(), label: 'Sponsored spots', end: true },
];
const ACCOUNT_LINK: WorkspaceLink = { to: paths.account.href(), label: 'Account', end: false };

/** The right-hand panel (the rightDrawerOpen preference): who is signed in and their plan. */
function AccountPanel() {
  const session = useSession();
  return (
    <aside
      className="workspace-panel flex-shrink-0 d-none d-lg-block"
      aria-label="Account panel"
      style={{ width: 220 }}
    >
      <div className="card">
        <div className="card-body small">
          <p className="fw-semibold mb-1">{displayName(session.user)}</p>
          <p className="text-body-secondary mb-2 text-break">{session.user?.email}</p>
          <p className="mb-2">
            Plan: <CurrentPlanBadge />
          </p>
          <Link to={paths.account.href('subscription')}>Plan and usage</Link>
        </div>
      </div>
    </aside>
  );
}

/** The logged-in group: the shared frame plus the workspace menu (its open state is a layout preference). */
export function AppLayout() {
  const sponsorUser = useSponsorUser();
  const { isPublisher, isSponsor } = workspacesOf(sponsorUser.data);
  const links = [...(isPublisher ? PUBLISHER_LINKS : []), ...(isSponsor ? SPONSOR_LINKS : []), ACCOUNT_LINK];
  const { leftDrawerOpen, rightDrawerOpen } = useSyncExternalStore(
    subscribeLayoutPreference,
    getLayoutPreference,
    getLayoutPreference,
  );
  // A desktop (≥ 992 px) has the width for the menu: it is always open there, and the toggle (the
  // leftDrawerOpen preference) only decides it on narrower screens.
  const aside = (
    <aside className="workspace-nav flex-shrink-0 d-print-none" aria-label="Workspace menu">
      <button
        type="button"
        className="btn btn-sm btn-outline-secondary mb-2 w-100 d-lg-none"
        aria-expanded={leftDrawerOpen}
        aria-controls="workspace-menu"
        onClick={() => updateLayoutPreference({ leftDrawerOpen: !leftDrawerOpen })}
      >
        {leftDrawerOpen ? 'Hide menu' : 'Menu'}
      </button>
      <nav
        id="workspace-menu"
        aria-label="Workspace"
        className={leftDrawerOpen ? undefined : 'd-none d-lg-block'}
      >
        <ul className="nav nav-pills flex-column">
          {links.map((link) => (
            <li className="nav-item" key={link.to}>
              <NavLink className="nav-link" to={link.to} end={link.end}>
                {link.label}
                {link.badge}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </aside>
  );
  return (
    <Shell aside={aside} asideEnd={rightDrawerOpen ? <AccountPanel /> : null}>
      <Outlet />
    </Shell>
  );
}

/** The route module's face (routes.ts loads this layout on demand). */
export const Component = AppLayout;
