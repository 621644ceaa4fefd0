// The OpenAPI document declares what each answer really is: an operation whose success is an image, a PDF,
// an HTML page or file, a script or a redirect declares that media type (or no body) for its status, so a
// client generated from /docs, or a validating proxy, reads it right. Each case below reaches one such
// success with the fixture scenario's data (a live decal, an invoice, an onboarding link, a checkout) and
// checks its Content-Type against the document; the list of cases must name every operation whose
// documented success is not JSON. The contract fuzzer (contract-fuzz.test.ts) holds every answer it
// provokes, successes and failures, to the same rule.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import * as content from '@sponsorspot/contract/endpoints/content';
import * as embed from '@sponsorspot/contract/endpoints/embed';
import { account as getAccount } from '@sponsorspot/contract/endpoints/account';
import * as invoices from '@sponsorspot/contract/endpoints/invoices';
import * as publisher from '@sponsorspot/contract/endpoints/publisher';
import type { Invoice } from '@sponsorspot/contract/payments';
import { FIXTURE, mediaTypeOf, publicDecal, request, setupApp, signedIn } from './helpers.js';
import { APP_ORIGIN, CARDS, checkoutPage, openCheckout, payWith } from './payments-helpers.js';

const app = await setupApp();

interface DocumentedResponse {
  content?: Record<string, unknown>;
}
type Paths = Record<string, Record<string, { responses?: Record<string, DocumentedResponse> }>>;
const paths = (await app.inject({ method: 'GET', url: '/docs/json' })).json().paths as Paths;

/** The media types the document declares for an operation's status: [] for no body, undefined if none. */
function declaredMediaTypes(operation: string, status: number): string[] | undefined {
  const [method = '', path = ''] = operation.split(' ');
  const response = paths[path]?.[method.toLowerCase()]?.responses?.[String(status)];
  return response && Object.keys(response.content ?? {});
}

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const OAUTH_REDIRECT = 'http://localhost:5173/oauth-redirect.html';
const OAUTH_REQUEST = { redirect_uri: OAUTH_REDIRECT, response_type: 'token', state: 'media-types' };

async function invoiceOfOwl(): Promise<Invoice> {
  const checkout = await openCheckout(
    app,
    FIXTURE.owl,
    'SubscriptionLevel.Pro',
    'SubscriptionLevel.Pro.Monthly',
  );
  expect((await payWith(app, checkout, CARDS.pays)).statusCode).toBe(200);
  const account = (await (await signedIn(app, FIXTURE.owl)).request(getAccount)).json();
  return account.invoices[0] as Invoice;
}

