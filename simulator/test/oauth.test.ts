// The OAuth stand-in pages (/oauth/{network}/authorize) and social sign-in (POST auth/external).
import { describe, expect, it, vi } from 'vitest';
import { readFileSync } from 'node:fs';
import { joinmeErrorCode, OAUTH_NETWORKS, OAUTH_NETWORK_NAMES } from '@sponsorspot/contract/oauth';
import * as auth from '@sponsorspot/contract/endpoints/auth';
import { sha256 } from '../src/lib/secrets.js';
import { renderConfigJs } from '../src/routes/app-shell.js';
import {
  advanceClock,
  expectError,
  FIXTURE,
  JSON_TENANT,
  request,
  setupApp,
  TENANT,
  testApp,
  testConfig,
} from './helpers.js';

const APP_REDIRECT = 'http://localhost:5173/oauth-redirect.html';
/** What hello.js puts in state: JSON text. */
const HELLO_STATE = JSON.stringify({
  client_id: 'sim',
  network: 'google',
  display: 'popup',
  callback: '_hellojs_abc',
  state: 'a&b=c #d',
  redirect_uri: APP_REDIRECT,
  scope: 'basic,email',
});
const EXTERNAL = '/presence/api/v1/auth/external';
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

const app = await setupApp();

function authorizeUrl(network: string, params: Record<string, string> = {}): string {
  const query = new URLSearchParams({
    client_id: 'sim',
    redirect_uri: APP_REDIRECT,
    response_type: 'token',
    state: HELLO_STATE,
    scope: 'basic,email',
    ...params,
  });
  return `/oauth/${network}/authorize?${query}`;
}

function postForm(network: string, fields: Record<string, string | string[]>) {
  const form = new URLSearchParams();
  const all = { redirect_uri: APP_REDIRECT, response_type: 'token', state: HELLO_STATE, ...fields };
  for (const [key, value] of Object.entries(all)) {
    for (const v of Array.isArray(value) ? value : [value]) form.append(key, v);
  }
  return app.inject({
    method: 'POST',
    url: `/oauth/${network}/authorize`,
    headers: FORM,
    payload: form.toString(),
  });
}

/** The redirect's target and its fragment, decoded the way hello.js does (decodeURIComponent per value). */
function redirectOf(res: { statusCode: number; headers: Record<string, unknown>; body: string }) {
  expect(res.statusCode, res.body).toBe(302);
  const location = String(res.headers.location);
  const [target, hash = ''] = location.split('#', 2) as [string, string?];
  const values: Record<string, string> = {};
  for (const pair of hash.split('&')) {
    const [k, v] = pair.split('=', 2) as [string, string];
    values[k] = decodeURIComponent(v);
  }
  expect(hash).not.toContain('+'); // spaces are %20: hello.js does not turn + into a space
  return { target, values };
}

async function tokenFor(network: string, fields: Record<string, string> = { email: 'acme@fixture.test' }) {
  const { values } = redirectOf(await postForm(network, { action: 'allow', ...fields }));
  return values.access_token as string;
}

const external = (payload: unknown) =>
  app.inject({ method: 'POST', url: EXTERNAL, headers: JSON_TENANT, payload: JSON.stringify(payload) });

