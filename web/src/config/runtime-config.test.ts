import { describe, expect, it } from 'vitest';
import { validateRuntimeConfig, type RuntimeConfig } from './runtime-config';

const valid: RuntimeConfig = {
  apiBaseUrl: 'http://localhost:3000',
  tenantHeader: 'X-Tenant-Id',
  tenantId: 'sponsor-spot',
  cmsUrl: 'http://localhost:3000/content',
  stripePublishableKey: 'pk_sim_sponsorspot',
  oauth: { simulatorUrl: 'http://localhost:3000', clientIds: { google: 'id1' } },
  environment: 'development',
};

describe('validateRuntimeConfig', () => {
  it('accepts the development default and answers a typed copy', () => {
    expect(validateRuntimeConfig(valid)).toEqual({ ok: true, config: valid });
  });

  it.each<[string, Partial<RuntimeConfig>]>([
    ['same-origin API and a CMS path', { apiBaseUrl: '', cmsUrl: '/content' }],
    ['https API', { apiBaseUrl: 'https://api.sponsorspot.example' }],
    ['no OAuth simulator', { oauth: { simulatorUrl: null, clientIds: {} } }],
  ])('accepts %s', (_name, change) => {
    expect(validateRuntimeConfig({ ...valid, ...change }).ok).toBe(true);
  });

  it.each<[string, unknown, string]>([
    ['a missing config', undefined, 'is not set'],
    ['an array', [], 'is not set'],
    [
      'apiBaseUrl with a trailing slash',
      { ...valid, apiBaseUrl: 'http://localhost:3000/' },
      'apiBaseUrl must not end with a slash',
    ],
    [
      'a relative apiBaseUrl',
      { ...valid, apiBaseUrl: 'api' },
      "apiBaseUrl must be '' (same origin) or an absolute http(s) URL",
    ],
    ['an ftp apiBaseUrl', { ...valid, apiBaseUrl: 'ftp://x' }, 'apiBaseUrl must be'],
    [
      'a numeric apiBaseUrl',
      { ...valid, apiBaseUrl: 3000 },
      'apiBaseUrl must be a string, but it is a number',
    ],
    ['an empty tenant header', { ...valid, tenantHeader: '' }, 'tenantHeader must not be empty'],
    [
      'a header name with a space',
      { ...valid, tenantHeader: 'X Tenant' },
      'tenantHeader must be a valid HTTP header name',
    ],
    [
      'a missing tenant id',
      { ...valid, tenantId: undefined },
      'tenantId must be a string, but it is missing',
    ],
    [
      'a cmsUrl that is neither URL nor path',
      { ...valid, cmsUrl: 'content' },
      'cmsUrl must be an absolute http(s) URL',
    ],
    ['a protocol-relative cmsUrl', { ...valid, cmsUrl: '//cms.example' }, "cmsUrl must not start with '//'"],
    ['a secret Stripe key', { ...valid, stripePublishableKey: 'sk_live_123' }, "starting with 'pk_'"],
    ['missing oauth', { ...valid, oauth: undefined }, 'oauth must be an object'],
    [
      'a bad oauth simulator URL',
      { ...valid, oauth: { simulatorUrl: 'nope', clientIds: {} } },
      'oauth.simulatorUrl must be null',
    ],
    [
      'a non-string client id',
      { ...valid, oauth: { simulatorUrl: null, clientIds: { google: 5 } } },
      'oauth.clientIds.google',
    ],
    [
      'clientIds as a list',
      { ...valid, oauth: { simulatorUrl: null, clientIds: ['a'] } },
      'oauth.clientIds must be an object',
    ],
    ['a null environment', { ...valid, environment: null }, 'environment must be a string, but it is null'],
  ])('refuses %s', (_name, raw, problem) => {
    const result = validateRuntimeConfig(raw);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problems.join('\n')).toContain(problem);
  });

  it('lists every problem, not just the first', () => {
    const result = validateRuntimeConfig({ ...valid, apiBaseUrl: 'x', tenantId: '', environment: 1 });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problems).toHaveLength(3);
  });
});
