// Sandboxes (plugins/sandboxes.ts): each an isolated data set on its own in-memory SQLite database, chosen
// per request by X-Sim-Sandbox or the sim_sandbox cookie; the default data set answers requests without one.
import { endpointUrl } from '@sponsorspot/contract/endpoint';
import * as auth from '@sponsorspot/contract/endpoints/auth';
import * as content from '@sponsorspot/contract/endpoints/content';
import * as embed from '@sponsorspot/contract/endpoints/embed';
import * as marketplace from '@sponsorspot/contract/endpoints/marketplace';
import * as publisher from '@sponsorspot/contract/endpoints/publisher';
import * as sim from '@sponsorspot/contract/endpoints/sim';
import type { ScenarioFile } from '@sponsorspot/contract/scenario';
import { SANDBOX_COOKIE, SANDBOX_LIMIT, type Sandbox } from '@sponsorspot/contract/sim';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import { contentCaller, formData, image, storedFiles } from './content-helpers.js';
import {
  ACME,
  FIXTURE,
  expectError,
  FIXTURE_PASSWORD,
  request,
  setupApp,
  TENANT,
  testApp,
  type Mail,
  type RequestOptions,
} from './helpers.js';

const app = await setupApp();

afterEach(async () => {
  await app.sandboxes.endAll();
});

/** Request options that send a call to a sandbox (the default data set without one). */
const within = (id?: string): RequestOptions =>
  id === undefined ? {} : { headers: { 'x-sim-sandbox': id } };
const viaCookie = (id: string): RequestOptions => ({ headers: { cookie: `theme=dark; sim_sandbox=${id}` } });

async function open(scenario = 'fixture'): Promise<string> {
  const res = await request(app, sim.createSandbox, { body: { scenario } });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as Sandbox).id;
}

async function acmeToken(id?: string): Promise<string> {
  const res = await request(
    app,
    auth.login,
    { body: { email: ACME.email, password: FIXTURE_PASSWORD } },
    within(id),
  );
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { jwt: string }).jwt;
}

async function acmeSpotNames(id?: string): Promise<string[]> {
  const token = await acmeToken(id);
  const res = await request(app, publisher.publisherSpots, { body: {} }, { token, ...within(id) });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { spots: { name: string }[] }).spots.map((s) => s.name);
}

async function mails(id?: string): Promise<Mail[]> {
  const res = await request(app, sim.listOutbox, {}, within(id));
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { messages: Mail[] }).messages;
}

const clockOffset = async (id?: string) =>
  ((await request(app, sim.getClock, undefined, within(id))).json() as { offsetMs: number }).offsetMs;
const search = (options: RequestOptions) =>
  request(app, marketplace.searchSpots, { body: { searchText: '', pageNumber: 1 } }, options);

describe('POST, GET and DELETE /__sim/sandboxes', () => {
  it('opens a sandbox from a scenario, lists it and ends it', async () => {
    const created = await request(app, sim.createSandbox, { body: { scenario: 'fixture' } });
    expect(created.statusCode).toBe(201);
    const sandbox = created.json() as Sandbox;
    expect(sandbox).toMatchObject({ id: expect.stringMatching(/^[a-f0-9]{16}$/), scenario: 'fixture' });
    const listed = await request(app, sim.listSandboxes);
    expect(listed.json()).toEqual({
      sandboxes: [sandbox],
      limit: SANDBOX_LIMIT,
      entered: null,
      memory: { limitBytes: expect.any(Number), usedBytes: expect.any(Number) },
    });

    const ended = await request(app, sim.endSandbox, { params: { id: sandbox.id } });
    expect(ended.json()).toEqual({ ended: sandbox.id });
    expect((await request(app, sim.listSandboxes)).json()).toMatchObject({
      sandboxes: [],
      limit: SANDBOX_LIMIT,
      entered: null,
    });
    expectError(await request(app, sim.endSandbox, { params: { id: sandbox.id } }), 404, 'sandbox_not_found');
  });

  it('refuses an unknown scenario and a bad body, and opens nothing', async () => {
    expectError(await request(app, sim.createSandbox, { body: { scenario: 'nowhere' } }), 404, 'not_found');
    expectError(
      await request(app, sim.createSandbox, { body: { scenario: 'Bad Name' } }),
      400,
      'validation_failed',
    );
    expect(app.sandboxes.size).toBe(0);
  });

  it(`keeps at most ${SANDBOX_LIMIT} at once: the next one is refused until one ends`, async () => {
    const ids = await Promise.all(Array.from({ length: SANDBOX_LIMIT }, () => open('empty')));
    const refused = await request(app, sim.createSandbox, { body: { scenario: 'empty' } });
    expectError(refused, 409, 'sandbox_limit_reached');
    expect(refused.json()).toMatchObject({ details: { limit: SANDBOX_LIMIT } });
    await request(app, sim.endSandbox, { params: { id: ids[0] as string } });
    await open('empty');
  }, 120_000);

  it('is answered by the simulator itself when the caller is in a sandbox', async () => {
    const id = await open();
    const listed = await request(app, sim.listSandboxes, undefined, within(id));
    expect((listed.json() as { sandboxes: Sandbox[] }).sandboxes.map((s) => s.id)).toEqual([id]);
  });
});

