// The frame shown before the first screen: index.html holds the same markup inside #root, which the browser
// paints as soon as the stylesheet is in (the entry script does not block rendering), and React shows this
// component in its place while the first screen's code and data load, so nothing changes on screen until
// the screen itself renders. The navigation bar of a visitor (shell.tsx) with plain links and an empty main
// landmark; hydrate-fallback.test.ts keeps index.html's copy the same as this.
const FRAME_LINKS = [
  { href: '/marketplace', label: 'Marketplace' },
  { href: '/earn', label: 'Earn' },
  { href: '/dashboard', label: 'Dashboard' },
];

export function HydrateFallback() {
  return (
    <div className="d-flex flex-column min-vh-100">
      <header className="d-print-none">
        <nav className="navbar navbar-expand-lg bg-body-tertiary border-bottom" aria-label="Main">
          <div className="container">
            <a className="navbar-brand fw-semibold d-flex align-items-center gap-2" href="/marketplace">
              <img src="/favicon.svg" alt="" width="24" height="24" />
              SponsorSpot
            </a>
            <button
              type="button"
              className="navbar-toggler collapsed"
              aria-expanded="false"
              aria-label="Open navigation"
              disabled
            >
              <span className="navbar-toggler-icon" />
            </button>
            <div className="navbar-collapse collapse">
              <ul className="navbar-nav me-auto mb-2 mb-lg-0">
                {FRAME_LINKS.map((link) => (
                  <li className="nav-item" key={link.href}>
                    <a className="nav-link" href={link.href}>
                      {link.label}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </nav>
      </header>
      <div className="container flex-grow-1 py-4" aria-busy="true">
        <p className="visually-hidden" role="status">
          Loading SponsorSpot…
        </p>
      </div>
    </div>
  );
}

/** The screen of a route whose loader always redirects: nothing to show. */
export function RedirectOnly() {
  return null;
}
