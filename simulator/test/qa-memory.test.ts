// The QA data's memory budget (SIM_QA_MEMORY_MB, scenarios/qa-memory.ts) and saved-state loads off the main
// thread (scenarios/state-import.ts): a sandbox or a load that would pass the budget is refused with 409
// qa_budget_exceeded before anything changes, what a sandbox held is given back when it ends, and the
// simulator answers other requests while a state loads.
import * as marketplace from '@sponsorspot/contract/endpoints/marketplace';
import * as sim from '@sponsorspot/contract/endpoints/sim';
import type { ScenarioFile } from '@sponsorspot/contract/scenario';
import {
  SANDBOX_LIMIT,
  type QaBudgetExceeded,
  type Sandbox,
  type SandboxList,
} from '@sponsorspot/contract/sim';
import type { FastifyInstance } from 'fastify';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it, onTestFinished } from 'vitest';
import { inMemoryBytes, SANDBOX_APP_BYTES } from '../src/scenarios/qa-memory.js';
import { loadCost } from '../src/scenarios/state-import.js';
import { expectError, request, testApp } from './helpers.js';

const MiB = 2 ** 20;

/** An app of the test's own under `env`, closed after it. */
async function ownApp(env: Record<string, string> = {}): Promise<FastifyInstance> {
  const app = await testApp(env);
  onTestFinished(() => app.close());
  return app;
}

const within = (id: string | undefined) => (id === undefined ? {} : { headers: { 'x-sim-sandbox': id } });
const usage = async (app: FastifyInstance) =>
  ((await request(app, sim.listSandboxes)).json() as SandboxList).memory;
const spotCount = async (app: FastifyInstance, id?: string) =>
  (await request(app, marketplace.searchSpots, { body: {} }, within(id))).json().totalCount as number;
const exported = async (app: FastifyInstance, id?: string) =>
  (await request(app, sim.exportState, undefined, within(id))).json() as ScenarioFile;
const load = (app: FastifyInstance, state: ScenarioFile, id?: string) =>
  request(app, sim.importState, { body: state }, within(id));

async function openSandbox(app: FastifyInstance, scenario = 'fixture') {
  return request(app, sim.createSandbox, { body: { scenario } });
}

/** `state` with `count` more outbox rows of about 170 bytes each. */
function withMail(state: ScenarioFile, count: number): ScenarioFile {
  const savedState = structuredClone(state.savedState!);
  const rows = savedState.tables.outbox ?? [];
  for (let id = 1_000_000; id < 1_000_000 + count; id++)
    rows.push({
      id,
      to_email: `reader${id}@example.test`,
      kind: 'billing',
      subject: `Your invoice ${id}`,
      code: '',
      link: '',
      body: 'Thank you for your payment. '.repeat(4),
      sent_at: savedState.savedAt,
    });
  savedState.tables.outbox = rows;
  return { ...state, savedState };
}

/** The error's details, checked to be the refusal of `requestedBytes` under `limitMiB`. */
function expectRefused(
  res: Awaited<ReturnType<typeof request>>,
  limitMiB: number,
  requestedBytes: number,
): QaBudgetExceeded {
  expectError(res, 409, 'qa_budget_exceeded');
  const { details, message } = res.json() as { details: QaBudgetExceeded; message: string };
  expect(details).toEqual({ limitBytes: limitMiB * MiB, usedBytes: expect.any(Number), requestedBytes });
  expect(details.usedBytes + details.requestedBytes).toBeGreaterThan(details.limitBytes);
  expect(message).toContain('SIM_QA_MEMORY_MB');
  return details;
}

