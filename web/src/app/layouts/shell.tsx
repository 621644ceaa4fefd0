// The frame around every screen: skip link, navigation bar, the main landmark and the footer.
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { CLIENT_VERSION, PRODUCT_NAME } from '../../config/constants';
import { getConfig } from '../../config/load-config';
import { paths } from '../../config/paths';
import { useAccessToken } from '../../lib/auth-token';
import { ThemeToggle } from './theme-toggle';

// A visitor's first paint never needs what the bar adds for a signed-in user (the workspace links, the
// sponsor-side user's query, the review count, the plan badge, the user menu and its dropdown code): it
// loads once a user signs in, both parts from one module.
const SignedInNavItems = lazy(() =>
  import('./signed-in-nav').then((module) => ({ default: module.SignedInNavItems })),
);
const SignedInTools = lazy(() =>
  import('./signed-in-nav').then((module) => ({ default: module.SignedInTools })),
);

/**
 * The bar is Bootstrap's navbar markup with react-bootstrap's Collapse. react-bootstrap's Navbar component
 * is not used: it carries Navbar.Offcanvas (and with it Modal) on every first paint, about 8 KB gzipped over
 * the /marketplace budget. The collapse animation runs only when a small screen opens the menu (from lg up,
 * Bootstrap's CSS always shows the links and hides the toggler), so Collapse and its transition code (with
 * the react-bootstrap modules it shares with other screens, about 25 KB gzipped) load only once the toggler
 * is pointed at, focused or pressed; until they arrive the same markup shows, opened and closed by
 * Bootstrap's classes.
 */
const Collapse = lazy(() => import('react-bootstrap/Collapse'));

function NavCollapse({
  expanded,
  animated,
  children,
}: {
  expanded: boolean;
  /** Whether the toggler has been used (pointed at, focused or pressed): the animation's code loads then. */
  animated: boolean;
  children: ReactNode;
}) {
  const plain = (
    <div className={`navbar-collapse collapse${expanded ? ' show' : ''}`} id="main-nav">
      {children}
    </div>
  );
  if (!animated) return plain;
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

/** Every visitor's links; a signed-in user's follow them (signed-in-nav.tsx). */
const NAV_ITEMS = [
  { to: paths.marketplace.href(), label: 'Marketplace' },
  { to: paths.earn.href(), label: 'Earn' },
  { to: paths.dashboard.href(), label: 'Dashboard' },
];

function NavBar() {
  const [expanded, setExpanded] = useState(false);
  const [animated, setAnimated] = useState(false);
  const wantAnimation = () => setAnimated(true);
  const token = useAccessToken();
  const location = useLocation();
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
          onPointerEnter={wantAnimation}
          onFocus={wantAnimation}
          onClick={() => {
            wantAnimation();
            setExpanded((value) => !value);
          }}
        >
          <span className="navbar-toggler-icon" />
        </button>
        <NavCollapse expanded={expanded} animated={animated}>
          <ul className="navbar-nav me-auto mb-2 mb-lg-0">
            {NAV_ITEMS.map((item) => (
              <li className="nav-item" key={item.to}>
                <NavLink className="nav-link" to={item.to} onClick={collapse}>
                  {item.label}
                </NavLink>
              </li>
            ))}
            {token ? (
              <Suspense fallback={null}>
                <SignedInNavItems onNavigate={collapse} />
              </Suspense>
            ) : null}
          </ul>
          <div className="d-flex align-items-center gap-2">
            <ThemeToggle />
            {token ? (
              <Suspense fallback={null}>
                <SignedInTools onNavigate={collapse} />
              </Suspense>
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
