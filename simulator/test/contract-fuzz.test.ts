// The contract fuzzer: every operation of the simulator's own OpenAPI document gets requests generated
// from its declared schemas (valid ones, and invalid ones made by mutating them), seeded and reproducible
// (FUZZ_SEED=<n> to replay a run; FUZZ_REQUESTS to change the total), plus raw-socket cases. A new route
// is fuzzed as soon as it is in the document. It holds the contract to four promises:
//   - no 5xx, ever;
//   - every answer's Content-Type is a media type the document declares for its status (no body where it
//     declares none: a redirect), so an image, a page or a script is never documented as JSON;
//   - every 4xx the document declares as JSON is the one error body {code, message, details?} with nosniff
//     and Referrer-Policy (the OAuth, payout onboarding and Stripe stand-ins declare HTML pages);
//   - every 2xx JSON body is valid against the response schema declared for its status.
import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { connect } from 'node:net';
import { Value } from 'typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVALID_URL_PATH, rewriteUndecodableUrl } from '../src/plugins/errors.js';
import { mediaTypeOf, TENANT, testApp } from './helpers.js';

const SEED = Number(process.env.FUZZ_SEED ?? 20261122);
const TOTAL = Number(process.env.FUZZ_REQUESTS ?? 6000);
const ADMIN = { email: 'admin@fixture.test', password: 'Secret!2026' };

type Schema = Record<string, unknown> & {
  type?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  enum?: unknown[];
  nullable?: boolean;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  additionalProperties?: boolean | Schema;
  format?: string;
};
interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  schema: Schema;
}
interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  body: Schema | null;
  responses: Record<string, Schema | null>;
  /** The media types declared for each status ([] for no body). */
  media: Record<string, string[]>;
}

/** OpenAPI 3.0's `nullable: true` as JSON Schema, so the document's schemas validate answers. */
function jsonSchema(schema: Schema): Schema {
  if (Array.isArray(schema)) return schema.map(jsonSchema) as unknown as Schema;
  if (schema === null || typeof schema !== 'object') return schema;
  const { nullable, ...rest } = schema;
  const out: Schema = {};
  for (const [key, value] of Object.entries(rest)) {
    if (key === 'properties') {
      out.properties = Object.fromEntries(
        Object.entries(value as Record<string, Schema>).map(([name, item]) => [name, jsonSchema(item)]),
      );
    } else out[key] = typeof value === 'object' && value !== null ? jsonSchema(value as Schema) : value;
  }
  return nullable ? { anyOf: [out, { type: 'null' }] } : out;
}

function operationsOf(document: {
  paths: Record<string, Record<string, Record<string, unknown>>>;
}): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, op] of Object.entries(item)) {
      const content = (op.requestBody as { content?: Record<string, { schema: Schema }> } | undefined)
        ?.content;
      const responses: Record<string, Schema | null> = {};
      const media: Record<string, string[]> = {};
      for (const [status, response] of Object.entries(
        (op.responses ?? {}) as Record<string, { content?: Record<string, { schema: Schema }> }>,
      )) {
        const schema = response.content?.['application/json']?.schema;
        responses[status] = schema ? jsonSchema(schema) : null;
        media[status] = Object.keys(response.content ?? {});
      }
      operations.push({
        method: method.toUpperCase(),
        path,
        parameters: (op.parameters ?? []) as Parameter[],
        body: content?.['application/json']?.schema ?? null,
        responses,
        media,
      });
    }
  }
  return operations;
}

// ---- generators -------------------------------------------------------------------------------------------

const nasty = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  '%ZZ',
  '../../etc/passwd',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '\u202e\u200b',
  'ｆｕｌｌ',
  '😀'.repeat(50),
  'x'.repeat(5000),
  '-1',
  '0',
  '1e309',
  '9'.repeat(40),
  'null',
  'true',
  '[]',
  '{}',
);

