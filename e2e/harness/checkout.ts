// Paying a checkout session without a browser: the stand-in's card page takes the form a buyer would post,
// here with the card that always pays (4242). For specs whose subject comes after the payment.
import { expect, type APIRequestContext } from '@playwright/test';
import { harness } from './ports.js';

/** Pays the session with 4242 on the stand-in's card page; fails the test when the page refuses. */
export async function payWith4242(
  api: APIRequestContext,
  checkout: { id: string; client_secret: string },
): Promise<void> {
  const paid = await api.post(`/stripe/checkout/${encodeURIComponent(checkout.id)}`, {
    form: {
      client_secret: checkout.client_secret,
      origin: harness.webUrl,
      action: 'pay',
      cardNumber: '4242424242424242',
      expiry: '12 / 34',
      cvc: '123',
      name: 'Test Buyer',
    },
  });
  expect(paid.status(), await paid.text()).toBeLessThan(400);
}
