// The contract run's outside check (playwright.contract.config.ts): Stoplight Prism's validating proxy,
// fed the simulator's own /docs/json, judges every call the app makes through nginx.
//
// Prism does not stand in the line itself: its proxy reads every upstream answer that is not JSON as
// UTF-8 text and every request body as text too, so a decal (PNG), the invoice PDF or a multipart upload
// would reach the other side mangled and the app would break where the contract is fine. The tap stands
// there instead, byte for byte: it forwards each call to the simulator, keeps the answer, and before it
// hands the answer back it sends the same call to Prism, whose upstream is the tap again, replaying that
// answer (by the X-Prism-Tap-Replay header). Prism then checks the call and the answer against the
// document and names its findings in its `sl-violations` header, which the tap records per call.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http, { type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '@sponsorspot/simulator/testing/nginx';

const REPLAY_HEADER = 'x-prism-tap-replay';

/** One finding of Prism's, as its `sl-violations` header lists it. */
export interface PrismViolation {
  /** `['request' | 'response', ...where]`, e.g. `['response', 'body', 'spots', '0']`. */
  location: string[];
  severity: string;
  code?: string | number;
  message: string;
}

/** One call of the app's as the tap saw it, with Prism's findings. */
export interface TappedCall {
  method: string;
  /** Path and query as the app sent them. */
  url: string;
  /** The operation of the document it matched, e.g. `GET /sponsor/api/v1/spot/{id}`; null when none. */
  operation: string | null;
  status: number;
  violations: PrismViolation[];
}

export interface PrismTap {
  /** Where nginx sends the API (API_PROXY_TARGET). */
  url: string;
  /** Every call seen so far, in order. */
  calls: TappedCall[];
  /** Prism's own log (its CLI output), for a reader of a failed run. */
  prismLog(): string;
  stop(): Promise<void>;
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

// Per-connection and framing headers: each hop sets its own.
const HOP_HEADERS = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'upgrade',
  'proxy-connection',
]);

function endToEnd(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_HEADERS.has(name)));
}

function readBody(stream: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
  });
}

