// Validated settings. Environment variables, overridden by the flags --port, --scenario, --db and --profile.
// A bad value stops the server with a message naming the setting (ConfigError).
import type { InvoiceSeller } from '@sponsorspot/contract/invoices';
import { isCountryCode } from '@sponsorspot/contract/profile-rules';
import {
  allowedHostsSetting,
  bool,
  ConfigError,
  fail,
  httpUrl,
  isLoopbackHost,
  normalizeHostName,
  origin,
  trustProxySetting,
} from './config-values.js';
import { isDirectory, isFile } from './lib/files.js';
import { parseSecurityHeaders } from './lib/security-headers.js';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

export { ConfigError, isLoopbackHost, normalizeHostName } from './config-values.js';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/**
 * `full`: every call of the contract. `spec`: a backend with only the spec calls (docs/api.md): every
 * extension of the backend's services answers 404 as an unknown route would, and a reservation goes live
 * without the publisher's review (the real backend has none). The stand-ins and the control API stay.
 */
export const PROFILES = ['full', 'spec'] as const;
export type Profile = (typeof PROFILES)[number];

export interface SimulatorConfig {
  host: string;
  port: number;
  profile: Profile;
  scenario: string;
  dbPath: string;
  uploadDir: string;
  tenantHeader: string;
  tenantId: string;
  appOrigins: string[];
  controlApi: boolean;
  /** Whether the OAuth stand-in exists: /oauth/* pages, and auth/external accepting their tokens. */
  oauthStandin: boolean;
  publicUrl: string;
  /**
   * The app's own URL, which links in mails open: the simulator itself when it serves the app
   * (SIM_STATIC_DIR), else the first of SIM_APP_ORIGINS.
   */
  appUrl: string;
  jwtSecret: string;
  logLevel: LogLevel;
  /** Directory of the built app to serve (npm start), or null. */
  staticDir: string | null;
  /**
   * The web image's security headers (SIM_SECURITY_HEADERS: the nginx include render-config.sh wrote),
   * sent with the app; null without the setting.
   */
  securityHeaders: Record<string, string> | null;
  cmsUrl: string;
  stripePublishableKey: string;
  /** The seeds directory: scenarios/<name>.json and the images they name. */
  seedsDir: string;
  /**
   * Host names (lower case, no port; IPv6 without brackets) that /__sim and the stand-in pages answer to:
   * SIM_ALLOWED_HOSTS plus the hosts of SIM_PUBLIC_URL and of SIM_APP_ORIGINS. Any other Host header gets
   * 421 there.
   */
  allowedHosts: string[];
  /**
   * SIM_SHARED_TEST_ENVIRONMENT: a test environment shared on purpose (a QA cluster), whose tokens must then
   * be signed with a key of its own: the development JWT secret is refused.
   */
  sharedTestEnvironment: boolean;
  /**
   * SIM_PUBLISHED_ON_LOOPBACK: the simulator listens on every interface of a container whose port is
   * published on the machine's loopback only (compose's default), so the development secret is as private
   * as on loopback.
   */
  publishedOnLoopback: boolean;
  production: boolean;
  /**
   * Fastify's `trustProxy`: false (default) = `request.ip` is the peer; true = trust X-Forwarded-For from
   * any peer; a list = trust it only from these proxy addresses/CIDRs.
   */
  trustProxy: boolean | string[];
  /** Who sells, as every invoice issued from now names it (SIM_SELLER_*). */
  seller: InvoiceSeller;
  /** The tax rate in percent that prices include, shown on invoices issued from now (SIM_INVOICE_TAX_RATE). */
  invoiceTaxRate: number;
  /**
   * SIM_QA_MEMORY_MB in bytes: what the QA data may hold in memory at once (scenarios/qa-memory.ts): the
   * in-memory databases, the open sandboxes' apps and the saved-state loads under way.
   */
  qaMemoryBytes: number;
}

/**
 * SIM_QA_MEMORY_MB's default, sized for the staging pod's 512 MiB limit (bench/qa-memory.mjs, run built as
 * the container runs it): the simulator takes 160 MiB of resident memory after boot; what the QA data once
 * held stays resident after it is let go (the allocator keeps its high mark for the next data, so it does
 * not grow); and a load's worker process comes on top of both. At worst 160 + 160 + 160 = 480 MiB (measured:
 * 426 MiB). It holds 16 seeded sandboxes (some 8 MiB each), or a state of up to about 12 MB being loaded.
 */
export const DEFAULT_QA_MEMORY_MB = 160;
/** Below this not even one seeded sandbox fits; above it no machine this simulator runs on has the memory. */
const QA_MEMORY_MB_RANGE = [16, 65_536] as const;

