// The frame around every screen: skip link, navigation bar, the main landmark and the footer.
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { CLIENT_VERSION, PRODUCT_NAME } from '../../config/constants';
import { getConfig } from '../../config/load-config';
import { paths } from '../../config/paths';
import { useSponsorUser } from '../../features/auth/api/sponsor-user';
import { useAccessToken, useSession } from '../../features/auth/hooks/use-session';
import { displayName, workspacesOf } from '../../features/auth/model/capabilities';
import { CurrentPlanBadge } from '../../features/plans';
import { ReviewCountBadge } from '../../features/publisher/components/review-count-badge';
import { ThemeToggle } from './theme-toggle';

// A visitor's first paint never needs the user menu (and its dropdown code): it loads once a user signs in.
const UserMenu = lazy(() =>
  import('../../features/auth/components/user-menu').then((module) => ({ default: module.UserMenu })),
);

/**
 * The bar is Bootstrap's navbar markup with react-bootstrap's Collapse. react-bootstrap's Navbar component
 * is not used: it carries Navbar.Offcanvas (and with it Modal) on every first paint, about 8 KB gzipped over
 * the /marketplace budget. The collapse animation runs only when a small screen opens the menu (from lg up,
 * Bootstrap's CSS always shows the links), so Collapse and its transition code load after the first paint;
 * until they arrive the same markup shows, opened and closed by Bootstrap's classes.
 */
const Collapse = lazy(() => import('react-bootstrap/Collapse'));

function NavCollapse({ expanded, children }: { expanded: boolean; children: ReactNode }) {
  const plain = (
    <div className={`navbar-collapse collapse${expanded ? ' show' : ''}`} id="main-nav">
      {children}
    </div>
  );
  return (
    <Suspense fallback={plain}>
      <Collapse in={expanded}>
        <div className="navbar-collapse" id="main-nav">
          {children}
        </div>
      </Collapse>
    </Suspense>
  );
}

interface NavItem {
  to: string;
  label: string;
  /** Shown after the label: how much waits there. */
  badge?: ReactNode;
}

/** Only what the user may use: Publisher and Sponsor follow the sponsor-side user, Account the session. */
function useNavItems(loggedIn: boolean): NavItem[] {
  const sponsorUser = useSponsorUser();
  const { isPublisher, isSponsor } = workspacesOf(sponsorUser.data);
  return [
    { to: paths.marketplace.href(), label: 'Marketplace' },
    { to: paths.earn.href(), label: 'Earn' },
    { to: paths.dashboard.href(), label: 'Dashboard' },
    ...(loggedIn && isPublisher
      ? [{ to: paths.publisher.href(), label: 'Publisher', badge: <ReviewCountBadge /> }]
      : []),
    ...(loggedIn && isSponsor ? [{ to: paths.sponsor.href(), label: 'Sponsor' }] : []),
    ...(loggedIn ? [{ to: paths.account.href(), label: 'Account' }] : []),
  ];
}

/** While the menu's code loads: the same button, inert, so nothing moves when the menu arrives. */
function UserMenuPlaceholder() {
  const session = useSession();
  return (
    <button type="button" className="btn btn-outline-secondary btn-sm dropdown-toggle" disabled>
      {displayName(session.user)}
    </button>
  );
}

function NavBar() {
  const [expanded, setExpanded] = useState(false);
  const token = useAccessToken();
  const location = useLocation();
  const items = useNavItems(token !== null);
  const onAuthScreen =
    location.pathname === paths.login.pattern || location.pathname === paths.register.pattern;
  const collapse = () => setExpanded(false);
  return (
    <nav className="navbar navbar-expand-lg bg-body-tertiary border-bottom" aria-label="Main">
      <div className="container">
        <Link
          className="navbar-brand fw-semibold d-flex align-items-center gap-2"
          to={paths.marketplace.href()}
        >
          <img src="/favicon.svg" alt="" width={24} height={24} />
          {PRODUCT_NAME}
        </Link>
        <button
          type="button"
          className={`navbar-toggler${expanded ? '' : ' collapsed'}`}
          aria-controls="main-nav"
          aria-expanded={expanded}
          aria-label={expanded ? 'Close navigation' : 'Open navigation'}
          onClick={() => setExpanded((value) => !value)}
        >
          <span className="navbar-toggler-icon" />
        </button>
        <NavCollapse expanded={expanded}>
          <ul className="navbar-nav me-auto mb-2 mb-lg-0">
            {items.map((item) => (
              <li className="nav-item" key={item.to}>
                <NavLink className="nav-link" to={item.to} onClick={collapse}>
                  {item.label}
                  {item.badge}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className="d-flex align-items-center gap-2">
            <ThemeToggle />
            {token ? (
              <>
                <CurrentPlanBadge />
                <Suspense fallback={<UserMenuPlaceholder />}>
                  <UserMenu onNavigate={collapse} />
                </Suspense>
              </>
            ) : onAuthScreen ? null : (
              <>
                <Link
                  className="btn btn-outline-primary btn-sm"
                  to={paths.login.href(`${location.pathname}${location.search}`)}
                >
                  Log in
                </Link>
                <Link className="btn btn-primary btn-sm" to={paths.register.href()}>
                  Sign up
                </Link>
              </>
            )}
          </div>
        </NavCollapse>
      </div>
    </nav>
  );
}

function Footer() {
  const { environment } = getConfig();
  return (
    <footer className="border-top py-4 mt-5 text-body-secondary small d-print-none">
      <div className="container d-flex flex-wrap justify-content-between gap-2">
        <span>
          {PRODUCT_NAME} v{CLIENT_VERSION}
          {environment !== 'production' ? (
            <span className="badge text-bg-warning ms-2">{environment}</span>
          ) : null}
        </span>
        <nav aria-label="Footer">
          <ul className="list-inline mb-0">
            <li className="list-inline-item">
              <a className="link-secondary" href={paths.cms.href()}>
                About SponsorSpot
              </a>
            </li>
            <li className="list-inline-item">
              <Link className="link-secondary" to={paths.earn.href()}>
                Earn with your site
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}

export function Shell({
  children,
  aside,
  asideEnd,
}: {
  children: ReactNode;
  aside?: ReactNode;
  asideEnd?: ReactNode;
}) {
  return (
    <div className="d-flex flex-column min-vh-100">
      <a className="visually-hidden-focusable skip-link" href="#main">
        Skip to content
      </a>
      {/* A printed page (an invoice) is the content alone. */}
      <header className="d-print-none">
        <NavBar />
      </header>
      <div className="container flex-grow-1 py-4">
        <div className="d-flex gap-4">
          {aside}
          <main id="main" className="flex-grow-1 min-w-0" tabIndex={-1}>
            {children}
          </main>
          {asideEnd}
        </div>
      </div>
      <Footer />
    </div>
  );
}
