// The web image's security headers for `npm start`: nginx/render-config.sh, the script the web image runs
// at container start, renders nginx/security-headers.conf (the one definition of the headers, its CSP
// built from the origins) for the app as `npm start` serves it: API, Stripe stand-in and OAuth stand-in
// on the app's own origin. The simulator then sends the rendered file's headers with the app
// (SIM_SECURITY_HEADERS), so `npm start` and the container answer with the same headers.
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Renders the headers for the app served from `publicUrl` out of `htmlDir` and answers the rendered
 * file's path (in a new temporary directory). Throws with render-config.sh's message on a bad value.
 * @param {{ publicUrl: string; htmlDir: string; stripePublishableKey?: string; oauthStandin?: boolean }} app
 * @returns {string}
 */
export function renderSecurityHeaders({ publicUrl, htmlDir, stripePublishableKey, oauthStandin = true }) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sponsorspot-headers-'));
  const result = spawnSync('sh', [path.join(root, 'nginx/render-config.sh')], {
    encoding: 'utf8',
    env: {
      PATH: process.env.PATH ?? '/usr/sbin:/usr/bin:/sbin:/bin',
      // Same origin: the simulator serves the API, the Stripe stand-in and the OAuth stand-in itself.
      API_BASE_URL: '',
      STRIPE_PUBLISHABLE_KEY: stripePublishableKey ?? 'pk_sim_sponsorspot',
      OAUTH_SIMULATOR_URL: oauthStandin ? publicUrl.replace(/\/+$/, '') : '',
      SPONSORSPOT_CONF_DIR: path.join(dir, 'conf'),
      SPONSORSPOT_RUN_DIR: path.join(dir, 'run'),
      SPONSORSPOT_HTML_DIR: path.resolve(htmlDir),
    },
  });
  if (result.error) throw result.error;
  if (result.status !== 0)
    throw new Error(result.stderr.trim() || `render-config.sh exited ${result.status}`);
  return path.join(dir, 'conf/sponsorspot.d/security-headers.conf');
}
