// The runtime configuration that /config.js sets on window.__SPONSORSPOT_CONFIG__, and its validation.
// The same build runs against the simulator and in production, so every address and key arrives here at
// start-up; a wrong value must stop the app with a page naming each problem, never half-work.
import { httpUrlOf } from '@sponsorspot/contract/urls';

export interface RuntimeConfig {
  /** '' = same origin; otherwise an absolute http(s) URL without a trailing slash. */
  apiBaseUrl: string;
  tenantHeader: string;
  tenantId: string;
  /** Absolute http(s) URL or a path starting with '/'. */
  cmsUrl: string;
  stripePublishableKey: string;
  oauth: { simulatorUrl: string | null; clientIds: Record<string, string> };
  environment: string;
}

export type ConfigValidation = { ok: true; config: RuntimeConfig } | { ok: false; problems: string[] };

export const CONFIG_GLOBAL = '__SPONSORSPOT_CONFIG__';

// RFC 9110 token: what an HTTP header name may contain.
const HEADER_NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function describe(value: unknown): string {
  if (value === undefined) return 'it is missing';
  if (value === null) return 'it is null';
  if (Array.isArray(value)) return 'it is an array';
  if (typeof value === 'string') return `it is ${JSON.stringify(value)}`;
  return `it is a ${typeof value}`;
}

/** Checks every field of the runtime config; answers the typed config or one sentence per problem. */
export function validateRuntimeConfig(raw: unknown): ConfigValidation {
  if (!isRecord(raw)) {
    return {
      ok: false,
      problems: [
        `window.${CONFIG_GLOBAL} is not set (${describe(raw)}): /config.js did not load or did not define it.`,
      ],
    };
  }
  const problems: string[] = [];
  const text = (field: string, { allowEmpty = false } = {}): string => {
    const value = raw[field];
    if (typeof value !== 'string') {
      problems.push(`${field} must be a string, but ${describe(value)}.`);
      return '';
    }
    if (!allowEmpty && value.trim() === '') problems.push(`${field} must not be empty.`);
    return value;
  };

  const apiBaseUrl = text('apiBaseUrl', { allowEmpty: true });
  if (apiBaseUrl !== '' && typeof raw.apiBaseUrl === 'string') {
    if (!httpUrlOf(apiBaseUrl)) {
      problems.push(
        `apiBaseUrl must be '' (same origin) or an absolute http(s) URL, but it is ${JSON.stringify(apiBaseUrl)}.`,
      );
    } else if (apiBaseUrl.endsWith('/')) {
      problems.push(`apiBaseUrl must not end with a slash, but it is ${JSON.stringify(apiBaseUrl)}.`);
    }
  }

  const tenantHeader = text('tenantHeader');
  if (tenantHeader !== '' && !HEADER_NAME.test(tenantHeader)) {
    problems.push(
      `tenantHeader must be a valid HTTP header name, but it is ${JSON.stringify(tenantHeader)}.`,
    );
  }
  const tenantId = text('tenantId');

  const cmsUrl = text('cmsUrl');
  if (cmsUrl !== '' && !cmsUrl.startsWith('/') && !httpUrlOf(cmsUrl)) {
    problems.push(
      `cmsUrl must be an absolute http(s) URL or a path starting with '/', but it is ${JSON.stringify(cmsUrl)}.`,
    );
  } else if (cmsUrl.startsWith('//')) {
    problems.push(`cmsUrl must not start with '//' (a protocol-relative address); write the full URL.`);
  }

  const stripePublishableKey = text('stripePublishableKey');
  if (stripePublishableKey !== '' && !stripePublishableKey.startsWith('pk_')) {
    problems.push(`stripePublishableKey must be a publishable key starting with 'pk_' (never a secret key).`);
  }

  const environment = text('environment');

  let oauth: RuntimeConfig['oauth'] = { simulatorUrl: null, clientIds: {} };
  if (!isRecord(raw.oauth)) {
    problems.push(`oauth must be an object {simulatorUrl, clientIds}, but ${describe(raw.oauth)}.`);
  } else {
    const { simulatorUrl, clientIds } = raw.oauth;
    if (simulatorUrl !== null && (typeof simulatorUrl !== 'string' || !httpUrlOf(simulatorUrl))) {
      problems.push(
        `oauth.simulatorUrl must be null or an absolute http(s) URL, but ${describe(simulatorUrl)}.`,
      );
    }
    const ids: Record<string, string> = {};
    if (!isRecord(clientIds)) {
      problems.push(`oauth.clientIds must be an object of network → client id, but ${describe(clientIds)}.`);
    } else {
      for (const [network, id] of Object.entries(clientIds)) {
        if (typeof id !== 'string' || id.trim() === '') {
          problems.push(`oauth.clientIds.${network} must be a non-empty string, but ${describe(id)}.`);
        } else {
          ids[network] = id;
        }
      }
    }
    oauth = { simulatorUrl: typeof simulatorUrl === 'string' ? simulatorUrl : null, clientIds: ids };
  }

  if (problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    config: { apiBaseUrl, tenantHeader, tenantId, cmsUrl, stripePublishableKey, oauth, environment },
  };
}
