// @vitest-environment jsdom
// The API client through the transport the browser uses: in a page (jsdom) axios sends each request as an
// XMLHttpRequest, cross-origin with credentials, as the app does against a separate API address. A tiny
// node:http server stands in for the edge cases the simulator never produces (silence, HTML error pages);
// then the real simulator, started as its own program (a page's globals, jsdom's URL among them, are not
// the simulator's, and Node's file URLs do not work under it): login, a refresh on 401, an error body and an upload's progress.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@sponsorspot/contract/constants';
import { endpointUrl } from '@sponsorspot/contract/endpoint';
import { availableSpots } from '@sponsorspot/contract/endpoints/marketplace';
import * as sim from '@sponsorspot/contract/endpoints/sim';
import { parseSpotProduct } from '@sponsorspot/contract/rules';
import { login } from '../src/features/auth/api/login';
import { getCurrentUser } from '../src/features/auth/api/current-user';
import { getPublicSpot } from '../src/features/orders/api/get-public-spot';
import { uploadDecal } from '../src/features/orders/api/upload-decal';
import { api, call, configureApiClient } from '../src/lib/api-client';
import { ApiError, ClientErrorCode } from '../src/lib/errors';

it('runs in a page with an XMLHttpRequest', () => {
  expect(typeof XMLHttpRequest).toBe('function');
  expect(location.origin).toMatch(/^http:/);
});

type Handler = (request: http.IncomingMessage, response: http.ServerResponse) => void;

describe('the client over HTTP', () => {
  let server: http.Server;
  let baseURL: string;
  const settings = () => ({
    baseURL,
    tenantHeader: 'X-Tenant-Id',
    tenantId: 'sponsor-spot',
    getAccessToken: () => token,
  });
  let token: string | null = null;
  const handlers = new Map<string, Handler>([
    [
      '/echo',
      (request, response) => {
        response.setHeader('content-type', 'application/json; charset=utf-8');
        response.end(JSON.stringify({ url: request.url, headers: request.headers }));
      },
    ],
    ['/silent', () => undefined],
    [
      '/bad-gateway',
      (_request, response) => {
        response.statusCode = 502;
        response.setHeader('content-type', 'text/html');
        response.end('<html><body>502 Bad Gateway</body></html>');
      },
    ],
    [
      '/html',
      (_request, response) => {
        response.setHeader('content-type', 'text/html');
        response.end('<!doctype html><title>SponsorSpot</title>');
      },
    ],
    [
      '/error-body',
      (_request, response) => {
        response.statusCode = 409;
        response.setHeader('content-type', 'application/json');
        response.end(
          JSON.stringify({
            code: ErrorCode.conflict,
            message: 'Someone reserved this spot first.',
            details: { spotId: 3 },
          }),
        );
      },
    ],
    [
      '/no-content',
      (_request, response) => {
        response.statusCode = 204;
        response.end();
      },
    ],
  ]);

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      // The page (jsdom's origin) is another origin than this server: answer CORS as the simulator does.
      response.setHeader('access-control-allow-origin', request.headers.origin ?? '*');
      response.setHeader('access-control-allow-credentials', 'true');
      response.setHeader('access-control-expose-headers', 'retry-after');
      if (request.method === 'OPTIONS') {
        response.setHeader(
          'access-control-allow-headers',
          request.headers['access-control-request-headers'] ?? '',
        );
        response.setHeader('access-control-allow-methods', 'GET, POST, DELETE');
        response.statusCode = 204;
        return response.end();
      }
      const handler = handlers.get(new URL(request.url ?? '/', 'http://x').pathname);
      if (handler) handler(request, response);
      else {
        response.statusCode = 404;
        response.end();
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    configureApiClient(settings());
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('sends the tenant header, repeats array keys and adds the bearer token only when one is held', async () => {
    token = null;
    const anonymous = await api.get<{ url: string; headers: Record<string, string> }>('/echo', {
      params: { s: [1, 2], q: 'a b' },
    });
    expect(anonymous.url).toBe('/echo?s=1&s=2&q=a%20b');
    expect(anonymous.headers['x-tenant-id']).toBe('sponsor-spot');
    // Sent by the page's XMLHttpRequest (jsdom's), not by axios's Node adapter.
    expect(anonymous.headers['user-agent']).toMatch(/jsdom/);
    expect(anonymous.headers.authorization).toBeUndefined();

    token = 'header.payload.signature';
    const signedIn = await api.get<{ headers: Record<string, string> }>('/echo');
    expect(signedIn.headers.authorization).toBe('Bearer header.payload.signature');
    token = null;
  });

  it('keeps the server’s {code, message, details}', async () => {
    await expect(api.post('/error-body', {})).rejects.toMatchObject({
      code: ErrorCode.conflict,
      message: 'Someone reserved this spot first.',
      status: 409,
      details: { spotId: 3 },
    });
  });

  it('turns a non-JSON error page into a coded error by status', async () => {
    const error = await api.get('/bad-gateway').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: ClientErrorCode.server, status: 502 });
  });

  it('refuses a successful answer that is not JSON (a misrouted API address)', async () => {
    await expect(api.get('/html')).rejects.toMatchObject({
      code: ClientErrorCode.invalidResponse,
      status: 200,
    });
  });

  it('hands text to a caller that asked for text, and still reads an error body then', async () => {
    await expect(api.get('/html', { responseType: 'text' })).resolves.toBe(
      '<!doctype html><title>SponsorSpot</title>',
    );
    await expect(api.get('/error-body', { responseType: 'text' })).rejects.toMatchObject({
      code: ErrorCode.conflict,
      status: 409,
    });
  });

  it('hands a Blob to a caller that asked for one (a PDF), and still reads an error body then', async () => {
    const asBlob = { responseType: 'blob' } as const;
    const html = await api.get<Blob>('/html', asBlob);
    expect(html).toBeInstanceOf(Blob);
    expect(await html.text()).toBe('<!doctype html><title>SponsorSpot</title>');
    // Without reading the Blob, this 409 would read as a body-less error of its status.
    await expect(api.get('/error-body', asBlob)).rejects.toMatchObject({
      code: ErrorCode.conflict,
      message: 'Someone reserved this spot first.',
      status: 409,
    });
  });

  it('accepts an empty answer', async () => {
    await expect(api.delete('/no-content')).resolves.toBe('');
  });

  it('getOrNull answers the body, or null for any failure (the screen then says it could not load)', async () => {
    await expect(api.getOrNull<{ url: string }>('/echo')).resolves.toMatchObject({ url: '/echo' });
    await expect(api.getOrNull('/bad-gateway')).resolves.toBeNull();
    await expect(api.getOrNull('/html')).resolves.toBeNull();
    await expect(api.getOrNull('/missing')).resolves.toBeNull();
  });

  it('gives up on a silent server with a timeout', async () => {
    // A short timeout for this request only, so slow machines do not turn the other tests into timeouts.
    configureApiClient({ ...settings(), timeoutMs: 300 });
    try {
      await expect(api.get('/silent')).rejects.toMatchObject({ code: ClientErrorCode.timeout, status: 0 });
    } finally {
      configureApiClient(settings());
    }
  });

  it('reports a server that cannot be reached as network_error', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    configureApiClient({ ...settings(), baseURL: `http://127.0.0.1:${port}` });
    try {
      await expect(api.get('/anything')).rejects.toMatchObject({ code: ClientErrorCode.network, status: 0 });
    } finally {
      configureApiClient(settings());
    }
  });
});

