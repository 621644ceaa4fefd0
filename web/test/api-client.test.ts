// The API client's pure parts and its behaviour against real HTTP servers (no mocks): a tiny node:http
// server stands in for the edge cases the simulator never produces (silence, HTML error pages).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, configureApiClient, serializeParams } from '../src/lib/api-client';
import { ErrorCode } from '@sponsorspot/contract/constants';
import { ApiError, ClientErrorCode, toApiError } from '../src/lib/errors';

describe('serializeParams', () => {
  it.each<[Record<string, unknown>, string]>([
    [{ s: [1, 2] }, 's=1&s=2'],
    [{ status: [2, 3], q: 'blog side' }, 'status=2&status=3&q=blog%20side'],
    [{ a: undefined, b: null, c: 0, d: false }, 'c=0&d=false'],
    [{ ids: [] }, ''],
    [{ 'a&b': 'x=y' }, 'a%26b=x%3Dy'],
    [{ from: new Date('2025-01-02T03:04:05.000Z') }, 'from=2025-01-02T03%3A04%3A05.000Z'],
    [{ s: [1, null, 3] }, 's=1&s=3'],
  ])('%j → %s', (params, expected) => {
    expect(serializeParams(params as Parameters<typeof serializeParams>[0])).toBe(expected);
  });
});

describe('toApiError', () => {
  it('keeps an ApiError as it is', () => {
    const error = new ApiError(ErrorCode.conflict, 'Taken', 409);
    expect(toApiError(error)).toBe(error);
  });
  it('wraps other errors', () => {
    expect(toApiError(new Error('boom'))).toMatchObject({
      code: ClientErrorCode.unexpected,
      message: 'boom',
      status: 0,
    });
    expect(toApiError('nope')).toMatchObject({ code: ClientErrorCode.unexpected, status: 0 });
  });
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
