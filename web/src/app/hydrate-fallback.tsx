/** Shown while the first screen's code and data load. */
export function HydrateFallback() {
  return (
    <div className="d-flex justify-content-center align-items-center min-vh-100" aria-busy="true">
      <div className="spinner-border text-primary" role="status">
        <span className="visually-hidden">Loading SponsorSpot…</span>
      </div>
    </div>
  );
}

/** The screen of a route whose loader always redirects: nothing to show. */
export function RedirectOnly() {
  return null;
}