describe('GET /oauth/{network}/authorize', () => {
  it('knows the 15 hello.js networks of the spec', () => {
    expect(OAUTH_NETWORK_NAMES).toEqual([
      'dropbox',
      'facebook',
      'flickr',
      'foursquare',
      'github',
      'google',
      'instagram',
      'joinme',
      'linkedin',
      'soundcloud',
      'spotify',
      'twitter',
      'vk',
      'windows',
      'yahoo',
    ]);
  });

  it('keeps the shared network list and joinme map free of imports (the web bundle reads them)', () => {
    const source = readFileSync(new URL('../../contract/src/oauth-networks.ts', import.meta.url), 'utf8');
    expect(source).not.toMatch(/^\s*(import|export [^;]*from)\b/m);
    expect([400, 401, 403, 500, 502, 418].map(joinmeErrorCode)).toEqual([
      'invalid_request',
      'invalid_token',
      'stale_token',
      'server_error',
      'server_error',
      'server_error',
    ]);
  });

  it.each(OAUTH_NETWORK_NAMES)(
    'renders the sign-in page for %s without the tenant header',
    async (network) => {
      const res = await app.inject({ method: 'GET', url: authorizeUrl(network) });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-store');
      const provider = OAUTH_NETWORKS[network];
      expect(res.body).toContain(`<title>Sign in with ${provider} (SponsorSpot simulator)</title>`);
      // Seeded verified users as buttons, the typed-identity form, deny and the error select.
      expect(res.body).toContain('value="acme@fixture.test"');
      expect(res.body).toContain('<span class="name">Zephyr Buyer</span>');
      expect(res.body).toContain('name="action" value="deny"');
      expect(res.body).toContain('<select id="simulate-error" name="error">');
      expect(res.body.match(/<form method="post" action="\/oauth\/([a-z]+)\/authorize">/g)).toHaveLength(3);
      expect(res.body).toContain(`action="/oauth/${network}/authorize"`);
      // No script at all, and a CSP that allows none.
      expect(res.body).not.toMatch(/<script|\son[a-z]+=|javascript:/i);
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'none'");
      expect(csp).toMatch(/style-src 'sha256-[A-Za-z0-9+/=]+'/);
      expect(csp).toContain("form-action 'self' http://localhost:5173");
      expect(csp).toContain("frame-ancestors 'none'");
      // Every visible input and select has a label.
      const ids = [...res.body.matchAll(/<(?:input|select)(?![^>]*type="hidden")[^>]*\sid="([^"]+)"/g)].map(
        (m) => m[1],
      );
      const fors = [...res.body.matchAll(/<label for="([^"]+)"/g)].map((m) => m[1]);
      expect(ids.sort()).toEqual(['identity-email', 'identity-name', 'simulate-error']);
      expect(fors.sort()).toEqual(ids);
    },
  );

  it('hashes its style block correctly for the CSP', async () => {
    const { createHash } = await import('node:crypto');
    const res = await app.inject({ method: 'GET', url: authorizeUrl('github') });
    const style = /<style>([\s\S]*?)<\/style>/.exec(res.body)?.[1] ?? '';
    const hash = createHash('sha256').update(style).digest('base64');
    expect(String(res.headers['content-security-policy'])).toContain(`'sha256-${hash}'`);
  });

  it('leaves out unverified users', async () => {
    app.db.prepare('UPDATE users SET verified = 0 WHERE id = ?').run(FIXTURE.owl);
    const res = await app.inject({ method: 'GET', url: authorizeUrl('google') });
    expect(res.body).not.toContain('owl@fixture.test');
  });

  it('offers the HTTP statuses of the meeting service only on joinme', async () => {
    const joinme = (await app.inject({ method: 'GET', url: authorizeUrl('joinme') })).body;
    for (const [status, code] of [
      [400, 'invalid_request'],
      [401, 'invalid_token'],
      [403, 'stale_token'],
      [500, 'server_error'],
    ] as const) {
      expect(joinme).toContain(`<option value="http_${status}">HTTP ${status} (→ ${code})</option>`);
    }
    const google = (await app.inject({ method: 'GET', url: authorizeUrl('google') })).body;
    expect(google).not.toContain('http_400');
    expect(google).toContain('<option value="access_denied">');
  });

  it('escapes a hostile state, client_id and scope', async () => {
    const hostile = '"><script>alert(1)</script><img src=x onerror=alert(2)>\'';
    const res = await app.inject({
      method: 'GET',
      url: authorizeUrl('google', { state: hostile, client_id: hostile, scope: hostile }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<script>');
    expect(res.body).not.toContain('<img');
    expect(res.body).toContain(
      'value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(2)&gt;&#39;"',
    );
  });

  it('escapes seeded names and emails', async () => {
    app.db
      .prepare('UPDATE users SET name = ? WHERE id = ?')
      .run('<b onmouseover="x()">Bold</b>', FIXTURE.owl);
    const res = await app.inject({ method: 'GET', url: authorizeUrl('google') });
    expect(res.body).not.toContain('<b onmouseover');
    expect(res.body).toContain('&lt;b onmouseover=&quot;x()&quot;&gt;Bold&lt;/b&gt;');
  });

  it('accepts the other app origins and the public URL, with a path and query', async () => {
    for (const uri of [
      'http://localhost:8080/',
      'http://127.0.0.1:5173/login?return=%2Fspots',
      'http://localhost:3000/redirect.html',
      'http://localhost:5173/x#old-fragment',
    ]) {
      const res = await app.inject({ method: 'GET', url: authorizeUrl('google', { redirect_uri: uri }) });
      expect(res.statusCode, uri).toBe(200);
    }
  });

  it.each([
    ['a foreign origin', 'https://evil.test/cb'],
    ['a foreign port', 'http://localhost:9999/cb'],
    ['https on an http origin', 'https://localhost:5173/cb'],
    ['user info hiding the host', 'http://localhost:5173@evil.test/cb'],
    ['credentials', 'http://user:pass@localhost:5173/cb'],
    ['javascript:', 'javascript:alert(1)//http://localhost:5173'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['a relative path', '/oauth-redirect.html'],
    ['a protocol-relative URL', '//evil.test/cb'],
    ['not a URL', 'not a url'],
  ])('refuses %s as redirect_uri with a 400 page', async (_label, uri) => {
    const res = await app.inject({ method: 'GET', url: authorizeUrl('google', { redirect_uri: uri }) });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('This redirect_uri is not allowed');
    expect(res.body).not.toContain('<script>');
  });

  it.each([
    ['no redirect_uri', { redirect_uri: undefined }],
    ['an overlong state', { state: 's'.repeat(4001) }],
    ['an overlong redirect_uri', { redirect_uri: `${APP_REDIRECT}?${'q'.repeat(2000)}` }],
    ['the code response type', { response_type: 'code' }],
  ])('refuses %s with a 400 page', async (_label, change) => {
    const params: Record<string, string> = {
      client_id: 'sim',
      redirect_uri: APP_REDIRECT,
      response_type: 'token',
      state: 'x',
    };
    for (const [k, v] of Object.entries(change)) {
      if (v === undefined) delete params[k];
      else params[k] = v;
    }
    const res = await app.inject({
      method: 'GET',
      url: `/oauth/google/authorize?${new URLSearchParams(params)}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('role="alert"');
  });

  it('answers an unknown network with a 404 page that escapes it', async () => {
    const res = await app.inject({ method: 'GET', url: authorizeUrl('%3Cscript%3Emyspace') });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('&lt;script&gt;myspace');
    expect(res.body).not.toContain('<script>');
    const proto = await app.inject({ method: 'GET', url: authorizeUrl('__proto__') });
    expect(proto.statusCode).toBe(404);
  });
});

describe('POST /oauth/{network}/authorize', () => {
  it('issues a token for a seeded user and redirects with it and the state', async () => {
    const res = await postForm('google', {
      action: 'allow',
      email: 'acme@fixture.test',
      client_id: 'sim',
      scope: 'email',
    });
    const { target, values } = redirectOf(res);
    expect(target).toBe(APP_REDIRECT);
    expect(values).toEqual({
      access_token: expect.stringMatching(/^simoauth_[A-Za-z0-9_-]{43}$/),
      token_type: 'Bearer',
      expires_in: '600',
      state: HELLO_STATE,
    });
    expect(JSON.parse(values.state as string).state).toBe('a&b=c #d');
    // Only the hash is stored, as every other secret is.
    const stored = app.db.prepare('SELECT token_hash, email, name, network FROM oauth_access_tokens').all();
    expect(stored).toEqual([
      {
        token_hash: sha256(values.access_token as string),
        email: 'acme@fixture.test',
        name: 'Acme Owner',
        network: 'google',
      },
    ]);
  });

  it('redirects the deny button with access_denied', async () => {
    const { values } = redirectOf(await postForm('github', { action: 'deny' }));
    expect(values).toEqual({
      error: 'access_denied',
      error_description: 'The user denied access.',
      state: HELLO_STATE,
    });
  });

  it.each(['access_denied', 'invalid_request', 'invalid_token', 'server_error'])(
    'simulates the provider error %s',
    async (code) => {
      const { values } = redirectOf(await postForm('facebook', { action: 'error', error: code }));
      expect(values.error).toBe(code);
      expect(values.error_description).toEqual(expect.any(String));
      expect(values.state).toBe(HELLO_STATE);
      expect(values).not.toHaveProperty('access_token');
    },
  );

  it.each([
    ['400', 'invalid_request'],
    ['401', 'invalid_token'],
    ['403', 'stale_token'],
    ['500', 'server_error'],
    ['502', 'server_error'],
  ])('maps joinme HTTP %s to %s', async (status, code) => {
    const { values } = redirectOf(await postForm('joinme', { action: 'error', error: `http_${status}` }));
    expect(values.error).toBe(code);
    expect(values.error_description).toBe(`join.me answered HTTP ${status}.`);
  });

  it('refuses HTTP statuses on other networks and unknown errors with a 400 page', async () => {
    for (const [network, error] of [
      ['google', 'http_400'],
      ['joinme', 'http_4000'],
      ['joinme', 'teapot'],
      ['github', ''],
      ['github', '__proto__'],
    ]) {
      const res = await postForm(network as string, { action: 'error', error: error as string });
      expect(res.statusCode, `${network} ${error}`).toBe(400);
      expect(res.headers.location).toBeUndefined();
    }
  });

  it('omits the state when none was sent', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/oauth/google/authorize',
      headers: FORM,
      payload: new URLSearchParams({ redirect_uri: APP_REDIRECT, action: 'deny' }).toString(),
    });
    expect(redirectOf(res).values).toEqual({
      error: 'access_denied',
      error_description: 'The user denied access.',
    });
  });

  it('re-renders the page with the problem for a bad typed identity, escaping what was typed', async () => {
    const typed: Record<string, string>[] = [
      { email: 'not-an-email', name: 'Nobody' },
      { email: '"><script>x</script>@x.test', name: 'Nobody' },
      { email: 'new@x.test', name: '   ' },
      { email: 'new@x.test' },
      { email: 'new@x.test', name: 'Bad\u0007name' },
    ];
    for (const fields of typed) {
      const res = await postForm('google', { action: 'allow', ...fields });
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.body).toContain('<p class="alert" role="alert">');
      expect(res.body).not.toContain('<script>x');
    }
    expect(app.db.prepare('SELECT count(*) AS n FROM oauth_access_tokens').get()).toEqual({ n: 0 });
  });

  it.each([
    [
      'a foreign redirect_uri',
      { action: 'allow', email: 'acme@fixture.test', redirect_uri: 'https://evil.test/' },
    ],
    ['no action', { email: 'acme@fixture.test' }],
    ['an unknown action', { action: 'steal', email: 'acme@fixture.test' }],
    ['a repeated field', { action: 'allow', email: ['acme@fixture.test', 'owl@fixture.test'] }],
    ['an extra field', { action: 'allow', email: 'acme@fixture.test', admin: '1' }],
    ['an overlong name', { action: 'allow', email: 'new@x.test', name: 'n'.repeat(101) }],
    ['an overlong email', { action: 'allow', email: `${'e'.repeat(250)}@x.test` }],
  ])('refuses %s with a 400 page and issues nothing', async (_label, fields) => {
    const res = await postForm('google', fields);
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers.location).toBeUndefined();
    expect(app.db.prepare('SELECT count(*) AS n FROM oauth_access_tokens').get()).toEqual({ n: 0 });
  });

  it('refuses an oversized form and a JSON body without the fields', async () => {
    const big = await postForm('google', {
      action: 'allow',
      email: 'acme@fixture.test',
      scope: 'x'.repeat(20_000),
    });
    expect(big.statusCode).toBe(413);
    const json = await app.inject({
      method: 'POST',
      url: '/oauth/google/authorize',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(json.statusCode).toBe(400);
  });

  it('answers a malformed JSON body with a 400 page that says so', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/oauth/google/authorize',
      headers: { 'content-type': 'application/json' },
      payload: '{',
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('<p class="alert" role="alert">The request body is not valid JSON.</p>');
    expect(String(res.headers['content-security-policy'])).toContain("default-src 'none'");
  });

  it('answers a body type the page never sends with a 415 page naming the form type', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/oauth/google/authorize',
      headers: { 'content-type': 'text/plain' },
      payload: 'action=deny',
    });
    expect(res.statusCode).toBe(415);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('The page posts its forms as application/x-www-form-urlencoded.');
  });

  it('leaves a server failure to the app: a 500 error body without its details', async () => {
    const spy = vi.spyOn(app.oauth, 'identities').mockImplementation(() => {
      throw new Error('secret detail');
    });
    try {
      const res = await app.inject({ method: 'GET', url: authorizeUrl('google') });
      expectError(res, 500, 'internal_error');
      expect(res.body).not.toContain('secret detail');
    } finally {
      spy.mockRestore();
    }
  });
});

describe('POST /presence/api/v1/auth/external', () => {
  it('accepts a stand-in token exactly once and answers like login', async () => {
    const accessToken = await tokenFor('google');
    const res = await external({ network: 'google', accessToken });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      jwt: expect.any(String),
      refreshToken: expect.any(String),
      user: { id: FIXTURE.acme, email: 'acme@fixture.test', name: 'Acme Owner' },
    });
    const profile = await app.inject({
      method: 'GET',
      url: '/presence/api/v1/user/profile',
      headers: { ...TENANT, authorization: `Bearer ${body.jwt}` },
    });
    expect(profile.json().id).toBe(FIXTURE.acme);

    expectError(await external({ network: 'google', accessToken }), 401, 'invalid_token');
  });

  it('lets exactly one of two simultaneous uses win', async () => {
    const accessToken = await tokenFor('github');
    const answers = await Promise.all([1, 2, 3].map(() => external({ network: 'github', accessToken })));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 401, 401]);
  });

  it('refuses a token for another network without spending it', async () => {
    const accessToken = await tokenFor('github');
    expectError(await external({ network: 'google', accessToken }), 401, 'invalid_token');
    expect((await external({ network: 'github', accessToken })).statusCode).toBe(200);
  });

  it('refuses a token after its 10 minutes, by the simulator clock', async () => {
    const fresh = await tokenFor('linkedin');
    const stale = await tokenFor('linkedin');
    await advanceClock(app, 590);
    expect((await external({ network: 'linkedin', accessToken: fresh })).statusCode).toBe(200);
    await advanceClock(app, 11);
    expectError(await external({ network: 'linkedin', accessToken: stale }), 401, 'invalid_token');
  });

  it('refuses a token after a scenario reset', async () => {
    const accessToken = await tokenFor('google');
    app.scenarios.reset('fixture');
    expectError(await external({ network: 'google', accessToken }), 401, 'invalid_token');
  });

  it('creates a verified user on the first sign-in with a new email, and finds them again', async () => {
    const first = await external({
      network: 'spotify',
      accessToken: await tokenFor('spotify', { email: 'New.Person@Example.test', name: '  Nia Newcomer ' }),
    });
    expect(first.statusCode, first.body).toBe(200);
    const user = first.json().user;
    expect(user).toEqual({ id: expect.any(Number), email: 'New.Person@Example.test', name: 'Nia Newcomer' });
    const full = await app.inject({
      method: 'GET',
      url: `/presence/api/v1/user/${user.id}`,
      headers: { ...TENANT, authorization: `Bearer ${first.json().jwt}` },
    });
    expect(full.json()).toMatchObject({ verified: true, roles: [], features: [] });

    // Same identity again, and the same email through another network (any case): the same user.
    const again = await external({
      network: 'spotify',
      accessToken: await tokenFor('spotify', { email: 'new.person@example.test', name: 'Other Name' }),
    });
    expect(again.json().user.id).toBe(user.id);
    const other = await external({
      network: 'vk',
      accessToken: await tokenFor('vk', { email: 'NEW.PERSON@EXAMPLE.TEST', name: 'Nia' }),
    });
    expect(other.json().user).toEqual(user);
    expect(
      app.db
        .prepare('SELECT network, subject, user_id AS userId FROM external_identities ORDER BY network')
        .all(),
    ).toEqual([
      { network: 'spotify', subject: 'new.person@example.test', userId: user.id },
      { network: 'vk', subject: 'new.person@example.test', userId: user.id },
    ]);
    // The new user shows on the stand-in pages from now on.
    expect((await app.inject({ method: 'GET', url: authorizeUrl('google') })).body).toContain(
      'New.Person@Example.test',
    );
  });

  it('has no password: logging in with one fails like any wrong password', async () => {
    const res = await external({
      network: 'yahoo',
      accessToken: await tokenFor('yahoo', { email: 'social@x.test', name: 'Soc' }),
    });
    expect(res.statusCode).toBe(200);
    const login = await request(app, auth.login, {
      body: { email: 'social@x.test', password: 'anything-1234' },
    });
    expectError(login, 401, 'invalid_credentials');
  });

  it('verifies an unverified account whose email the provider vouches for', async () => {
    app.db.prepare('UPDATE users SET verified = 0 WHERE id = ?').run(FIXTURE.owl);
    const res = await external({
      network: 'windows',
      accessToken: await tokenFor('windows', { email: 'owl@fixture.test', name: 'Owl' }),
    });
    expect(res.json().user).toEqual({ id: FIXTURE.owl, email: 'owl@fixture.test', name: 'Owl Owner' });
    expect(app.db.prepare('SELECT verified FROM users WHERE id = ?').get(FIXTURE.owl)).toEqual({
      verified: 1,
    });
  });

  it('answers 400 invalid_request for an unknown network', async () => {
    for (const network of ['myspace', 'GOOGLE', '__proto__', 'constructor', 'google ']) {
      expectError(await external({ network, accessToken: 'simoauth_x' }), 400, 'invalid_request');
    }
  });

  it.each([
    ['a made-up token', 'simoauth_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'],
    ['a JWT', 'eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.'],
    ['SQL', "' OR 1=1 --"],
  ])('answers 401 invalid_token for %s', async (_label, accessToken) => {
    expectError(await external({ network: 'google', accessToken }), 401, 'invalid_token');
  });

  it.each([
    ['no body', undefined],
    ['an empty object', {}],
    ['no token', { network: 'google' }],
    ['no network', { accessToken: 'x' }],
    ['an empty token', { network: 'google', accessToken: '' }],
    ['a numeric token', { network: 'google', accessToken: 123 }],
    ['a null network', { network: null, accessToken: 'x' }],
    ['an array network', { network: ['google'], accessToken: 'x' }],
    ['an overlong token', { network: 'google', accessToken: 'x'.repeat(501) }],
    ['an overlong network', { network: 'g'.repeat(51), accessToken: 'x' }],
    ['an extra field', { network: 'google', accessToken: 'x', email: 'admin@fixture.test' }],
    ['an array', []],
  ])('refuses %s with 400 validation_failed', async (_label, payload) => {
    const res = await app.inject({
      method: 'POST',
      url: EXTERNAL,
      headers: JSON_TENANT,
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    });
    expect(res.statusCode).toBe(400);
    expectError(res, 400, payload === undefined ? undefined : 'validation_failed');
  });

  it('needs the tenant header', async () => {
    const res = await app.inject({
      method: 'POST',
      url: EXTERNAL,
      headers: { 'content-type': 'application/json' },
      payload: { network: 'google', accessToken: 'x' },
    });
    expectError(res, 400, 'tenant_required');
  });
});

describe('SIM_OAUTH_STANDIN', () => {
  const SECRET = 'x'.repeat(40);

  it('is on by default, off by default in production, and can be set either way', () => {
    expect(testConfig().oauthStandin).toBe(true);
    expect(testConfig({ SIM_OAUTH_STANDIN: 'off' }).oauthStandin).toBe(false);
    expect(testConfig({ NODE_ENV: 'production', SIM_JWT_SECRET: SECRET }).oauthStandin).toBe(false);
    expect(
      testConfig({ NODE_ENV: 'production', SIM_JWT_SECRET: SECRET, SIM_OAUTH_STANDIN: 'on' }).oauthStandin,
    ).toBe(true);
    expect(() => testConfig({ SIM_OAUTH_STANDIN: 'maybe' })).toThrow(
      'SIM_OAUTH_STANDIN must be "on" or "off"',
    );
  });

  it.each([
    ['off', { SIM_OAUTH_STANDIN: 'off' }],
    ['unset in production', { NODE_ENV: 'production', SIM_JWT_SECRET: SECRET }],
  ])('when %s: /oauth/* answers 404 and auth/external refuses every token', async (_label, env) => {
    const closed = await testApp(env);
    try {
      for (const method of ['GET', 'POST'] as const) {
        const res = await closed.inject({
          method,
          url: authorizeUrl('google'),
          ...(method === 'POST'
            ? { headers: FORM, payload: `redirect_uri=${encodeURIComponent(APP_REDIRECT)}&action=allow` }
            : {}),
        });
        expectError(res, 404, 'route_not_found');
      }
      // Even a token in the store (as the stand-in would have issued it) is refused, and the user stays out.
      const accessToken = closed.oauth.issueToken(
        { network: 'google', email: 'acme@fixture.test', name: 'Acme Owner' },
        closed.clock.now(),
      );
      const res = await closed.inject({
        method: 'POST',
        url: EXTERNAL,
        headers: JSON_TENANT,
        payload: JSON.stringify({ network: 'google', accessToken }),
      });
      expectError(res, 401, 'invalid_token');
      expect(res.body).not.toContain('jwt');
    } finally {
      await closed.close();
    }
  });

  it('tells the served app there is no stand-in when off', () => {
    const configOf = (env: Record<string, string>) =>
      JSON.parse(
        renderConfigJs(testConfig(env))
          .replace(/^[^=]*= /, '')
          .replace(/;\s*$/, ''),
      ) as {
        oauth: { simulatorUrl: string | null };
      };
    expect(configOf({}).oauth.simulatorUrl).toBe('http://localhost:3000');
    expect(configOf({ SIM_OAUTH_STANDIN: 'off' }).oauth.simulatorUrl).toBeNull();
  });
});
