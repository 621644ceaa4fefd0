// The frame around every screen: skip link, navigation bar, the main landmark and the footer.
import { useState, type ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { CLIENT_VERSION, PRODUCT_NAME } from '../../config/constants';
import { getConfig } from '../../config/load-config';
import { paths } from '../../config/paths';
import { useSponsorUser } from '../../features/auth/api/sponsor-user';
import { UserMenu } from '../../features/auth/components/user-menu';
import { workspacesOf } from '../../features/auth/model/capabilities';
import { useAccessToken } from '../../features/auth/model/use-session';
import { ThemeToggle } from './theme-toggle';

interface NavItem {
  to: string;
  label: string;
}

/** Only what the user may use: Publisher and Sponsor follow the sponsor-side user, Account the session. */
function useNavItems(loggedIn: boolean): NavItem[] {
  const sponsorUser = useSponsorUser();
  const { isPublisher, isSponsor } = workspacesOf(sponsorUser.data);
  return [
    { to: paths.marketplace.href(), label: 'Marketplace' },
    { to: paths.earn.href(), label: 'Earn' },
    { to: paths.dashboard.href(), label: 'Dashboard' },
    ...(loggedIn && isPublisher ? [{ to: paths.publisher.href(), label: 'Publisher' }] : []),
    ...(loggedIn && isSponsor ? [{ to: paths.sponsor.href(), label: 'Sponsor' }] : []),
    ...(loggedIn ? [{ to: paths.account.href(), label: 'Account' }] : []),
  ];
}

function NavBar() {
  const [open, setOpen] = useState(false);
  const token = useAccessToken();
  const location = useLocation();
  const items = useNavItems(token !== null);
  const onAuthScreen =
    location.pathname === paths.login.pattern || location.pathname === paths.register.pattern;
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
          className="navbar-toggler"
          type="button"
          aria-controls="main-nav"
          aria-expanded={open}
          aria-label={open ? 'Close navigation' : 'Open navigation'}
          onClick={() => setOpen((value) => !value)}
        >
          <span className="navbar-toggler-icon" />
        </button>
        <div className={`collapse navbar-collapse${open ? ' show' : ''}`} id="main-nav">
          <ul className="navbar-nav me-auto mb-2 mb-lg-0">
            {items.map((item) => (
              <li className="nav-item" key={item.to}>
                <NavLink className="nav-link" to={item.to} onClick={() => setOpen(false)}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className="d-flex align-items-center gap-2">
            <ThemeToggle />
            {token ? (
              <UserMenu onNavigate={() => setOpen(false)} />
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
        </div>
      </div>
    </nav>
  );
}

function Footer() {
  const { environment } = getConfig();
  return (
    <footer className="border-top py-4 mt-5 text-body-secondary small">
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
      <header>
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
