// Plan changes against a backend with only the spec calls: it has no downgrade call without a checkout and
// no preview, so a downgrade falls back to its $0 checkout, which then says that nothing was charged and
// when the plan starts (never "Payment complete"); the undo it cannot do is "not offered", calmly.
import type { PlanChoice } from '@sponsorspot/contract/payments';
import { ENDPOINT_AREAS as endpoints } from '@sponsorspot/contract/endpoint-list';
import { expect, test } from '../fixtures.js';
import { callApi, json } from '../harness/api.js';
import { payWith4242 } from '../harness/checkout.js';
import { harness } from '../harness/ports.js';
import { SubscriptionPage } from '../pages/subscription-page.js';

const PUBLISHER = { email: 'publisher@sponsorspot.test', password: 'Publisher!2026' };
const PRO: PlanChoice = { product: 'SubscriptionLevel.Pro', variant: 'SubscriptionLevel.Pro.Monthly' };

/** A day as the app writes it (lib/format.ts formatDate): "Dec 27, 2026". */
const day = (iso: string) => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(new Date(iso));

test.beforeAll(() => {
  expect(harness.profile, 'run with playwright.spec-profile.config.ts').toBe('spec');
});

test('a downgrade falls back to its $0 checkout and says that nothing was charged; the undo is not offered', async ({
  page,
  api,
  loginAs,
}) => {
  const first = await loginAs(PUBLISHER.email, PUBLISHER.password);
  const headers = { headers: { authorization: `Bearer ${first.jwt}` } };
  const body = { ...PRO, returnUrl: `${harness.webUrl}/account/subscription` };
  const checkout = await json(callApi(api, endpoints.account.createCheckout, { body }, headers));
  await payWith4242(api, checkout);
  const { jwt } = await loginAs(PUBLISHER.email, PUBLISHER.password);
  const account = () =>
    json(callApi(api, endpoints.account.account, {}, { headers: { authorization: `Bearer ${jwt}` } }));
  const periodEnd = (await account()).subscriptions[0]!.currentPeriodEnd!;

  const subscription = new SubscriptionPage(page);
  await subscription.open();
  await subscription.downgradeTo('Basic');
  await expect(subscription.checkout.cardNumber).toBeVisible();
  await expect(subscription.charge).toHaveCount(0);
  await subscription.checkout.payWith('4242 4242 4242 4242');
  const done = subscription.checkoutDialog.getByRole('status');
  await expect(done).toHaveText('Basic starts at the end of your paid period. Nothing was charged.');
  await expect(done).toBeFocused();
  await subscription.done.click();

  const scheduled = subscription.periodEndNotice('Basic starts');
  await expect(scheduled).toHaveText(
    `Basic starts ${day(periodEnd)}. Nothing is charged now; Pro stays until then.`,
  );
  expect((await account()).invoices.every((invoice) => invoice.amount > 0)).toBe(true);
  await subscription.keep('Pro').click();
  const note = page.getByText('Undoing a change: not offered by this backend.');
  await expect(note).toBeVisible();
  await expect(page.getByRole('status').filter({ has: note })).toBeFocused();
});
