// docs/api.md, generated from the contract's endpoint declarations (contract/src/endpoints/*.ts, listed in
// contract/src/endpoint-list.ts): each call's method and path, whether it is a spec call or an extension of
// ours, whether it needs a login, and its summary and description as the contract declares them. Only the
// words that introduce each area are written here. simulator/test/api-docs.test.ts fails when docs/api.md
// differs from this output.
// Usage (from the repository root): npx tsx scripts/api-docs.ts [--write]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import prettier from 'prettier';
import { openApiPath, type Endpoint } from '@sponsorspot/contract/endpoint';
import { ENDPOINT_AREAS } from '@sponsorspot/contract/endpoint-list';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const API_DOC = path.join(ROOT, 'docs', 'api.md');

type Area = keyof typeof ENDPOINT_AREAS;

/** Each area's title and what it is for, in this project's words; the calls come from the contract. */
const AREAS: Record<Area, { title: string; intro: string }> = {
  auth: {
    title: 'Identity (presence service)',
    intro:
      'Registering, verifying the address, logging in with a password or a social provider, the tokens, and ' +
      'resetting or changing the password. The limits and why: [operations.md](operations.md#security-notes-what-is-limited-by-how-much-and-how-qa-resets-it); ' +
      'the session in the app: [architecture.md](architecture.md#identity-and-session).',
  },
  users: {
    title: 'Users (presence service)',
    intro: 'Profiles, who follows whom, blocking, finding people by name, and the counts a dashboard shows.',
  },
  account: {
    title: 'Plans and checkout (account service)',
    intro:
      'The plan in force, Stripe checkout sessions for plans, add-ons and spots, plan changes, the payout ' +
      'account and the product catalogue: [payments.md](payments.md).',
  },
  invoices: {
    title: 'Invoices and billing details (account service)',
    intro:
      'Each invoice as a document and a PDF, and the buyer’s details: [payments.md](payments.md#invoices).',
  },
  sponsorSettings: {
    title: 'Settings and usage (sponsor service)',
    intro:
      'What the sponsor service is, its catalogue, the sponsor-side user (whether the caller is a publisher, a ' +
      'sponsor or both) and the plan’s capacities against what is used.',
  },
  marketplace: {
    title: 'Marketplace (sponsor service)',
    intro:
      'What a buyer browses: search, the spots open now, one spot’s public page and its status snapshot. How ' +
      'the search works: [architecture.md](architecture.md#marketplace-search).',
  },
  publisher: {
    title: 'Publisher’s spots (sponsor service)',
    intro:
      'Creating, changing, publishing and deleting spots, payout onboarding, and the embed snippet and HTML ' +
      'file: [publishers.md](publishers.md).',
  },
  earnings: {
    title: 'Earnings and payouts (sponsor service)',
    intro:
      'What a publisher earned per month per spot, the balance, and the payouts: [publishers.md](publishers.md).',
  },
  figures: {
    title: 'Figures (sponsor service)',
    intro:
      'Views, clicks and CTR, for a publisher’s or a sponsor’s dashboard and for anyone on a spot’s page. The ' +
      'counting rules: [publishers.md](publishers.md#the-embed-and-how-it-counts).',
  },
  content: {
    title: 'A sponsor’s content: the order (sponsor service)',
    intro:
      'The decal, the link, the title and the terms of a sponsor’s content on a spot, and the AI check: ' +
      '[sponsors.md](sponsors.md#sponsor-content-decal-uploads-the-link-and-the-ai-check).',
  },
  reservations: {
    title: 'Reserving (sponsor service)',
    intro:
      'Reserving and unreserving a paid content, and notify me: ' +
      '[sponsors.md](sponsors.md#holding-paying-for-and-reserving-a-spot). The hold comes with the spot’s ' +
      'checkout (`POST account/stripe_checkout`).',
  },
  reviews: {
    title: 'Review of decals (sponsor service)',
    intro: 'The publisher’s queue and decision: [publishers.md](publishers.md#publisher-review).',
  },
  embed: {
    title: 'The public embed',
    intro:
      'What a publisher’s page loads, without the tenant header or a login: not a backend service, the same ' +
      'in every deployment ([publishers.md](publishers.md#the-embed-and-how-it-counts)).',
  },
  sim: {
    title: 'The control API (the simulator only)',
    intro:
      'For QA and the tests, never in production: data, clock, mails, sessions, faults, the request journal, ' +
      'saved states and sandboxes ([qa.md](qa.md#control-api-for-qa-and-tests)).',
  },
};