function stringArbitrary(schema: Schema): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = Math.min(schema.maxLength ?? 40, Math.max(min, 40));
  const lengthOk = (s: string) => s.length >= min && s.length <= (schema.maxLength ?? Infinity);
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern, 'u');
    let matching: fc.Arbitrary<string>;
    try {
      matching = fc.stringMatching(pattern);
    } catch {
      matching = fc.string({ minLength: min, maxLength: max });
    }
    return matching.filter((s) => pattern.test(s) && lengthOk(s));
  }
  return fc.oneof(
    fc.string({ minLength: min, maxLength: max }),
    fc.string({ unit: 'grapheme', minLength: min, maxLength: max }),
  );
}

/** Values the schema accepts. */
function valid(schema: Schema, depth = 0): fc.Arbitrary<unknown> {
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map((s) => valid(s, depth)));
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const base = ((): fc.Arbitrary<unknown> => {
    switch (schema.type) {
      case 'string':
        return stringArbitrary(schema);
      case 'integer':
        return fc.integer({
          min: Math.max(schema.minimum ?? -(2 ** 31), Number.MIN_SAFE_INTEGER),
          max: Math.min(schema.maximum ?? 2 ** 31, Number.MAX_SAFE_INTEGER),
        });
      case 'number':
        return fc.double({ min: schema.minimum ?? -1e9, max: schema.maximum ?? 1e9, noNaN: true });
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'array':
        return depth > 3 ? fc.constant([]) : fc.array(valid(schema.items ?? {}, depth + 1), { maxLength: 4 });
      case 'object': {
        const properties = schema.properties ?? {};
        const required = new Set(schema.required ?? []);
        const record: Record<string, fc.Arbitrary<unknown>> = {};
        for (const [name, item] of Object.entries(properties)) record[name] = valid(item, depth + 1);
        return fc.record(record, {
          requiredKeys: Object.keys(properties).filter((name) => required.has(name)),
        });
      }
      default:
        return fc.jsonValue({ maxDepth: 2 });
    }
  })();
  return schema.nullable ? fc.oneof(base, fc.constant(null)) : base;
}

/** Values the schema may refuse: wrong types, bounds crossed, required fields dropped, extras added. */
function invalid(schema: Schema): fc.Arbitrary<unknown> {
  const wrongType = fc.oneof(
    fc.constant(null),
    fc.boolean(),
    fc.integer(),
    fc.double(),
    nasty,
    fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
  );
  if (schema.type === 'object' && schema.properties) {
    const names = Object.keys(schema.properties);
    const properties = schema.properties;
    const mutated = valid(schema).chain((value) => {
      const object = { ...(value as Record<string, unknown>) };
      return fc.oneof(
        // One field of the wrong kind.
        names.length
          ? fc
              .tuple(
                fc.constantFrom(...names),
                fc.oneof(wrongType, invalid(properties[names[0] as string] ?? {})),
              )
              .map(([name, bad]) => ({ ...object, [name]: bad }))
          : fc.constant(object),
        // A required field missing.
        fc.constant(
          Object.fromEntries(
            Object.entries(object).filter(([name]) => !(schema.required ?? []).includes(name)),
          ),
        ),
        // A field nobody declared.
        fc.constant({ ...object, __proto__pollution: { isAdmin: true }, extra: 'x' }),
      );
    });
    return fc.oneof(mutated, wrongType);
  }
  const crossed: fc.Arbitrary<unknown>[] = [wrongType];
  if (schema.type === 'integer' || schema.type === 'number') {
    crossed.push(
      fc.constantFrom(
        (schema.minimum ?? 0) - 1,
        (schema.maximum ?? 2 ** 53) + 1,
        1.5,
        Number.MAX_SAFE_INTEGER * 10,
        -0,
      ),
    );
  }
  if (schema.type === 'string') {
    crossed.push(fc.constant('y'.repeat((schema.maxLength ?? 5000) + 1)), nasty);
    if ((schema.minLength ?? 0) > 0) crossed.push(fc.constant(''));
  }
  return fc.oneof(...crossed);
}

const text = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

/** A raw path segment: mostly a valid value, sometimes a hostile one. */
function segment(schema: Schema): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: valid(schema).map((v) => encodeURIComponent(text(v))) },
    { weight: 1, arbitrary: invalid(schema).map((v) => encodeURIComponent(text(v))) },
    { weight: 1, arbitrary: fc.constantFrom('%ZZ', '%', '..', '%2e%2e', '9'.repeat(120), '%00') },
  );
}