/** The repository's seeds/ directory, found from this file both in src/ (tsx) and in dist/ (node). */
export const DEFAULT_SEEDS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../seeds');
export const DEFAULT_JWT_SECRET = 'sponsorspot-simulator-development-secret-do-not-use-in-production';
const DEFAULT_APP_ORIGINS = [
  'http://localhost:8080',
  'http://127.0.0.1:8080',
  'http://localhost:5173',
  'http://127.0.0.1:5173',
];
/**
 * Loopback, and the compose service names: a container on compose's network reaches the pages by the
 * simulator's name, or through the web service's proxy by that service's name.
 */
export const DEFAULT_ALLOWED_HOSTS = ['localhost', '127.0.0.1', '::1', 'simulator', 'web'];
/** The command line's flags and the settings they override. */
const FLAGS = {
  port: 'SIM_PORT',
  scenario: 'SIM_SCENARIO',
  db: 'SIM_DB_PATH',
  profile: 'SIM_PROFILE',
} as const;
const FLAG_NAMES = Object.keys(FLAGS).map((name) => `--${name}`);

type Env = Record<string, string | undefined>;

/**
 * Reads --port/--scenario/--db/--profile (as `--port 3000` or `--port=3000`) into their setting names.
 * parseArgs reads leniently here so that every mistake gets a message naming the flag and its setting:
 * an unknown flag or a bare word, and a flag without a value (or whose value is the next flag).
 */
export function parseFlags(argv: readonly string[]): Env {
  const out: Env = {};
  const options = Object.fromEntries(Object.keys(FLAGS).map((name) => [name, { type: 'string' as const }]));
  const { tokens } = parseArgs({ args: [...argv], options, strict: false, tokens: true });
  for (const token of tokens) {
    const setting =
      token.kind === 'option' && Object.hasOwn(FLAGS, token.name)
        ? FLAGS[token.name as keyof typeof FLAGS]
        : undefined;
    if (token.kind !== 'option' || setting === undefined) {
      const arg = argv[token.index] as string;
      throw new ConfigError(`Unknown argument "${arg}" (known flags: ${FLAG_NAMES.join(', ')})`);
    }
    const { value } = token;
    if (value === undefined || value === '' || (!token.inlineValue && value.startsWith('--'))) {
      throw new ConfigError(`${token.rawName} (${setting}) needs a value`);
    }
    out[setting] = value;
  }
  return out;
}

/**
 * Builds the validated settings from an environment and command-line arguments. Empty values count as
 * unset, so `SIM_STATIC_DIR=` in a compose file means "not set".
 */
