/** Shown instead of the app when /config.js is wrong: every problem, and where to fix it. */
export function ConfigErrorPage({ problems }: { problems: readonly string[] }) {
  return (
    <main className="container py-5" style={{ maxWidth: 760 }}>
      <div className="alert alert-danger" role="alert">
        <h1 className="h3">SponsorSpot cannot start: its configuration is wrong</h1>
        <p>
          The runtime configuration in <code>/config.js</code> (<code>window.__SPONSORSPOT_CONFIG__</code>)
          has {problems.length === 1 ? 'a problem' : `${problems.length} problems`}:
        </p>
        <ul>
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
        <p className="mb-0">
          In the web container, <code>/config.js</code> is written at start from environment variables
          (API_BASE_URL, TENANT_HEADER, TENANT_ID, CMS_URL, STRIPE_PUBLISHABLE_KEY, OAUTH_SIMULATOR_URL,
          OAUTH_CLIENT_IDS, APP_ENVIRONMENT). Fix the value named above and reload.
        </p>
      </div>
    </main>
  );
}