interface Planned {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

function requestArbitrary(op: Operation, bearer: string): fc.Arbitrary<Planned> {
  const path = op.parameters.filter((p) => p.in === 'path');
  const query = op.parameters.filter((p) => p.in === 'query');
  const pathValues = fc.tuple(...path.map((p) => segment(p.schema)));
  const queryValues = fc.tuple(
    ...query.map((p) =>
      fc.option(
        fc.oneof({ weight: 4, arbitrary: valid(p.schema) }, { weight: 1, arbitrary: invalid(p.schema) }),
        {
          nil: undefined,
        },
      ),
    ),
  );
  const bodyText: fc.Arbitrary<string | undefined> = op.body
    ? fc.oneof(
        { weight: 5, arbitrary: valid(op.body).map((v) => JSON.stringify(v)) },
        { weight: 3, arbitrary: invalid(op.body).map((v) => JSON.stringify(v)) },
        { weight: 1, arbitrary: fc.constantFrom('{', '{"a":', 'nul', '\u0000', '[1,2', '"x"') },
        { weight: 1, arbitrary: fc.constant(undefined) },
      )
    : fc.oneof(
        { weight: 9, arbitrary: fc.constant(undefined) },
        { weight: 1, arbitrary: fc.constant('{"x":1}') },
      );
  const tenant = fc.oneof(
    { weight: 8, arbitrary: fc.constant<Record<string, string>>(TENANT) },
    { weight: 1, arbitrary: fc.constant<Record<string, string>>({}) },
    { weight: 1, arbitrary: fc.constant<Record<string, string>>({ 'x-tenant-id': 'someone-else' }) },
  );
  const auth = fc.oneof(
    { weight: 6, arbitrary: fc.constant<Record<string, string>>({ authorization: `Bearer ${bearer}` }) },
    { weight: 3, arbitrary: fc.constant<Record<string, string>>({}) },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom('Bearer', 'Bearer x.y.z', 'Basic YTpi', `Bearer ${'a'.repeat(5000)}`)
        .map((value) => ({ authorization: value })),
    },
  );
  const contentType = fc.oneof(
    { weight: 8, arbitrary: fc.constant('application/json') },
    {
      weight: 1,
      arbitrary: fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/xml'),
    },
  );
  return fc
    .record({ pathValues, queryValues, bodyText, tenant, auth, contentType })
    .map(
      ({
        pathValues: segments,
        queryValues: values,
        bodyText: body,
        tenant: t,
        auth: a,
        contentType: type,
      }) => {
        let i = 0;
        const url = op.path.replace(/\{[^}]+\}/g, () => segments[i++] ?? 'x');
        const search = new URLSearchParams();
        query.forEach((p, index) => {
          const value = values[index];
          if (value !== undefined) search.append(p.name, text(value));
        });
        const qs = search.toString();
        return {
          method: op.method,
          url: qs ? `${url}?${qs}` : url,
          headers: { ...t, ...a, ...(body === undefined ? {} : { 'content-type': type }) },
          ...(body === undefined ? {} : { payload: body }),
        };
      },
    );
}

// ---- the run --------------------------------------------------------------------------------------------

interface Tally {
  requests: number;
  operations: number;
  statuses: Record<string, number>;
  serverErrors: string[];
  malformedErrors: string[];
  invalidAnswers: string[];
  /** Answers whose media type the document does not declare for their status. */
  undeclaredMedia: string[];
  /** Answers checked against the document's media types that were not JSON (pages, images, scripts). */
  otherMedia: number;
}

const ERROR_KEYS = new Set(['code', 'message', 'details']);
const DOT_SEGMENT = /\/(\.|%2e){1,2}(\/|\?|$)/i;