const LOGIN: Record<Endpoint['login'], string> = {
  required: 'login required',
  optional: 'login optional',
  none: 'no login',
};

function kindOf(endpoint: Endpoint): string {
  if (endpoint.service === 'sim') return 'the simulator’s';
  if (endpoint.service === 'public') return 'public';
  return endpoint.spec ? 'spec call' : 'extension';
}

function callText(name: string, endpoint: Endpoint): string {
  const facts = [`\`${name}\``, kindOf(endpoint), LOGIN[endpoint.login]];
  if (endpoint.hidden) facts.push('not in `/docs`');
  const lines = [
    `### \`${endpoint.method} ${openApiPath(endpoint)}\``,
    '',
    facts.join(' · '),
    '',
    endpoint.summary + '.',
  ];
  if (endpoint.description) lines.push('', endpoint.description);
  if (endpoint.extensionBodyFields?.length)
    lines.push(
      '',
      `Fields of ours in the body: ${endpoint.extensionBodyFields.map((f) => `\`${f}\``).join(', ')}.`,
    );
  if (endpoint.produces?.length)
    lines.push('', `Answers, when it succeeds: ${endpoint.produces.map((t) => `\`${t}\``).join(', ')}.`);
  return lines.join('\n');
}

/** docs/api.md as the contract makes it, formatted as prettier formats the docs. */
export async function apiDoc(): Promise<string> {
  const parts = [
    '# API',
    '',
    '<!-- Generated from contract/src/endpoints/*.ts by `npx tsx scripts/api-docs.ts --write`; do not edit by hand. -->',
    '',
    'Every call the app, the tests and the bench make, as the contract declares it. A **spec call** is one ' +
      'the real backend has; an **extension** is ours, beyond it: the simulator answers both, and its ' +
      '[spec profile](operations.md#the-spec-profile-the-app-behind-a-backend-with-only-the-specs-calls) ' +
      'answers only the spec calls. The backend’s services are mounted under `/presence/api/v1/auth`, ' +
      '`/presence/api/v1/user`, `/account/api/v1` and `/sponsor/api/v1`; each of their calls needs the tenant ' +
      'header (`X-Tenant-Id`), and a refusal is the one error body `{code, message, details?}`. The schemas ' +
      'of each call are in the OpenAPI document the simulator serves at `/docs` (`/docs/json`). The ' +
      'stand-in pages of third parties (OAuth, Stripe, payout onboarding, the content site) and the QA ' +
      'console are pages, not calls, and are not listed.',
  ];
  for (const [area, declarations] of Object.entries(ENDPOINT_AREAS) as [Area, Record<string, Endpoint>][]) {
    const { title, intro } = AREAS[area];
    parts.push('', `## ${title}`, '', intro);
    const calls = Object.entries(declarations).sort(
      ([, a], [, b]) => openApiPath(a).localeCompare(openApiPath(b)) || a.method.localeCompare(b.method),
    );
    for (const [name, endpoint] of calls) parts.push('', callText(`${area}.${name}`, endpoint));
  }
  const options = { ...(await prettier.resolveConfig(API_DOC)), parser: 'markdown' as const };
  return prettier.format(parts.join('\n') + '\n', options);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const next = await apiDoc();
  const now = fs.existsSync(API_DOC) ? fs.readFileSync(API_DOC, 'utf8') : '';
  if (process.argv.includes('--write')) {
    fs.writeFileSync(API_DOC, next);
    console.log(next === now ? 'docs/api.md already up to date' : 'docs/api.md written');
  } else if (next !== now) {
    console.error('docs/api.md differs from the contract; run npx tsx scripts/api-docs.ts --write');
    process.exit(1);
  } else console.log('docs/api.md matches the contract');
}
