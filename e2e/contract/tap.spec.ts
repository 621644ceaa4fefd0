// The contract run's own check (harness/prism-tap.ts): against a made-up upstream whose document it
// contradicts, the tap reports what Prism finds (a wrong media type, a request body the document refuses, a
// route it lacks) and still hands the app every answer byte for byte. Without this, a tap that lost Prism's
// findings would pass every walk. No app and no simulator: the harness's servers are not used here.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { startPrismTap, type PrismTap } from '../harness/prism-tap.js';

const DOCUMENT = {
  openapi: '3.0.3',
  info: { title: 'tap check', version: '1' },
  paths: {
    '/thing': {
      get: {
        responses: {
          200: {
            description: 'A JSON object with a.',
            content: {
              'application/json': {
                schema: { type: 'object', required: ['a'], properties: { a: { type: 'integer' } } },
              },
            },
          },
        },
      },
    },
    '/image': {
      get: {
        responses: {
          200: {
            description: 'A PNG.',
            content: { 'image/png': { schema: { type: 'string', format: 'binary' } } },
          },
        },
      },
    },
    '/form': {
      post: {
        requestBody: {
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['b'],
                properties: { b: { type: 'string' } },
                additionalProperties: false,
              },
            },
          },
        },
        responses: {
          200: { description: 'Done.', content: { 'application/json': { schema: { type: 'object' } } } },
        },
      },
    },
  },
};
/** Not UTF-8: Prism's own proxy would hand these back changed. */
const PNG_BYTES = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0xff, 0xfe, 0x00, 0x80]);

test('the tap reports what Prism finds and passes every answer on unchanged', async () => {
  test.setTimeout(60_000);
  const upstream = http.createServer((request, response) => {
    const answers: Record<string, [string, string | Buffer]> = {
      '/docs/json': ['application/json', JSON.stringify(DOCUMENT)],
      '/thing': ['text/html', '<p>not JSON</p>'],
      '/image': ['image/png', PNG_BYTES],
      '/form': ['application/json', '{}'],
    };
    const answer = answers[request.url ?? ''];
    if (answer) response.writeHead(200, { 'content-type': answer[0] }).end(answer[1]);
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  let tap: PrismTap | undefined;
  try {
    tap = await startPrismTap({
      simUrl: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`,
      prismPort: 0,
      tapPort: 0,
    });
    expect(await (await fetch(`${tap.url}/thing`)).text()).toBe('<p>not JSON</p>');
    expect(Buffer.from(await (await fetch(`${tap.url}/image`)).arrayBuffer()).equals(PNG_BYTES)).toBe(true);
    await fetch(`${tap.url}/form`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"c":1}',
    });
    expect((await fetch(`${tap.url}/nowhere`)).status).toBe(404);

    const found = tap.calls.map((call) => ({
      operation: call.operation,
      findings: call.violations.map((violation) => violation.location.join('.')),
    }));
    expect(found).toEqual([
      { operation: 'GET /thing', findings: ['response', 'response.body'] },
      { operation: 'GET /image', findings: [] },
      { operation: 'POST /form', findings: ['request.body', 'request.body'] },
      { operation: null, findings: ['request'] },
    ]);
    expect(tap.calls[0]!.violations[0]!.message).toContain('"text/html" does not match');
  } finally {
    await tap?.stop();
    upstream.close();
  }
});
