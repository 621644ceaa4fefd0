#!/usr/bin/env node
// `npm start`: builds the app when its build is missing or older than its sources, then runs the simulator
// serving both the app and the API on one port (default 8080) with the `demo` scenario, and with the web
// image's security headers (rendered from nginx/security-headers.conf by nginx/render-config.sh).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderSecurityHeaders } from './security-headers.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'web/dist/index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

const sources = [path.join(root, 'web/src'), path.join(root, 'web/public'), path.join(root, 'contract/src')];
const needsBuild =
  !existsSync(dist) ||
  Math.max(...sources.map(newestMtime), statSync(path.join(root, 'web/index.html')).mtimeMs) >
    statSync(dist).mtimeMs;

if (needsBuild) {
  console.log('Building the app (web/dist is missing or older than its sources)…');
  const build = spawnSync('npm', ['run', 'build', '-w', 'web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// `npm start -- --port 9000` moves everything that names the port (public URL, CORS origins), not just
// the listening socket.
function portFlag(argv) {
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--port') return argv[i + 1];
    if (argv[i].startsWith('--port=')) return argv[i].slice('--port='.length);
  }
  return undefined;
}
const port = portFlag(process.argv.slice(2)) ?? process.env.SIM_PORT ?? '8080';
const publicUrl = process.env.SIM_PUBLIC_URL ?? `http://localhost:${port}`;
const staticDir = process.env.SIM_STATIC_DIR ?? path.join(root, 'web/dist');
// As the simulator decides it (config.ts): on unless set off, and off by default in production.
const standin = process.env.SIM_OAUTH_STANDIN;
const oauthStandin = standin
  ? !['off', 'false', '0', 'no'].includes(standin.toLowerCase())
  : process.env.NODE_ENV !== 'production';
let headersFile = process.env.SIM_SECURITY_HEADERS;
if (headersFile === undefined) {
  try {
    headersFile = renderSecurityHeaders({
      publicUrl,
      htmlDir: staticDir,
      stripePublishableKey: process.env.SIM_STRIPE_PUBLISHABLE_KEY || undefined,
      oauthStandin,
    });
  } catch (error) {
    console.error(`The security headers could not be rendered: ${error.message}`);
    process.exit(1);
  }
}
const server = spawn(
  process.execPath,
  ['--import', 'tsx', 'simulator/src/server.ts', ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      SIM_PORT: port,
      SIM_PUBLIC_URL: publicUrl,
      SIM_STATIC_DIR: staticDir,
      SIM_SECURITY_HEADERS: headersFile,
      SIM_APP_ORIGINS: process.env.SIM_APP_ORIGINS ?? `${publicUrl},http://127.0.0.1:${port}`,
    },
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => {
  // The headers rendered here live in a temporary directory of their own (…/conf/sponsorspot.d/…).
  if (process.env.SIM_SECURITY_HEADERS === undefined) {
    rmSync(path.resolve(headersFile, '../../..'), { recursive: true, force: true });
  }
  process.exit(code ?? (signal ? 1 : 0));
});
