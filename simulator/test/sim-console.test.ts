// The QA console (GET /__sim/console): a page with a Content-Security-Policy that allows exactly its style
// block and its module scripts from this origin, scripts that are all served and that reach only the control
// endpoints the contract declares (the sandbox cookie is the simulator's to set); on and off with the control
// API, behind the same host guard, and linked from /docs. What the page does in a browser is the e2e suite's
// (e2e/specs/console.spec.ts).
import { createHash } from 'node:crypto';
import { openApiPath } from '@sponsorspot/contract/endpoint';
import * as sim from '@sponsorspot/contract/endpoints/sim';
import { afterAll, describe, expect, it } from 'vitest';
import { expectError, setupApp, testApp } from './helpers.js';

const app = await setupApp();
const CONSOLE = '/__sim/console';

const page = () => app.inject({ method: 'GET', url: CONSOLE, headers: { host: 'localhost:3000' } });

/** The relative module imports of a script (`from './x.js'`). */
const importsOf = (script: string) =>
  [...script.matchAll(/from '\.\/([\w-]+\.js)'/g)].map((m) => m[1] as string);

describe('the QA console page', () => {
  it('allows its one style block by hash and scripts from this origin only, inline none', async () => {
    const res = await page();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const policy = String(res.headers['content-security-policy']);
    const styles = [...res.body.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1] as string);
    expect(styles).toHaveLength(1);
    const hash = createHash('sha256')
      .update(styles[0] as string)
      .digest('base64');
    expect(policy).toContain(`style-src 'sha256-${hash}'`);
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("connect-src 'self'");
    expect(policy).toContain("default-src 'none'");
    expect(policy).not.toContain('unsafe-inline');
    expect(res.headers['x-frame-options']).toBe('DENY');
    // The only script element loads a file: nothing inline for the policy to refuse.
    expect([...res.body.matchAll(/<script[^>]*>/g)].map((m) => m[0])).toEqual([
      `<script type="module" src="${CONSOLE}/console.js">`,
    ]);
    expect(res.body).not.toMatch(/<script[^>]*>[^<]/);
  });

  it('serves every script the page imports, as JavaScript, and nothing else under its folder', async () => {
    const seen = new Set<string>();
    const pending = ['console.js'];
    while (pending.length > 0) {
      const file = pending.pop() as string;
      if (seen.has(file)) continue;
      seen.add(file);
      const res = await app.inject({
        method: 'GET',
        url: `${CONSOLE}/${file}`,
        headers: { host: 'localhost' },
      });
      expect(res.statusCode, file).toBe(200);
      expect(res.headers['content-type'], file).toBe('text/javascript; charset=utf-8');
      pending.push(...importsOf(res.body));
    }
    expect(seen.size).toBeGreaterThan(1);
    for (const file of ['nope.js', 'console.css', '..%2Fpage.ts']) {
      const res = await app.inject({
        method: 'GET',
        url: `${CONSOLE}/${file}`,
        headers: { host: 'localhost' },
      });
      expect(res.statusCode, file).toBe(404);
    }
  });

  it('calls only control endpoints the contract declares, and leaves the sandbox cookie to the simulator', async () => {
    const scripts = new Map<string, string>();
    const pending = ['console.js'];
    while (pending.length > 0) {
      const file = pending.pop() as string;
      if (scripts.has(file)) continue;
      const res = await app.inject({
        method: 'GET',
        url: `${CONSOLE}/${file}`,
        headers: { host: 'localhost' },
      });
      scripts.set(file, res.body);
      pending.push(...importsOf(res.body));
    }
    const called = [...scripts.values()].flatMap((script) =>
      [...script.matchAll(/\bcall\('(\w+)'/g)].map((m) => m[1] as string),
    );
    expect(called.filter((name) => !(name in sim))).toEqual([]);
    // The cookie is HttpOnly (routes/sim/sandboxes.ts): entering and leaving are calls, not script.
    expect(called).toEqual(expect.arrayContaining(['enterSandbox', 'leaveSandbox', 'listSandboxes']));
    for (const [file, script] of scripts) expect(script, file).not.toContain('document.cookie');
  });

  it("hands the scripts every control endpoint's method and path from the contract", async () => {
    const body = (await page()).body;
    const attribute = /data-endpoints="([^"]*)"/.exec(body)?.[1] ?? '';
    const endpoints = JSON.parse(attribute.replaceAll('&quot;', '"').replaceAll('&amp;', '&'));
    expect(endpoints).toEqual(
      Object.fromEntries(Object.entries(sim).map(([name, e]) => [name, `${e.method} ${openApiPath(e)}`])),
    );
    expect(endpoints.clearFault).toBe('DELETE /__sim/faults/{id}');
  });

  it('answers only to the allowed host names, as all of /__sim', async () => {
    for (const url of [CONSOLE, `${CONSOLE}/console.js`]) {
      const res = await app.inject({ method: 'GET', url, headers: { host: 'rebound.attacker.example' } });
      expectError(res, 421, 'host_not_allowed');
    }
  });

  it("is linked from the OpenAPI page's description", async () => {
    const document = (await app.inject({ method: 'GET', url: '/docs/json' })).json();
    expect(document.info.description).toContain(`(${CONSOLE})`);
    expect(document.paths[CONSOLE]).toBeUndefined(); // a page, not one of the API's calls
  });
});

describe('with the control API off', () => {
  const closedApp = testApp({ SIM_CONTROL_API: 'off' });
  afterAll(async () => (await closedApp).close());

  it('has no console, and /docs does not link one', async () => {
    const closed = await closedApp;
    for (const url of [CONSOLE, `${CONSOLE}/console.js`])
      expect((await closed.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    const document = (await closed.inject({ method: 'GET', url: '/docs/json' })).json();
    expect(document.info.description).not.toContain(CONSOLE);
  });
});
