// Failures Fastify and Node's HTTP parser answer before any route runs still get the one error body
// ({code, message}) and the security headers; an undecodable URL also keeps the CORS headers.
import type { FastifyInstance } from 'fastify';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TENANT, testApp } from './helpers.js';

const ORIGIN = 'http://localhost:8080';

let app: FastifyInstance;
let port: number;
beforeAll(async () => {
  app = await testApp();
  await app.listen({ host: '127.0.0.1', port: 0 });
  port = (app.server.address() as { port: number }).port;
});
afterAll(async () => {
  await app.close();
});

/** Sends bytes as they are (no client library would send these) and reads the whole answer. */
function rawRequest(text: string): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(text));
    let answer = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = answer.split('\r\n\r\n', 2);
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), headers: head, body });
    });
  });
}

describe('an undecodable URL', () => {
  it('answers 400 bad_request in the error body with the security and CORS headers', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/presence/api/v1/user/public/%ZZ',
      headers: { ...TENANT, origin: ORIGIN },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'bad_request',
      message: 'The URL is not valid: an escape (%) in its path does not decode.',
    });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['access-control-allow-origin']).toBe(ORIGIN);
    expect(res.headers['access-control-allow-credentials']).toBe('true');
  });

  it('is told apart from a good escape, which reaches its route', async () => {
    const res = await app.inject({ method: 'GET', url: '/presence/api/v1/user/public/%31', headers: TENANT });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: 1 });
  });

  it('keeps its query string out of the judgement', async () => {
    const res = await app.inject({ method: 'GET', url: '/health?x=%ZZ' });
    expect(res.statusCode).toBe(200);
  });
});

describe('a path parameter past the router limit', () => {
  it('answers 400 validation_failed from the route schema instead of a bare 414', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/presence/api/v1/user/public/${'9'.repeat(101)}`,
      headers: TENANT,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_failed', message: expect.any(String) });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('HTTP the parser refuses', () => {
  it.each([
    ['a NUL in the path', 'GET /health\u0000x HTTP/1.1\r\nHost: a\r\n\r\n'],
    ['a space in the path', 'GET /he alth HTTP/1.1\r\nHost: a\r\n\r\n'],
    [
      'bad chunked encoding',
      'POST /presence/api/v1/auth/login HTTP/1.1\r\nHost: a\r\nX-Tenant-Id: sponsor-spot\r\n' +
        'Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nZZ\r\nabc\r\n0\r\n\r\n',
    ],
    [
      'both Content-Length and Transfer-Encoding',
      'POST /presence/api/v1/auth/login HTTP/1.1\r\nHost: a\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
    ],
  ])('answers %s with 400 and the error body', async (_label, request) => {
    const res = await rawRequest(request);
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toEqual({ code: 'bad_request', message: 'The request is not valid HTTP.' });
    expect(res.headers).toMatch(/\r\nX-Content-Type-Options: nosniff\r\n/);
    expect(res.headers).toMatch(/\r\nContent-Type: application\/json; charset=utf-8\r\n/);
  });

  it('answers headers over the limit with 431 payload_too_large', async () => {
    const res = await rawRequest(`GET /health HTTP/1.1\r\nHost: a\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(res.status).toBe(431);
    expect(JSON.parse(res.body)).toEqual({
      code: 'payload_too_large',
      message: 'The request headers are too large.',
    });
  });
});
