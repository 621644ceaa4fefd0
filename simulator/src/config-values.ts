// How each setting's text is read: one rule a setting, each failing with a ConfigError that names the
// setting and the value it got. config.ts applies them to the environment and the flags.
import { httpUrlOf } from '@sponsorspot/contract/urls';
import { isIP } from 'node:net';

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function fail(name: string, rule: string, value: string): never {
  throw new ConfigError(`${name} ${rule}, got ${JSON.stringify(value)}`);
}

export function httpUrl(name: string, value: string): string {
  if (!httpUrlOf(value)) fail(name, 'must be an absolute http(s) URL', value);
  return value.replace(/\/+$/, '');
}

export function origin(name: string, value: string): string {
  const url = httpUrl(name, value);
  if (new URL(url).origin !== url)
    fail(name, 'must list origins like http://localhost:8080 (no path)', value);
  return url;
}

export function bool(name: string, value: string): boolean {
  const v = value.toLowerCase();
  if (['on', 'true', '1', 'yes'].includes(v)) return true;
  if (['off', 'false', '0', 'no'].includes(v)) return false;
  return fail(name, 'must be "on" or "off"', value);
}

/** `on`/`off`, or a comma-separated list of IP addresses and CIDR ranges (the proxies to trust). */
export function trustProxySetting(value: string): boolean | string[] {
  const rule = 'must be "on", "off" or a list of IP addresses/CIDRs (like 172.16.0.0/12)';
  const v = value.toLowerCase();
  if (['on', 'true', '1', 'yes'].includes(v)) return true;
  if (['off', 'false', '0', 'no'].includes(v)) return false;
  const entries = value.split(',').map((e) => e.trim());
  for (const entry of entries) {
    const [address = '', bits, ...rest] = entry.split('/');
    const family = isIP(address);
    const maxBits = family === 6 ? 128 : 32;
    const badBits = bits !== undefined && (!/^\d{1,3}$/.test(bits) || Number(bits) > maxBits);
    if (!family || badBits || rest.length) fail('SIM_TRUST_PROXY', rule, value);
  }
  return entries;
}

/** A host name or IP address as it appears in a Host header, without the port: lower case, IPv6 unbracketed. */
export function normalizeHostName(value: string): string {
  const host = value.trim().toLowerCase();
  const unbracketed = host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
  // "localhost." is localhost: DNS ignores the final dot.
  return unbracketed.endsWith('.') ? unbracketed.slice(0, -1) : unbracketed;
}

export function allowedHostsSetting(value: string): string[] {
  const names = value.split(',').map(normalizeHostName);
  for (const name of names) {
    const hostName = /^[a-z0-9]([a-z0-9-]{0,62})(\.[a-z0-9]([a-z0-9-]{0,62}))*$/.test(name);
    if (!hostName && !isIP(name)) {
      fail('SIM_ALLOWED_HOSTS', 'must list host names or IP addresses separated by commas (no ports)', value);
    }
  }
  return names;
}

/** Whether the address SIM_HOST names is reachable from this machine only. */
export function isLoopbackHost(host: string): boolean {
  const name = normalizeHostName(host);
  if (name === 'localhost' || name === '::1') return true;
  const v4 = name.startsWith('::ffff:') ? name.slice('::ffff:'.length) : name;
  return isIP(v4) === 4 && v4.startsWith('127.');
}
