// Runs the web image's nginx configuration with the machine's own nginx (no Docker): render-config.sh
// renders /config.js and the server config into a temporary directory, a minimal main nginx.conf
// includes it, and nginx serves the built app from `htmlDir`. Used by the nginx tests, the e2e harness
// and the bench (import { startNativeNginx } from '@sponsorspot/simulator/testing/nginx').
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's nginx/ directory: the web image's configuration. */
export const nginxDir = fileURLToPath(new URL('../../nginx/', import.meta.url));
export const renderScript = join(nginxDir, 'render-config.sh');
const nginxBinary = process.env.NGINX_BIN ?? '/usr/sbin/nginx';

export interface RenderResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

export interface RenderDirs {
  confDir: string;
  runDir: string;
  htmlDir: string;
}

/**
 * Runs render-config.sh with exactly `env` (plus PATH): the caller's own API_BASE_URL and friends never
 * leak in, so a test sees the documented defaults.
 */
export function renderConfig(env: Record<string, string>, dirs: RenderDirs): Promise<RenderResult> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn('sh', [renderScript], {
      env: {
        PATH: process.env.PATH ?? '/usr/sbin:/usr/bin:/sbin:/bin',
        ...env,
        SPONSORSPOT_CONF_DIR: dirs.confDir,
        SPONSORSPOT_RUN_DIR: dirs.runDir,
        SPONSORSPOT_HTML_DIR: resolve(dirs.htmlDir),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolvePromise({ code, stdout, stderr }));
  });
}

/** A TCP port that was free a moment ago on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolvePromise, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePromise(port));
    });
  });
}

export interface NativeNginxOptions {
  /** The built app (web/dist). */
  htmlDir: string;
  /** Port to listen on (WEB_PORT); a free one when omitted. */
  port?: number;
  /** The web image's settings (API_BASE_URL, CMS_URL, ...); unset ones take render-config.sh's defaults. */
  env?: Record<string, string>;
}

export interface NativeNginx {
  url: string;
  port: number;
  /** The temporary prefix: nginx.conf, conf/, run/config.js, error.log, access.log. */
  dir: string;
  stop(): Promise<void>;
}

// Workers of a root master need a user the machine has; Debian's `nobody` belongs to `nogroup`.
function userDirective(): string {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return '';
  const group = execFileSync('id', ['-gn', 'nobody'], { encoding: 'utf8' }).trim();
  return `user nobody ${group};`;
}

function mainConfig(dir: string): string {
  return `# Minimal main config around the rendered server config (written by native-nginx.ts).
daemon off;
master_process on;
worker_processes 1;
${userDirective()}
pid ${dir}/nginx.pid;
error_log ${dir}/error.log notice;
events { worker_connections 256; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log ${dir}/access.log;
    client_body_temp_path ${dir}/client-body;
    proxy_temp_path ${dir}/proxy;
    fastcgi_temp_path ${dir}/fastcgi;
    uwsgi_temp_path ${dir}/uwsgi;
    scgi_temp_path ${dir}/scgi;
    include ${dir}/conf/sponsorspot.conf;
}
`;
}

function readLog(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}

async function waitForExit(child: ChildProcess, ms: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return true;
  return new Promise((resolvePromise) => {
    const timer = setTimeout(() => resolvePromise(false), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolvePromise(true);
    });
  });
}

async function launch(dir: string, port: number): Promise<ChildProcess> {
  const child = spawn(nginxBinary, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const spawnError = new Promise<Error>((resolvePromise) => child.once('error', resolvePromise));
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `nginx exited (${child.exitCode ?? child.signalCode}): ${stderr}${readLog(join(dir, 'error.log'))}`,
      );
    }
    const failed = await Promise.race([spawnError, new Promise<null>((r) => setTimeout(() => r(null), 50))]);
    if (failed) throw new Error(`cannot run ${nginxBinary}: ${failed.message}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (response.status === 200) return child;
    } catch {
      // not listening yet
    }
  }
  child.kill('SIGKILL');
  throw new Error(
    `nginx did not answer /healthz on port ${port} within 10 s: ${readLog(join(dir, 'error.log'))}`,
  );
}

/** Renders the config from `env` and starts nginx over `htmlDir`; resolves once /healthz answers. */
export async function startNativeNginx(options: NativeNginxOptions): Promise<NativeNginx> {
  const dir = mkdtempSync(join(tmpdir(), 'sponsorspot-nginx-'));
  // Workers run as an unprivileged user when the test runs as root: they must reach config.js.
  chmodSync(dir, 0o755);
  try {
    // A port picked here may be taken before nginx binds it; pick again in that case.
    for (let attempt = 1; ; attempt++) {
      const port = options.port ?? (await freePort());
      const rendered = await renderConfig(
        { ...options.env, WEB_PORT: String(port) },
        { confDir: join(dir, 'conf'), runDir: join(dir, 'run'), htmlDir: options.htmlDir },
      );
      if (rendered.code !== 0) throw new Error(`render-config.sh failed: ${rendered.stderr}`);
      writeFileSync(join(dir, 'nginx.conf'), mainConfig(dir));
      let child: ChildProcess;
      try {
        child = await launch(dir, port);
      } catch (error) {
        if (options.port === undefined && attempt < 3 && /Address already in use/.test(String(error)))
          continue;
        throw error;
      }
      const killOnExit = () => child.kill('SIGKILL');
      process.once('exit', killOnExit);
      return {
        url: `http://127.0.0.1:${port}`,
        port,
        dir,
        async stop() {
          process.removeListener('exit', killOnExit);
          child.kill('SIGTERM');
          if (!(await waitForExit(child, 5000))) {
            child.kill('SIGKILL');
            await waitForExit(child, 2000);
          }
          rmSync(dir, { recursive: true, force: true });
        },
      };
    }
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}
