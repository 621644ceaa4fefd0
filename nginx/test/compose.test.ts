// docker-compose.yml as compose renders it with no variable set: both ports published on 127.0.0.1
// only, the web container as in production (non-root, read-only root filesystem, tmpfs where nginx
// writes), the app answering only its own host names, and the simulator told that listening on the
// container's every interface is intended.
// (The Docker smoke test checks the same with `docker-compose config` and on the running containers.)
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';

interface Service {
  ports: string[];
  user?: string;
  read_only?: boolean;
  tmpfs?: string[];
  environment: Record<string, string>;
}

/** Compose's interpolation of ${VAR:-default} and ${VAR} in every string value, after parsing as compose does. */
function interpolate(value: unknown, env: Record<string, string>): unknown {
  if (typeof value === 'string') {
    return value.replace(
      /\$\{(\w+)(?::-([^}]*))?\}/g,
      (_, name: string, fallback = '') => env[name] || fallback,
    );
  }
  if (Array.isArray(value)) return value.map((item) => interpolate(item, env));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, interpolate(item, env)]));
  }
  return value;
}

function services(env: Record<string, string> = {}): Record<string, Service> {
  const file = fileURLToPath(new URL('../../docker-compose.yml', import.meta.url));
  return (interpolate(parse(readFileSync(file, 'utf8')), env) as { services: Record<string, Service> })
    .services;
}

describe('docker-compose.yml', () => {
  it('publishes the simulator and the app on 127.0.0.1 only, unless a bind address opens them', () => {
    expect(services().simulator?.ports).toEqual(['127.0.0.1:3000:3000']);
    expect(services().web?.ports).toEqual(['127.0.0.1:8080:8080']);
    const open = services({ SIMULATOR_BIND_ADDRESS: '0.0.0.0', SIMULATOR_HOST_PORT: '3001' });
    expect(open.simulator?.ports).toEqual(['0.0.0.0:3001:3000']);
    expect(open.web?.ports).toEqual(['127.0.0.1:8080:8080']);
  });

  it('runs the web container as uid 101 on a read-only root filesystem, with tmpfs where nginx writes', () => {
    const web = services().web;
    expect(web?.user).toBe('101:101');
    expect(web?.read_only).toBe(true);
    expect(web?.tmpfs?.map((entry) => entry.split(':')[0]).sort()).toEqual([
      '/etc/nginx/conf.d',
      '/run/sponsorspot',
      '/tmp',
    ]);
  });

  it('keeps the simulator to the allowed host names and says its every-interface listening is intended', () => {
    const { environment } = services().simulator as Service;
    expect(environment.SIM_HOST).toBe('0.0.0.0');
    expect(environment.SIM_PUBLISHED_ON_LOOPBACK).toBe('on');
    expect(environment.SIM_SHARED_TEST_ENVIRONMENT).toBeUndefined();
    expect(environment.SIM_ALLOWED_HOSTS).toBe('localhost,127.0.0.1,::1,simulator,web');
    expect(environment.SIM_JWT_SECRET).toBe('');
  });

  it("has the app answer only its published names, and the simulator believe no client's X-Forwarded-For", () => {
    const { web, simulator } = services();
    expect(web?.environment.WEB_ALLOWED_HOSTS).toBe('localhost,127.0.0.1');
    // The app's origins are the names nginx serves, so the simulator allows the Host the proxy passes on.
    const appHosts = simulator?.environment.SIM_APP_ORIGINS?.split(',').map(
      (origin) => new URL(origin).hostname,
    );
    expect(appHosts).toEqual(web?.environment.WEB_ALLOWED_HOSTS?.split(','));
    expect(simulator?.environment.SIM_TRUST_PROXY).toBe('off');
    expect(services({ WEB_ALLOWED_HOSTS: 'qa.example.test' }).web?.environment.WEB_ALLOWED_HOSTS).toBe(
      'qa.example.test',
    );
  });
});