describe('the QA memory budget (SIM_QA_MEMORY_MB)', () => {
  it('refuses a sandbox past it with 409 qa_budget_exceeded, and every open one keeps its data', async () => {
    const app = await ownApp({ SIM_QA_MEMORY_MB: '32' });
    const opened: string[] = [];
    let refused: Awaited<ReturnType<typeof request>> | undefined;
    while (opened.length < SANDBOX_LIMIT) {
      const res = await openSandbox(app, opened.length === 0 ? 'empty' : 'fixture');
      if (res.statusCode !== 201) {
        refused = res;
        break;
      }
      opened.push((res.json() as Sandbox).id);
    }
    expect(opened.length).toBeGreaterThan(1);
    expect(refused, `${SANDBOX_LIMIT} sandboxes opened under 32 MiB`).toBeDefined();
    expectRefused(refused!, 32, SANDBOX_APP_BYTES);
    expect(app.sandboxes.size).toBe(opened.length);
    // Each open sandbox and the default data set still answer with their own data.
    const [empty, ...fixtures] = opened;
    expect(await spotCount(app, empty)).toBe(0);
    for (const id of fixtures) expect(await spotCount(app, id)).toBe(await spotCount(app));

    await request(app, sim.endSandbox, { params: { id: opened[0]! } });
    expect((await openSandbox(app)).statusCode).toBe(201);
  });

  it('counts what a sandbox’s database holds, and gives it back when the sandbox ends', async () => {
    const app = await ownApp({ SIM_QA_MEMORY_MB: '512' });
    const before = await usage(app);
    expect(before).toEqual({ limitBytes: 512 * MiB, usedBytes: inMemoryBytes(app.db) });
    const { id } = (await openSandbox(app)).json() as Sandbox;
    const box = app.sandboxes.app(id)!;
    expect((await usage(app)).usedBytes).toBe(before.usedBytes + SANDBOX_APP_BYTES + inMemoryBytes(box.db));

    const grown = withMail(await exported(app, id), 12_000);
    const loaded = await load(app, grown, id);
    expect(loaded.statusCode, loaded.body).toBe(200);
    const held = inMemoryBytes(box.db);
    expect(held).toBeGreaterThan(JSON.stringify(grown).length / 2);
    expect((await usage(app)).usedBytes).toBe(before.usedBytes + SANDBOX_APP_BYTES + held);

    await request(app, sim.endSandbox, { params: { id } });
    expect(await usage(app)).toEqual(before);
  });

  it('refuses a state past it before reading it, and leaves the data sets as they were', async () => {
    const app = await ownApp({ SIM_QA_MEMORY_MB: '112' });
    const { id } = (await openSandbox(app)).json() as Sandbox;
    const small = await exported(app);
    // Beside two small data sets (some 10 MiB), a small state fits (96 MiB for the worker and 5 bytes a
    // byte); one of about 5 MB does not.
    expect((await load(app, small)).statusCode).toBe(200);
    const large = withMail(small, 30_000);
    const requested = loadCost(Buffer.byteLength(JSON.stringify(large))).requestedBytes;
    const before = await usage(app);
    for (const where of [undefined, id]) {
      const spots = await spotCount(app, where);
      const state = await exported(app, where);
      expectRefused(await load(app, large, where), 112, requested);
      expect(await spotCount(app, where)).toBe(spots);
      expect((await exported(app, where)).savedState?.tables).toEqual(state.savedState?.tables);
    }
    // What the refused loads asked for was never set aside.
    expect(await usage(app)).toEqual(before);
  });
});

describe('an ended sandbox', () => {
  /** A full collection, as --expose-gc would give it (V8 exposes it to contexts made after the flag). */
  function collectGarbage(): void {
    setFlagsFromString('--expose-gc');
    (runInNewContext('gc') as () => void)();
  }

  /** Weak references to a sandbox's app and database; outside the test's frame, which would keep them. */
  function watch(app: FastifyInstance, id: string) {
    const box = app.sandboxes.app(id)!;
    return { app: new WeakRef(box), db: new WeakRef(box.db) };
  }

  it('closes its database and is kept by nothing, after requests and a load inside it', async () => {
    const app = await ownApp({ SIM_QA_MEMORY_MB: '512' });
    const { id } = (await openSandbox(app)).json() as Sandbox;
    expect((await load(app, withMail(await exported(app, id), 1_000), id)).statusCode).toBe(200);
    expect(await spotCount(app, id)).toBeGreaterThan(0);
    const watched = watch(app, id);
    expect(watched.db.deref()?.open).toBe(true);
    await request(app, sim.endSandbox, { params: { id } });
    expect(watched.db.deref()?.open).toBe(false);
    // A deref keeps its target until the current job ends: collect in a job that has read neither.
    let kept = true;
    for (let i = 0; i < 5 && kept; i++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      collectGarbage();
      await new Promise((resolve) => setTimeout(resolve, 10));
      kept = watched.app.deref() !== undefined || watched.db.deref() !== undefined;
    }
    expect(kept, 'something still references the ended sandbox’s app or database').toBe(false);
  });
});

describe('loading a state (POST /__sim/state)', () => {
  it('answers other requests while it loads', async () => {
    const app = await ownApp({ SIM_QA_MEMORY_MB: '512' });
    const state = withMail(await exported(app), 20_000);
    const before = (await usage(app)).usedBytes;
    let loaded = false;
    const loading = load(app, state).then((res) => {
      loaded = true;
      return res;
    });
    // Set aside at the door: the load has begun.
    while ((await usage(app)).usedBytes === before) await new Promise((resolve) => setImmediate(resolve));
    for (let i = 0; i < 5; i++) {
      const health = await app.inject({ method: 'GET', url: '/health' });
      expect(health.statusCode).toBe(200);
      expect(loaded, `/health #${i + 1} waited for the load`).toBe(false);
    }
    expect((await loading).statusCode).toBe(200);
  });

  it('refuses (413), and stays up, a body whose parsing needs far more memory than a state of its size', async () => {
    const app = await ownApp({ SIM_QA_MEMORY_MB: '512' });
    const spots = await spotCount(app);
    // Millions of empty rows: 3 bytes of JSON each, some 60 bytes once parsed.
    const rows = Array.from({ length: 4_000_000 }, () => '{}').join(',');
    const payload =
      '{"name":"bomb","description":"","users":[],"subscriptions":[],"decals":[],"spots":[],"spotContents":[],' +
      `"savedState":{"savedAt":"2026-01-01T00:00:00.000Z","tables":{"outbox":[${rows}]}}}`;
    const res = await app.inject({
      method: 'POST',
      url: '/__sim/state',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expectError(res, 413, 'payload_too_large');
    expect(await spotCount(app)).toBe(spots);
  }, 60_000);
});