describe('entering and leaving a sandbox from a browser', () => {
  /** The sim_sandbox cookie an answer sets, as a browser reads its Set-Cookie header; undefined if none. */
  const setCookieOf = (res: LightMyRequestResponse) =>
    res.cookies.find((cookie) => cookie.name === SANDBOX_COOKIE);
  /** The Cookie header a browser sends back after the answer that set it. */
  const sentBack = (res: LightMyRequestResponse): RequestOptions => {
    const cookie = setCookieOf(res);
    expect(cookie, 'a sim_sandbox cookie').toBeDefined();
    return { headers: { cookie: `${SANDBOX_COOKIE}=${cookie?.value}` } };
  };
  const enter = (id: string, options: RequestOptions = {}) =>
    request(app, sim.enterSandbox, { params: { id } }, options);
  const cleared = { name: SANDBOX_COOKIE, value: '', path: '/', httpOnly: true, sameSite: 'Lax', maxAge: 0 };

  it('enters: answers the sandbox and sets the cookie for the whole host, HttpOnly, Lax, for the session', async () => {
    const id = await open('empty');
    const res = await enter(id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual(app.sandboxes.list().find((sandbox) => sandbox.id === id));
    // No Max-Age, Expires, Domain or Secure: a session cookie for this host name, over http as well.
    expect(res.cookies).toEqual([
      { name: SANDBOX_COOKIE, value: id, path: '/', httpOnly: true, sameSite: 'Lax' },
    ]);
  });

  it('sends the next requests carrying the cookie to the sandbox, and says it is the one entered', async () => {
    const id = await open('empty');
    expect((await search({})).json().totalCount).toBeGreaterThan(0);
    const browser = sentBack(await enter(id));
    expect((await search(browser)).json()).toMatchObject({ totalCount: 0 });
    expect((await request(app, sim.listScenarios, undefined, browser)).json()).toMatchObject({
      current: 'empty',
    });
    expect((await request(app, sim.listSandboxes, undefined, browser)).json()).toMatchObject({ entered: id });
    expect((await request(app, sim.listSandboxes)).json()).toMatchObject({ entered: null });
  });

  it('enters another sandbox from inside one, the simulator answering rather than the sandbox', async () => {
    const [one, two] = [await open('empty'), await open('fixture')];
    const res = await enter(two, viaCookie(one));
    expect(res.statusCode, res.body).toBe(200);
    expect(setCookieOf(res)?.value).toBe(two);
  });

  it('answers 404 sandbox_not_found for an unknown or ended sandbox, and sets no cookie', async () => {
    const id = await open();
    await request(app, sim.endSandbox, { params: { id } });
    for (const unknown of [id, 'nosuchsandbox']) {
      const res = await enter(unknown);
      expectError(res, 404, 'sandbox_not_found');
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    const malformed = await enter('Not-An-Id');
    expectError(malformed, 400, 'validation_failed');
    expect(malformed.headers['set-cookie']).toBeUndefined();
  });

  it('leaves: clears the cookie (Max-Age=0, expired) and answers the sandbox it named', async () => {
    const id = await open('empty');
    const browser = sentBack(await enter(id));
    const res = await request(app, sim.leaveSandbox, undefined, browser);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ left: id });
    expect(res.cookies).toEqual([{ ...cleared, expires: new Date(0) }]);
    expect(String(res.headers['set-cookie'])).toContain('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
    // The sandbox stays open for whoever else is in it.
    expect(app.sandboxes.get(id)).toBeDefined();
  });

  it('leaves an ended sandbox, and answers null without the cookie', async () => {
    const id = await open();
    await request(app, sim.endSandbox, { params: { id } });
    const ended = await request(app, sim.leaveSandbox, undefined, viaCookie(id));
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json()).toEqual({ left: id });
    expect(setCookieOf(ended)).toMatchObject(cleared);

    const none = await request(app, sim.leaveSandbox);
    expect(none.json()).toEqual({ left: null });
    expect(setCookieOf(none)).toMatchObject(cleared);
  });

  it('clears the cookie when a browser ends the sandbox it is in, and only then', async () => {
    const [one, two] = [await open(), await open()];
    const inOne = sentBack(await enter(one));
    const elsewhere = await request(app, sim.endSandbox, { params: { id: two } }, inOne);
    expect(elsewhere.json()).toEqual({ ended: two });
    expect(elsewhere.headers['set-cookie']).toBeUndefined();
    const byHeader = await request(app, sim.endSandbox, { params: { id: one } }, within(one));
    expect(byHeader.statusCode, byHeader.body).toBe(200);
    expect(byHeader.headers['set-cookie']).toBeUndefined();

    const three = await open();
    const own = await request(app, sim.endSandbox, { params: { id: three } }, sentBack(await enter(three)));
    expect(own.json()).toEqual({ ended: three });
    expect(setCookieOf(own)).toMatchObject(cleared);
  });

  it("refuses a request another site's page sends (no body, so no preflight), and sets nothing", async () => {
    const id = await open();
    const browser = sentBack(await enter(id));
    for (const site of ['cross-site', 'same-site']) {
      const from = { headers: { 'sec-fetch-site': site } };
      const entering = await enter(id, from);
      expectError(entering, 403, 'forbidden');
      expect(entering.headers['set-cookie']).toBeUndefined();
      const leaving = await request(app, sim.leaveSandbox, undefined, {
        headers: { ...browser.headers, ...from.headers },
      });
      expectError(leaving, 403, 'forbidden');
      expect(leaving.headers['set-cookie']).toBeUndefined();
    }
    // The console's own page.
    const sameOrigin = { headers: { 'sec-fetch-site': 'same-origin' } };
    expect(setCookieOf(await enter(id, sameOrigin))?.value).toBe(id);
  });

  it('is guarded by the host allow-list like the rest of /__sim, and sets nothing for a foreign host', async () => {
    const id = await open();
    const foreign = { headers: { host: 'rebind.example' } };
    for (const res of [await enter(id, foreign), await request(app, sim.leaveSandbox, undefined, foreign)]) {
      expectError(res, 421, 'host_not_allowed');
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });
});

describe('a request in a sandbox', () => {
  it('writes users, spots and mails that neither the default data set nor another sandbox sees', async () => {
    const [one, two] = [await open(), await open()];
    const user = { email: 'only.here@example.test', password: 'Correct-Horse-7', name: 'Only Here' };
    expect((await request(app, auth.register, { body: user }, within(one))).statusCode).toBe(202);
    const token = await acmeToken(one);
    const spot = { name: 'Sandboxed rail', description: 'Only in one' };
    const created = await request(app, publisher.createSpot, { body: spot }, { token, ...within(one) });
    expect(created.statusCode, created.body).toBe(201);

    expect((await mails(one)).map((m) => m.to)).toContain(user.email);
    expect(await acmeSpotNames(one)).toContain('Sandboxed rail');
    for (const elsewhere of [two, undefined]) {
      expect((await mails(elsewhere)).map((m) => m.to)).not.toContain(user.email);
      expect(await acmeSpotNames(elsewhere)).not.toContain('Sandboxed rail');
      const { email, password } = user;
      const login = await request(app, auth.login, { body: { email, password } }, within(elsewhere));
      expectError(login, 401, 'invalid_credentials');
    }
  });

  it('has its own clock, faults and journal', async () => {
    const [one, two] = [await open(), await open()];
    const moved = await request(app, sim.moveClock, { body: { advanceSeconds: 86_400 } }, within(one));
    expect(moved.statusCode).toBe(200);
    const fault = { method: 'POST', path: endpointUrl(marketplace.searchSpots), status: 503, times: 5 };
    expect((await request(app, sim.armFault, { body: fault }, within(one))).statusCode).toBe(201);

    expect(await clockOffset(one)).toBe(86_400_000);
    expect(await clockOffset(two)).toBe(0);
    expect(await clockOffset()).toBe(0);
    expectError(await search(within(one)), 503);
    expect((await search(within(two))).statusCode).toBe(200);
    expect((await search({})).statusCode).toBe(200);

    const journal = async (id?: string) =>
      ((await request(app, sim.listRequests, {}, within(id))).json() as { requests: { status: number }[] })
        .requests;
    expect((await journal(one)).map((r) => r.status)).toEqual([503]);
    expect((await journal(two)).map((r) => r.status)).toEqual([200]);
    expect((await journal()).map((r) => r.status)).toEqual([200]);
  });

  it('resets only its own data set', async () => {
    const [one, two] = [await open(), await open()];
    const defaultSpots = await acmeSpotNames();
    const token = await acmeToken(two);
    const spot = { name: 'Kept rail', description: 'Survives the other reset' };
    expect(
      (await request(app, publisher.createSpot, { body: spot }, { token, ...within(two) })).statusCode,
    ).toBe(201);
    await request(app, sim.moveClock, { body: { advanceSeconds: 3600 } }, within(two));

    const reset = await request(app, sim.reset, { body: { scenario: 'empty' } }, within(one));
    expect(reset.json()).toMatchObject({ scenario: 'empty' });
    expect((await request(app, sim.listScenarios, undefined, within(one))).json()).toMatchObject({
      current: 'empty',
    });
    expect((await request(app, sim.listScenarios, undefined, within(two))).json()).toMatchObject({
      current: 'fixture',
    });
    expect((await request(app, sim.listScenarios)).json()).toMatchObject({ current: 'fixture' });
    // The list of sandboxes names what each holds now: the one reset says so, the other is as it was.
    const listed = (await request(app, sim.listSandboxes)).json() as { sandboxes: Sandbox[] };
    const holds = (id: string) => listed.sandboxes.find((sandbox) => sandbox.id === id)?.scenario;
    expect([holds(one), holds(two)]).toEqual(['empty', 'fixture']);
    expect(await acmeSpotNames(two)).toContain('Kept rail');
    expect(await clockOffset(two)).toBe(3_600_000);
    expect(await acmeSpotNames()).toEqual(defaultSpots);
  });

  it('answers 404 sandbox_not_found for an unknown or ended sandbox, never the default data', async () => {
    const id = await open();
    await request(app, sim.endSandbox, { params: { id } });
    for (const options of [within(id), within('nosuchsandbox'), viaCookie(id)]) {
      expectError(await search(options), 404, 'sandbox_not_found');
      expectError(await request(app, sim.listOutbox, {}, options), 404, 'sandbox_not_found');
    }
    expect((await search({})).statusCode).toBe(200);
  });

  it('answers 404 sandbox_not_found, never a 5xx, to a state loading into a sandbox that ends meanwhile', async () => {
    const id = await open();
    const saved = (await request(app, sim.exportState, {}, within(id))).json() as ScenarioFile;
    const loading = request(app, sim.importState, { body: saved }, within(id));
    // Ended while the load's worker process builds the state (it takes a second or more to start).
    await new Promise((resolve) => setTimeout(resolve, 200));
    await request(app, sim.endSandbox, { params: { id } });
    expectError(await loading, 404, 'sandbox_not_found');
    expect((await search({})).statusCode).toBe(200);
  }, 60_000);

  it('answers 404 sandbox_not_found, never a 5xx, to a cookie whose escapes do not decode', async () => {
    const undecodable = viaCookie('%zz');
    for (const res of [
      await app.inject({ method: 'GET', url: '/health', headers: undecodable.headers }),
      await search(undecodable),
    ]) {
      expectError(res, 404, 'sandbox_not_found');
      expect(res.json().message).toContain('"%zz"');
    }
  });

  it('ignores an empty cookie, and reads an escaped one as its id', async () => {
    expect((await search(viaCookie(''))).statusCode).toBe(200);
    const id = await open('empty');
    const everyCharEscaped = [...id].map((c) => `%${c.charCodeAt(0).toString(16)}`).join('');
    expect((await search(viaCookie(everyCharEscaped))).json()).toMatchObject({ totalCount: 0 });
  });

  it('follows the cookie as it follows the header, the public embed included', async () => {
    const id = await open('empty');
    const spotOne = { params: { id: 1 } };
    expect((await request(app, embed.spotDecal, spotOne)).statusCode).toBe(200);
    expectError(await request(app, embed.spotDecal, spotOne, viaCookie(id)), 404);
    expect((await search(viaCookie(id))).json()).toMatchObject({ totalCount: 0 });

    const user = { email: 'cookie@example.test', password: 'Correct-Horse-7', name: 'Cookie' };
    expect((await request(app, auth.register, { body: user }, viaCookie(id))).statusCode).toBe(202);
    expect((await mails(id)).map((m) => m.to)).toEqual([user.email]);
    expect((await mails()).map((m) => m.to)).not.toContain(user.email);
  });

  it('still gets the console under an ended cookie, so a browser can leave the sandbox', async () => {
    const id = await open();
    await request(app, sim.endSandbox, { params: { id } });
    const page = await app.inject({ method: 'GET', url: '/__sim/console', headers: viaCookie(id).headers });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
  });

  it('is allowed by CORS: the preflight lets the app send X-Sim-Sandbox', async () => {
    const res = await app.inject({
      method: 'OPTIONS',
      url: '/sponsor/api/v1/spot/search',
      headers: {
        origin: 'http://localhost:8080',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-tenant-id,x-sim-sandbox',
      },
    });
    expect(res.statusCode).toBe(204);
    expect(String(res.headers['access-control-allow-headers']).toLowerCase()).toContain('x-sim-sandbox');
    const id = await open();
    const answer = await search({
      headers: { ...TENANT, origin: 'http://localhost:8080', 'x-sim-sandbox': id },
    });
    expect(answer.headers['access-control-allow-origin']).toBe('http://localhost:8080');
  });

  it('is guarded by the host allow-list like the rest of /__sim', async () => {
    const id = await open();
    const foreign = { host: 'rebind.example' };
    expectError(
      await request(app, sim.listSandboxes, undefined, { headers: foreign }),
      421,
      'host_not_allowed',
    );
    expectError(
      await request(app, sim.createSandbox, { body: { scenario: 'empty' } }, { headers: foreign }),
      421,
      'host_not_allowed',
    );
    expectError(
      await request(app, sim.listOutbox, {}, { headers: { ...foreign, 'x-sim-sandbox': id } }),
      421,
      'host_not_allowed',
    );
  });
});

describe('an upload in a sandbox', () => {
  it('streams to the sandbox, which serves it; ending the sandbox removes the file', async () => {
    const uploadDir = await mkdtemp(path.join(os.tmpdir(), 'sponsorspot-sandbox-test-'));
    const own = await testApp({ SIM_UPLOAD_DIR: uploadDir });
    onTestFinished(async () => {
      await own.close();
      await rm(uploadDir, { recursive: true, force: true });
    });
    const created = await request(own, sim.createSandbox, { body: { scenario: 'fixture' } });
    const { id } = created.json() as Sandbox;
    const owl = await contentCaller(own.sandboxes.app(id) as FastifyInstance, FIXTURE.owl);
    const res = await request(
      own,
      content.uploadDecal,
      { params: { spotId: 2 }, body: formData([{ bytes: await image('png'), fileName: 'in-a-box.png' }]) },
      { token: owl.token, ...within(id) },
    );
    expect(res.statusCode, res.body).toBe(201);
    const { url } = res.json() as { url: string };
    const inside = await own.inject({ method: 'GET', url, headers: { ...owl.headers, 'x-sim-sandbox': id } });
    expect(inside.statusCode).toBe(200);
    expect(inside.headers['content-type']).toBe('image/png');
    expect(await storedFiles(uploadDir)).toHaveLength(1);

    await request(own, sim.endSandbox, { params: { id } });
    expect(await storedFiles(uploadDir)).toEqual([]);
  });
});

describe('ending a sandbox', () => {
  it('closes its database', async () => {
    const id = await open();
    const box = app.sandboxes.app(id) as FastifyInstance;
    expect(box.db.open).toBe(true);
    await request(app, sim.endSandbox, { params: { id } });
    expect(box.db.open).toBe(false);
  });

  it('ends every sandbox when the simulator closes', async () => {
    const own = await testApp();
    const created = await request(own, sim.createSandbox, { body: { scenario: 'fixture' } });
    const box = own.sandboxes.app((created.json() as Sandbox).id) as FastifyInstance;
    await own.close();
    expect(box.db.open).toBe(false);
  });
});

describe('without the control API', () => {
  it('has no sandboxes: the header and the cookie change nothing', async () => {
    const off = await testApp({ SIM_CONTROL_API: 'off' });
    try {
      expect((await request(off, sim.createSandbox, { body: { scenario: 'fixture' } })).statusCode).toBe(404);
      const body = { searchText: '', pageNumber: 1 };
      const headers = { 'x-sim-sandbox': 'whatever' };
      expect((await request(off, marketplace.searchSpots, { body }, { headers })).statusCode).toBe(200);
      const cookie = viaCookie('whatever');
      expect((await request(off, marketplace.searchSpots, { body }, cookie)).statusCode).toBe(200);
    } finally {
      await off.close();
    }
  });

  it('answers entering and leaving as any other /__sim route, and sets no cookie', async () => {
    const off = await testApp({ SIM_CONTROL_API: 'off' });
    try {
      const other = await request(off, sim.listScenarios);
      expectError(other, 404);
      for (const res of [
        await request(off, sim.enterSandbox, { params: { id: 'abc123' } }),
        await request(off, sim.leaveSandbox, undefined, viaCookie('abc123')),
      ]) {
        expectError(res, 404, other.json().code);
        expect(res.headers['set-cookie']).toBeUndefined();
      }
    } finally {
      await off.close();
    }
  });
});