/** A new payout onboarding link's path for Zephyr. */
async function onboardingPath(): Promise<string> {
  const res = await (
    await signedIn(app, FIXTURE.zephyr)
  ).request(publisher.connect, {
    body: { businessName: 'Zephyr Reviews', returnUrl: 'http://localhost:5173/earn/connect?done=1' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return new URL((res.json() as { url: string }).url).pathname;
}

interface Case {
  /** As the document names it: method and path. */
  operation: string;
  status: number;
  reach: (app: FastifyInstance) => Promise<LightMyRequestResponse>;
}

// Spot 1 is live with Zephyr's PNG decal (content 1, decal 1); spot 2 is available; acme publishes both
// and holds Download.HTML.
const CASES: Record<string, Case> = {
  "a live decal's image": {
    operation: 'GET /public/decals/{key}',
    status: 200,
    reach: (a) => publicDecal(a, 1),
  },
  "a live spot's embed image": {
    operation: 'GET /public/spot/{id}/decal',
    status: 200,
    reach: (a) => request(a, embed.spotDecal, { params: { id: 1 } }),
  },
  "an available spot's placeholder": {
    operation: 'GET /public/spot/{id}/decal',
    status: 200,
    reach: (a) => request(a, embed.spotDecal, { params: { id: 2 } }),
  },
  "a spot's embed link": {
    operation: 'GET /public/spot/{id}/click',
    status: 302,
    reach: (a) => request(a, embed.spotClick, { params: { id: 1 } }),
  },
  "a content's decal, for its sponsor": {
    operation: 'GET /sponsor/api/v1/spot/content/{id}/decal',
    status: 200,
    reach: async (a) =>
      (await signedIn(a, FIXTURE.zephyr)).request(content.contentDecal, { params: { id: 1 } }),
  },
  "a spot's snippet": {
    operation: 'GET /sponsor/api/v1/spot/{id}/snippet',
    status: 200,
    reach: async (a) =>
      (await signedIn(a, FIXTURE.acme)).request(publisher.spotSnippet, { params: { id: 1 } }),
  },
  "a spot's HTML file": {
    operation: 'GET /sponsor/api/v1/spot/{id}/download',
    status: 200,
    reach: async (a) =>
      (await signedIn(a, FIXTURE.acme)).request(publisher.spotDownload, { params: { id: 1 } }),
  },
  'an invoice as a PDF': {
    operation: 'GET /account/api/v1/account/invoices/{id}/pdf',
    status: 200,
    reach: async (a) =>
      (await signedIn(a, FIXTURE.owl)).request(invoices.invoicePdf, {
        params: { id: (await invoiceOfOwl()).id },
      }),
  },
  "the content site's home": {
    operation: 'GET /content',
    status: 200,
    reach: (a) => a.inject({ method: 'GET', url: '/content' }),
  },
  "a content site's page": {
    operation: 'GET /content/{*}',
    status: 200,
    reach: (a) => a.inject({ method: 'GET', url: '/content/blog/first-post' }),
  },
  "the OAuth stand-in's sign-in page": {
    operation: 'GET /oauth/{network}/authorize',
    status: 200,
    reach: (a) =>
      a.inject({ method: 'GET', url: `/oauth/google/authorize?${new URLSearchParams(OAUTH_REQUEST)}` }),
  },
  "the OAuth stand-in's sign-in": {
    operation: 'POST /oauth/{network}/authorize',
    status: 302,
    reach: (a) =>
      a.inject({
        method: 'POST',
        url: '/oauth/google/authorize',
        headers: FORM,
        payload: new URLSearchParams({
          ...OAUTH_REQUEST,
          action: 'allow',
          email: 'acme@fixture.test',
        }).toString(),
      }),
  },
  'the payout onboarding page': {
    operation: 'GET /connect/onboarding/{token}',
    status: 200,
    reach: async (a) => a.inject({ method: 'GET', url: await onboardingPath() }),
  },
  'the payout onboarding, abandoned': {
    operation: 'POST /connect/onboarding/{token}',
    status: 303,
    reach: async (a) =>
      a.inject({ method: 'POST', url: await onboardingPath(), headers: FORM, payload: 'action=abandon' }),
  },
  'the Stripe.js stand-in': {
    operation: 'GET /stripe/v3.js',
    status: 200,
    reach: (a) => a.inject({ method: 'GET', url: '/stripe/v3.js' }),
  },
  'the checkout page': {
    operation: 'GET /stripe/checkout/{id}',
    status: 200,
    reach: async (a) => {
      const checkout = await openCheckout(
        a,
        FIXTURE.owl,
        'SubscriptionLevel.Pro',
        'SubscriptionLevel.Pro.Monthly',
      );
      return checkoutPage(a, checkout.id, checkout.client_secret, APP_ORIGIN);
    },
  },
  'the checkout page, paid': {
    operation: 'POST /stripe/checkout/{id}',
    status: 200,
    reach: async (a) =>
      payWith(
        a,
        await openCheckout(a, FIXTURE.owl, 'SubscriptionLevel.Pro', 'SubscriptionLevel.Pro.Monthly'),
        CARDS.pays,
      ),
  },
};

describe('the OpenAPI document declares the media type of every answer that is not JSON', () => {
  it('has a case for every operation whose documented success is not JSON', () => {
    const notJson = Object.entries(paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) =>
          Object.entries(operation.responses ?? {}).some(
            ([status, response]) =>
              /^[23]/.test(status) && Object.keys(response.content ?? {}).join() !== 'application/json',
          ),
        )
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(notJson.sort()).toEqual([...new Set(Object.values(CASES).map((c) => c.operation))].sort());
  });

  it.each(Object.entries(CASES))('%s: its Content-Type is one the document declares', async (_name, c) => {
    const res = await c.reach(app);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(c.status);
    const declared = declaredMediaTypes(c.operation, c.status);
    expect(declared, `${c.operation} declares ${c.status}`).toBeDefined();
    if (declared!.length === 0) {
      // A redirect: no body, and no type for one.
      expect(res.headers['content-type']).toBeUndefined();
      expect(res.rawPayload.length).toBe(0);
    } else {
      expect(declared).toContain(mediaTypeOf(res.headers['content-type']));
      expect(res.rawPayload.length).toBeGreaterThan(0);
    }
  });
});
