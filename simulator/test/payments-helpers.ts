// Helpers for the payments tests: open a checkout as a user, and drive the checkout page's forms as the
// browser in the stand-in's iframe would (GET the page, POST its form urlencoded).
import * as account from '@sponsorspot/contract/endpoints/account';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { signedIn } from './helpers.js';

export const APP_ORIGIN = 'http://localhost:8080';
export const RETURN_URL = `${APP_ORIGIN}/account/subscription?session_id={CHECKOUT_SESSION_ID}`;
export const CARDS = {
  pays: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  insufficient: '4000 0000 0000 9995',
  authenticate: '4000 0025 0000 3155',
  failsRenewal: '4000 0000 0000 0341',
} as const;

export const DAY_SECONDS = 24 * 3600;

export async function openCheckout(
  app: FastifyInstance,
  userId: number,
  product: string,
  variant: string,
): Promise<{ id: string; client_secret: string }> {
  const buyer = await signedIn(app, userId);
  const res = await buyer.request(account.createCheckout, {
    body: { product, variant, returnUrl: RETURN_URL },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

export function checkoutPage(app: FastifyInstance, id: string, secret: string, origin = APP_ORIGIN) {
  const query = new URLSearchParams({ client_secret: secret, origin });
  return app.inject({ method: 'GET', url: `/stripe/checkout/${encodeURIComponent(id)}?${query}` });
}

export function postForm(app: FastifyInstance, id: string, fields: Record<string, string>) {
  return app.inject({
    method: 'POST',
    url: `/stripe/checkout/${encodeURIComponent(id)}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
}

export function payWith(
  app: FastifyInstance,
  checkout: { id: string; client_secret: string },
  cardNumber: string,
  overrides: Record<string, string> = {},
) {
  return postForm(app, checkout.id, {
    client_secret: checkout.client_secret,
    origin: APP_ORIGIN,
    action: 'pay',
    cardNumber,
    expiry: '12 / 34',
    cvc: '123',
    name: 'Test Buyer',
    ...overrides,
  });
}