function send(target: URL, method: string, url: string, headers: IncomingHttpHeaders, body: Buffer) {
  return new Promise<Answer>((resolve, reject) => {
    const request = http.request(
      {
        host: target.hostname,
        port: target.port,
        method,
        path: url,
        headers: { ...endToEnd(headers), ...(body.length ? { 'content-length': body.length } : {}) },
      },
      (response) => {
        readBody(response).then(
          (answer) => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: answer }),
          reject,
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** Operations of the document as matchers, literal paths before templated ones (`/spot/available` first). */
function operationMatcher(document: { paths: Record<string, Record<string, unknown>> }) {
  const templates = Object.entries(document.paths)
    .map(([template, operations]) => {
      const pattern = template
        .split(/(\{[^}]+\})/)
        .map((part) =>
          part.startsWith('{')
            ? part === '{*}'
              ? '.+'
              : '[^/]+'
            : part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'),
        )
        .join('');
      return {
        template,
        methods: new Set(Object.keys(operations).map((method) => method.toUpperCase())),
        regex: new RegExp(`^${pattern}$`),
        params: (template.match(/\{/g) ?? []).length,
      };
    })
    .sort((a, b) => a.params - b.params);
  return (method: string, url: string): string | null => {
    const pathname = new URL(url, 'http://tap.invalid').pathname;
    const found = templates.find((t) => t.methods.has(method) && t.regex.test(pathname));
    return found ? `${method} ${found.template}` : null;
  };
}

function parseViolations(header: string | string[] | undefined): PrismViolation[] {
  if (header === undefined) return [];
  const text = Array.isArray(header) ? header.join(',') : header;
  try {
    return JSON.parse(text) as PrismViolation[];
  } catch {
    // Prism cuts a list past 8 KB ("Too many violations! ...").
    return [{ location: ['response'], severity: 'Error', message: text }];
  }
}

function listen(server: http.Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
  });
}

async function waitForPrism(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Prism exited with ${child.exitCode}:\n${log()}`);
    if (log().includes('Prism is listening')) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Prism did not listen on ${url} within 60 s:\n${log()}`);
}

/**
 * Fetches the simulator's /docs/json into a file, starts `prism proxy` on it (on `prismPort`, 0 for any)
 * and the tap (on `tapPort`, 0 for any) in front of the simulator at `simUrl`.
 */
export async function startPrismTap(options: {
  simUrl: string;
  prismPort: number;
  tapPort: number;
}): Promise<PrismTap> {
  const simulator = new URL(options.simUrl);
  const documentResponse = await fetch(`${options.simUrl}/docs/json`);
  if (!documentResponse.ok) throw new Error(`GET /docs/json answered ${documentResponse.status}`);
  const documentText = await documentResponse.text();
  const operationOf = operationMatcher(JSON.parse(documentText) as Parameters<typeof operationMatcher>[0]);
  const documentDir = mkdtempSync(path.join(tmpdir(), 'sponsorspot-prism-'));
  const documentFile = path.join(documentDir, 'openapi.json');
  writeFileSync(documentFile, documentText);

  const calls: TappedCall[] = [];
  const replays = new Map<string, Answer>();
  let nextReplay = 0;
  let prismUrl = '';

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const method = request.method ?? 'GET';
    const url = request.url ?? '/';
    const body = await readBody(request);
    const replayId = request.headers[REPLAY_HEADER];
    if (typeof replayId === 'string') {
      // Prism's upstream call: the answer the simulator gave.
      const answer = replays.get(replayId);
      if (!answer) {
        response.writeHead(502).end(`no answer kept for replay ${replayId}`);
        return;
      }
      // Prism's upstream client follows redirects; without a Location it checks the 3xx itself. The replay
      // header goes back with the answer, so the tap tells a replayed answer from one Prism made itself.
      const headers = { ...endToEnd(answer.headers), [REPLAY_HEADER]: replayId };
      if (answer.status >= 300 && answer.status < 400) delete headers.location;
      response.writeHead(answer.status, headers).end(answer.body);
      return;
    }

    // The app's call, through nginx, with the Host nginx chose (the simulator's host guard sees it).
    const answer = await send(simulator, method, url, request.headers, body);
    const id = String(nextReplay++);
    replays.set(id, answer);
    let violations: PrismViolation[];
    try {
      const judged = await send(
        new URL(prismUrl),
        method,
        url,
        { ...request.headers, [REPLAY_HEADER]: id },
        body,
      );
      violations = parseViolations(judged.headers['sl-violations']);
      // An answer that is not the replayed one is Prism's own (a call it could not route or read).
      if (judged.headers[REPLAY_HEADER] !== id) {
        violations.push({
          location: ['prism'],
          severity: 'Error',
          message: `Prism answered ${judged.status} itself: ${judged.body.toString('utf8').slice(0, 500)}`,
        });
      }
    } catch (error) {
      violations = [
        { location: ['prism'], severity: 'Error', message: `Prism unreachable: ${String(error)}` },
      ];
    } finally {
      replays.delete(id);
    }
    calls.push({ method, url, operation: operationOf(method, url), status: answer.status, violations });
    response.writeHead(answer.status, endToEnd(answer.headers)).end(answer.body);
  }

  const server = http.createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(502);
      response.end(`prism tap: ${String(error)}`);
    });
  });
  const tapPort = await listen(server, options.tapPort);
  const tapUrl = `http://127.0.0.1:${tapPort}`;

  const prismCli = createRequire(import.meta.url).resolve('@stoplight/prism-cli/dist/index.js');
  let log = '';
  const prismPort = options.prismPort || (await freePort());
  const prism = spawn(
    process.execPath,
    [prismCli, 'proxy', documentFile, tapUrl, '--port', String(prismPort), '--host', '127.0.0.1'],
    { env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  prism.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  prism.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  prismUrl = `http://127.0.0.1:${prismPort}`;
  const killOnExit = () => prism.kill('SIGKILL');
  process.once('exit', killOnExit);
  async function stop(): Promise<void> {
    process.removeListener('exit', killOnExit);
    prism.kill('SIGTERM');
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    rmSync(documentDir, { recursive: true, force: true });
  }
  try {
    await waitForPrism(prismUrl, prism, () => log);
  } catch (error) {
    await stop();
    throw error;
  }

  return { url: tapUrl, calls, prismLog: () => log, stop };
}