function judge(tally: Tally, op: Operation, planned: Planned, res: LightMyRequestResponse): void {
  tally.requests += 1;
  const bucket = `${Math.floor(res.statusCode / 100)}xx`;
  tally.statuses[bucket] = (tally.statuses[bucket] ?? 0) + 1;
  const where = `${planned.method} ${planned.url.slice(0, 160)} → ${res.statusCode}`;
  if (res.statusCode >= 500) {
    tally.serverErrors.push(`${where}: ${res.body.slice(0, 200)}`);
    return;
  }
  const isJson = /^application\/json/.test(String(res.headers['content-type'] ?? ''));
  // Requests that never reach this operation's route, whose answers are another route's: a dot segment
  // ('..', '%2e%2e') is resolved before routing (RFC 3986), so GET spot/.. is GET /sponsor/api/v1/; an empty
  // last parameter leaves a trailing slash the router ignores, so /stripe/checkout/ is /stripe/checkout; a
  // path whose escapes do not decode is answered by app.ts on a route of its own (400 invalid_url).
  const path = planned.url.split('?')[0] ?? '';
  const reached =
    !DOT_SEGMENT.test(planned.url) &&
    !(path.endsWith('/') && !op.path.endsWith('/')) &&
    rewriteUndecodableUrl({ url: planned.url }) !== INVALID_URL_PATH;
  const declared = reached ? op.media[String(res.statusCode)] : undefined;
  if (declared) {
    const mediaType = mediaTypeOf(res.headers['content-type']);
    const asDeclared =
      declared.length === 0
        ? res.headers['content-type'] === undefined && res.rawPayload.length === 0
        : declared.includes(mediaType);
    if (!asDeclared) {
      tally.undeclaredMedia.push(
        `${where}: ${mediaType || 'no type'}, declared ${declared.join(', ') || 'no body'}`,
      );
    } else if (declared.length > 0 && mediaType !== 'application/json') tally.otherMedia += 1;
  }
  if (res.statusCode >= 400) {
    if (declared && !declared.includes('application/json')) return; // a stand-in's page, checked above
    let body: unknown;
    try {
      body = res.json();
    } catch {
      body = undefined;
    }
    const ok =
      isJson &&
      typeof body === 'object' &&
      body !== null &&
      typeof (body as { code?: unknown }).code === 'string' &&
      typeof (body as { message?: unknown }).message === 'string' &&
      Object.keys(body).every((key) => ERROR_KEYS.has(key)) &&
      res.headers['x-content-type-options'] === 'nosniff' &&
      res.headers['referrer-policy'] === 'strict-origin-when-cross-origin';
    if (!ok) tally.malformedErrors.push(`${where}: ${res.body.slice(0, 200)}`);
    return;
  }
  if (!reached) return;
  const schema = op.responses[String(res.statusCode)];
  if (schema && isJson && !Value.Check(schema, res.json())) {
    tally.invalidAnswers.push(`${where}: ${res.body.slice(0, 300)}`);
  }
}

let app: FastifyInstance;
let operations: Operation[];
const tally: Tally = {
  requests: 0,
  operations: 0,
  statuses: {},
  serverErrors: [],
  malformedErrors: [],
  invalidAnswers: [],
  undeclaredMedia: [],
  otherMedia: 0,
};

beforeAll(async () => {
  app = await testApp();
  operations = operationsOf((await app.inject({ method: 'GET', url: '/docs/json' })).json());
});
afterAll(async () => {
  await app.close();
  console.log(
    `contract fuzzer (seed ${SEED}): ${tally.requests} requests over ${tally.operations} operations; ` +
      `${Object.entries(tally.statuses)
        .sort()
        .map(([k, v]) => `${k} ${v}`)
        .join(', ')}; ` +
      `5xx: ${tally.serverErrors.length}, malformed error bodies: ${tally.malformedErrors.length}, ` +
      `2xx off their schema: ${tally.invalidAnswers.length}, ` +
      `off their declared media type: ${tally.undeclaredMedia.length} (${tally.otherMedia} not JSON checked)`,
  );
});