export function loadConfig(
  env: Env = process.env,
  argv: readonly string[] = process.argv.slice(2),
): SimulatorConfig {
  const merged: Env = { ...env, ...parseFlags(argv) };
  const get = (name: string): string | undefined => {
    const value = merged[name]?.trim();
    return value === undefined || value === '' ? undefined : value;
  };
  const production = get('NODE_ENV') === 'production';

  const portText = get('SIM_PORT') ?? '3000';
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || !Number.isInteger(port) || port < 1 || port > 65535) {
    fail('SIM_PORT', 'must be an integer 1-65535', portText);
  }

  const profile = (get('SIM_PROFILE') ?? 'full') as Profile;
  if (!PROFILES.includes(profile)) fail('SIM_PROFILE', `must be one of ${PROFILES.join(', ')}`, profile);

  const host = get('SIM_HOST') ?? '127.0.0.1';
  if (/\s|\//.test(host)) fail('SIM_HOST', 'must be a host name or IP address', host);

  const scenario = get('SIM_SCENARIO') ?? 'demo';
  if (!/^[a-z0-9][a-z0-9-]{0,63}$/.test(scenario)) {
    fail('SIM_SCENARIO', 'must be a scenario name (lower-case letters, digits, hyphens)', scenario);
  }

  const dbPath = get('SIM_DB_PATH') ?? ':memory:';
  const uploadDir = path.resolve(get('SIM_UPLOAD_DIR') ?? path.join(os.tmpdir(), 'sponsorspot-uploads'));

  const tenantHeader = get('SIM_TENANT_HEADER') ?? 'X-Tenant-Id';
  if (!/^[A-Za-z0-9-]{1,64}$/.test(tenantHeader)) {
    fail('SIM_TENANT_HEADER', 'must be an HTTP header name (letters, digits, hyphens)', tenantHeader);
  }
  const tenantId = get('SIM_TENANT_ID') ?? 'sponsor-spot';
  if (!/^[\x21-\x7e]{1,128}$/.test(tenantId)) {
    fail('SIM_TENANT_ID', 'must be 1-128 visible ASCII characters', tenantId);
  }

  const originsText = get('SIM_APP_ORIGINS');
  const appOrigins = originsText
    ? originsText
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean)
        .map((o) => origin('SIM_APP_ORIGINS', o))
    : DEFAULT_APP_ORIGINS;

  const controlText = get('SIM_CONTROL_API');
  const controlApi = controlText === undefined ? !production : bool('SIM_CONTROL_API', controlText);

  // The stand-in lets anyone sign in as any listed user: like the control API, off in production unless asked.
  const standinText = get('SIM_OAUTH_STANDIN');
  const oauthStandin = standinText === undefined ? !production : bool('SIM_OAUTH_STANDIN', standinText);

  const publicUrlText = get('SIM_PUBLIC_URL');
  const publicUrl = publicUrlText ? httpUrl('SIM_PUBLIC_URL', publicUrlText) : `http://localhost:${port}`;

  const jwtSecret = get('SIM_JWT_SECRET');
  if (jwtSecret === undefined && production) {
    throw new ConfigError('SIM_JWT_SECRET is required when NODE_ENV=production');
  }
  if (jwtSecret !== undefined && jwtSecret.length < 32) {
    fail('SIM_JWT_SECRET', 'must be at least 32 characters', `${jwtSecret.slice(0, 4)}…`);
  }
  // The default is published in this repository: anyone could sign tokens with it.
  if (jwtSecret === DEFAULT_JWT_SECRET && production) {
    throw new ConfigError(
      'SIM_JWT_SECRET must not be the development default (it is public) when NODE_ENV=production',
    );
  }

  const logLevel = (get('SIM_LOG_LEVEL') ?? 'info') as LogLevel;
  if (!LOG_LEVELS.includes(logLevel))
    fail('SIM_LOG_LEVEL', `must be one of ${LOG_LEVELS.join(', ')}`, logLevel);

  const staticText = get('SIM_STATIC_DIR');
  let staticDir: string | null = null;
  if (staticText !== undefined) {
    staticDir = path.resolve(staticText);
    if (!isDirectory(staticDir)) fail('SIM_STATIC_DIR', 'must be an existing directory', staticText);
    if (!isFile(path.join(staticDir, 'index.html'))) {
      fail('SIM_STATIC_DIR', 'must hold the built app (index.html is missing)', staticText);
    }
  }

  const appUrl = staticDir ? publicUrl : (appOrigins[0] ?? publicUrl);

  const headersText = get('SIM_SECURITY_HEADERS');
  let securityHeaders: Record<string, string> | null = null;
  if (headersText !== undefined) {
    if (!isFile(headersText)) fail('SIM_SECURITY_HEADERS', 'must be an existing file', headersText);
    try {
      securityHeaders = parseSecurityHeaders(readFileSync(headersText, 'utf8'));
    } catch (error) {
      fail(
        'SIM_SECURITY_HEADERS',
        `must be a rendered nginx/security-headers.conf (${(error as Error).message})`,
        headersText,
      );
    }
  }

  const cmsText = get('SIM_CMS_URL');
  const cmsUrl =
    cmsText === undefined
      ? `${publicUrl}/content`
      : cmsText.startsWith('/') && !cmsText.startsWith('//')
        ? cmsText.replace(/(.)\/+$/, '$1')
        : httpUrl('SIM_CMS_URL', cmsText);

  const stripePublishableKey = get('SIM_STRIPE_PUBLISHABLE_KEY') ?? 'pk_sim_sponsorspot';
  if (!/^pk_[A-Za-z0-9_]{1,200}$/.test(stripePublishableKey)) {
    fail('SIM_STRIPE_PUBLISHABLE_KEY', 'must look like pk_…', stripePublishableKey);
  }

  const seedsText = get('SIM_SEEDS_DIR');
  const seedsDir = seedsText === undefined ? DEFAULT_SEEDS_DIR : path.resolve(seedsText);
  if (seedsText !== undefined && !isDirectory(seedsDir)) {
    fail('SIM_SEEDS_DIR', 'must be an existing directory', seedsText);
  }

  const trustProxyText = get('SIM_TRUST_PROXY');
  const trustProxy = trustProxyText === undefined ? false : trustProxySetting(trustProxyText);
  // `on` believes X-Forwarded-For from every peer, and the left-most address in it: whoever reaches the
  // port names its own address with each request and is never slowed by the per-client login limits.
  if (trustProxy === true && production) {
    throw new ConfigError(
      'SIM_TRUST_PROXY must name the proxy\'s addresses or CIDRs (like 172.18.0.5 or 10.0.0.0/8), not "on", when ' +
        'NODE_ENV=production: with "on" every client chooses its own address for the login limits',
    );
  }

  const allowedText = get('SIM_ALLOWED_HOSTS');
  // The app's own origins too: the web image's same-origin proxy forwards the browser's Host for /__sim
  // and the stand-ins, and that Host is the app's. A rebinding page's name is never one of them.
  const ownHosts = [publicUrl, ...appOrigins].map((url) => normalizeHostName(new URL(url).hostname));
  const allowedHosts = [
    ...new Set([...(allowedText ? allowedHostsSetting(allowedText) : DEFAULT_ALLOWED_HOSTS), ...ownHosts]),
  ];

  // Whoever reaches the simulator can sign any token with the development secret (it is in this
  // repository): an Admin of every account. That is fine where only this machine reaches it (loopback, or a
  // container's port published on loopback), never in an environment shared with others.
  const flag = (name: string) => {
    const text = get(name);
    return text === undefined ? false : bool(name, text);
  };
  const sharedTestEnvironment = flag('SIM_SHARED_TEST_ENVIRONMENT');
  const publishedOnLoopback = flag('SIM_PUBLISHED_ON_LOOPBACK');
  const developmentSecret = jwtSecret === undefined || jwtSecret === DEFAULT_JWT_SECRET;
  if (developmentSecret && sharedTestEnvironment) {
    throw new ConfigError(
      'SIM_SHARED_TEST_ENVIRONMENT=on and SIM_JWT_SECRET is the development default, which anyone who reaches ' +
        'the simulator can sign an Admin token with: set SIM_JWT_SECRET (32+ characters) to a key of your own',
    );
  }
  if (developmentSecret && !isLoopbackHost(host) && !publishedOnLoopback) {
    throw new ConfigError(
      `SIM_HOST ${JSON.stringify(host)} is not a loopback address and SIM_JWT_SECRET is the development default, ` +
        'which anyone who reaches the simulator can sign an Admin token with: set SIM_JWT_SECRET (32+ characters), ' +
        "listen on 127.0.0.1, or set SIM_PUBLISHED_ON_LOOPBACK=on if this is a container whose port is published on the machine's loopback only",
    );
  }

  const seller: InvoiceSeller = {
    name: get('SIM_SELLER_NAME') ?? 'SponsorSpot Inc.',
    // One line in the environment: "\n" in the value starts a new line of the address.
    address:
      get('SIM_SELLER_ADDRESS')?.replaceAll('\\n', '\n') ?? '100 Market Street\nSan Francisco, CA 94105',
    country: get('SIM_SELLER_COUNTRY') ?? 'US',
    email: get('SIM_SELLER_EMAIL') ?? 'billing@sponsorspot.example',
    taxId: get('SIM_SELLER_TAX_ID') ?? '',
  };
  if (!isCountryCode(seller.country)) {
    fail('SIM_SELLER_COUNTRY', 'must be an ISO 3166-1 alpha-2 code such as US or DE', seller.country);
  }
  const taxText = get('SIM_INVOICE_TAX_RATE') ?? '0';
  const invoiceTaxRate = Number(taxText);
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(taxText) || invoiceTaxRate > 100) {
    fail('SIM_INVOICE_TAX_RATE', 'must be a percentage from 0 to 100 with at most 2 decimals', taxText);
  }

  const qaText = get('SIM_QA_MEMORY_MB') ?? String(DEFAULT_QA_MEMORY_MB);
  const qaMemoryMb = Number(qaText);
  const [qaMin, qaMax] = QA_MEMORY_MB_RANGE;
  if (!/^\d+$/.test(qaText) || qaMemoryMb < qaMin || qaMemoryMb > qaMax) {
    fail('SIM_QA_MEMORY_MB', `must be a whole number of MiB from ${qaMin} to ${qaMax}`, qaText);
  }

  return {
    host,
    port,
    profile,
    scenario,
    dbPath,
    uploadDir,
    tenantHeader,
    tenantId,
    appOrigins,
    controlApi,
    oauthStandin,
    publicUrl,
    appUrl,
    jwtSecret: jwtSecret ?? DEFAULT_JWT_SECRET,
    logLevel,
    staticDir,
    securityHeaders,
    cmsUrl,
    stripePublishableKey,
    seedsDir,
    allowedHosts,
    sharedTestEnvironment,
    publishedOnLoopback,
    production,
    trustProxy,
    seller,
    invoiceTaxRate,
    qaMemoryBytes: qaMemoryMb * 2 ** 20,
  };
}