/** A free port on loopback (taken, then let go). */
async function freePort(): Promise<number> {
  const probe = http.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** `npm start -w simulator`'s program on a port of its own, resolved once it listens. */
async function startSimulator(
  env: Record<string, string>,
): Promise<{ child: ChildProcess; baseURL: string }> {
  const port = await freePort();
  const root = path.resolve(import.meta.dirname, '../..');
  const child = spawn(process.execPath, ['--import', 'tsx', 'simulator/src/server.ts'], {
    cwd: root,
    env: { ...process.env, SIM_PORT: String(port), SIM_LOG_LEVEL: 'silent', SIM_SCENARIO: 'demo', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('listening on')) resolve();
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => reject(new Error(`the simulator exited (${code}):\n${output}`)));
  });
  return { child, baseURL: `http://127.0.0.1:${port}` };
}

describe('the client against the simulator, from a page of another origin', () => {
  const SPONSOR = { email: 'sponsor@sponsorspot.test', password: 'Sponsor!2026' };
  let simulator: ChildProcess;
  let baseURL: string;
  let token: string | null = null;
  let refreshes = 0;

  beforeAll(async () => {
    ({ child: simulator, baseURL } = await startSimulator({ SIM_APP_ORIGINS: location.origin }));
    configureApiClient({
      baseURL,
      tenantHeader: 'X-Tenant-Id',
      tenantId: 'sponsor-spot',
      getAccessToken: () => token,
      refreshAccessToken: async () => {
        refreshes += 1;
        token = (await login(SPONSOR)).jwt;
        return token;
      },
    });
  });
  afterAll(() => {
    simulator?.kill();
  });

  it('logs in and calls with the bearer token', async () => {
    token = (await login(SPONSOR)).jwt;
    await expect(getCurrentUser()).resolves.toMatchObject({ email: SPONSOR.email });
  });

  it('renews an expired access token once and retries, without the caller noticing', async () => {
    token = (await login(SPONSOR)).jwt;
    // The control API, from the test's side (Node's own fetch), not the page's.
    const response = await fetch(`${baseURL}${endpointUrl(sim.expireSessions)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: SPONSOR.email }),
    });
    expect(response.status, await response.text()).toBe(200);
    const before = refreshes;
    await expect(getCurrentUser()).resolves.toMatchObject({ email: SPONSOR.email });
    expect(refreshes).toBe(before + 1);
  });

  it('keeps the server’s error body', async () => {
    await expect(getPublicSpot(987_654)).rejects.toMatchObject({ code: ErrorCode.notFound, status: 404 });
  });

  it('reports an upload’s progress up to 100 %', async () => {
    token = (await login(SPONSOR)).jwt;
    const bytes = await readFile(
      path.resolve(import.meta.dirname, '../../seeds/images/placeholder-300x250.png'),
    );
    const progress: number[] = [];
    const available = await call(availableSpots, { body: { pageSize: 100 } });
    const spot = available.spots.find((candidate) => parseSpotProduct(candidate.productJson).width === 300);
    expect(spot).toBeDefined();
    const decal = await uploadDecal({
      spotId: spot!.id,
      file: new File([bytes], 'decal.png', { type: 'image/png' }),
      onProgress: (percent) => progress.push(percent),
    });
    expect(decal).toMatchObject({ width: 300, height: 250, contentType: 'image/png' });
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.at(-1)).toBe(100);
  });
});