async function freshSession(): Promise<string> {
  await app.inject({ method: 'POST', url: '/__sim/reset', payload: { scenario: 'fixture' } });
  const res = await app.inject({
    method: 'POST',
    url: '/presence/api/v1/auth/login',
    headers: { ...TENANT, 'content-type': 'application/json' },
    payload: JSON.stringify(ADMIN),
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { jwt: string }).jwt;
}

describe('contract fuzzer', () => {
  it('finds every operation of the OpenAPI document', () => {
    expect(operations.length).toBeGreaterThanOrEqual(48);
    expect(operations.map((op) => `${op.method} ${op.path}`)).toContain('POST /sponsor/api/v1/spot/search/');
  });

  it(`answers ${TOTAL}+ generated requests with no 5xx, declared media types, the one error body and schema-valid 2xx`, async () => {
    const perOperation = Math.ceil(TOTAL / operations.length);
    for (const [index, op] of operations.entries()) {
      const bearer = await freshSession();
      const plans = fc.sample(requestArbitrary(op, bearer), { seed: SEED + index, numRuns: perOperation });
      for (const planned of plans) {
        const res = await app.inject(planned);
        judge(tally, op, planned, res);
        // An armed fault answers what it was told to (503 included): disarm it before the next request.
        if (op.path.startsWith('/__sim/faults') && planned.method === 'POST') {
          await app.inject({ method: 'DELETE', url: '/__sim/faults' });
        }
      }
      tally.operations += 1;
    }
    expect(tally.requests).toBeGreaterThanOrEqual(5000);
    expect(tally.serverErrors, tally.serverErrors.slice(0, 5).join('\n')).toEqual([]);
    expect(tally.malformedErrors, tally.malformedErrors.slice(0, 5).join('\n')).toEqual([]);
    expect(tally.invalidAnswers, tally.invalidAnswers.slice(0, 5).join('\n')).toEqual([]);
    expect(tally.undeclaredMedia, tally.undeclaredMedia.slice(0, 5).join('\n')).toEqual([]);
    // Both kinds were exercised: a fuzzer that only ever got 400 would prove little.
    expect(tally.statuses['2xx'] ?? 0).toBeGreaterThan(500);
    expect(tally.statuses['4xx'] ?? 0).toBeGreaterThan(500);
    // And the media-type check met answers that are not JSON (pages, images, scripts), not JSON alone.
    expect(tally.otherMedia).toBeGreaterThan(100);
  }, 600_000);
});

describe('raw-socket cases', () => {
  let port: number;
  beforeAll(async () => {
    await app.listen({ host: '127.0.0.1', port: 0 });
    port = (app.server.address() as { port: number }).port;
  });

  const raw = (text: string) =>
    new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.end(text));
      let answer = '';
      socket.setEncoding('latin1');
      socket.on('data', (chunk: string) => (answer += chunk));
      socket.on('error', reject);
      socket.on('close', () => resolve(answer));
    });

  it.each([
    ['a NUL in the path', 'GET /health\u0000 HTTP/1.1\r\nHost: a\r\n\r\n'],
    ['a space in the path', 'GET /a b HTTP/1.1\r\nHost: a\r\n\r\n'],
    ['an unknown HTTP version', 'GET /health HTTP/9.9\r\nHost: a\r\n\r\n'],
    ['a header without a colon', 'GET /health HTTP/1.1\r\nHost a\r\n\r\n'],
    ['a method with a control character', 'G\u0001T /health HTTP/1.1\r\nHost: a\r\n\r\n'],
    ['a bad Content-Length', 'POST /health HTTP/1.1\r\nHost: a\r\nContent-Length: x\r\n\r\n'],
    [
      'two Content-Lengths',
      'POST /health HTTP/1.1\r\nHost: a\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\nab',
    ],
    [
      'both Content-Length and Transfer-Encoding',
      'POST /a HTTP/1.1\r\nHost: a\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
    ],
    ['a header over the limit', `GET /health HTTP/1.1\r\nHost: a\r\nX: ${'a'.repeat(20_000)}\r\n\r\n`],
  ])('answers %s with a 4xx error body', async (_label, text) => {
    const answer = await raw(text);
    const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]);
    expect(status, answer.slice(0, 200)).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
    const body = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['code', 'message']);
    expect(answer).toMatch(/\r\nX-Content-Type-Options: nosniff\r\n/i);
    tally.requests += 1;
  });
});
