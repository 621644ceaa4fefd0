// The entry: styles, then start-up (config → auth → theme → optional redirect), then mount.
import './bootstrap.scss';
import './app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { clearUserDataOnLogout } from '../features/auth/session/session-query-cache';
import { queryClient } from '../lib/query-client';
import { Providers } from './providers';
import { createAppRouter } from './router';
import { runStartup } from './startup';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');
const root = createRoot(container);
const started = runStartup();

if (!started.ok) {
  console.error(
    `SponsorSpot cannot start: the runtime config (/config.js) is wrong:\n- ${started.problems.join('\n- ')}`,
  );
  document.title = 'Configuration error · SponsorSpot';
  // Only a misconfigured deployment shows it: its code stays out of every first visit.
  const { problems } = started;
  void import('../components/config-error-page').then(({ ConfigErrorPage }) =>
    root.render(<ConfigErrorPage problems={problems} />),
  );
} else {
  clearUserDataOnLogout(queryClient);
  const router = createAppRouter(queryClient);
  root.render(
    <StrictMode>
      <Providers queryClient={queryClient}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
}
