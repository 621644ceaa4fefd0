// Plan changes say what they do (/account/subscription): a downgrade needs no card form, says when the
// lower plan starts and that nothing is charged, and "Keep Pro" undoes it; an upgrade within a paid period
// states its prorated amount above the card form, as the simulator's preview works it out, and is charged
// that. Focus goes to each message; axe in both themes and no sideways scroll at 390 px. Expectations come
// from the API.
import type { APIRequestContext } from '@playwright/test';
import { ENDPOINT_AREAS as endpoints } from '@sponsorspot/contract/endpoint-list';
import type { PlanChoice } from '@sponsorspot/contract/payments';
import { expect, test } from '../fixtures.js';
import { callApi, json } from '../harness/api.js';
import { payWith4242 } from '../harness/checkout.js';
import { violationsInBothThemes } from '../harness/axe.js';
import { dialogSettled } from '../harness/dialogs.js';
import { pageWidth } from '../harness/overflow.js';
import { harness } from '../harness/ports.js';
import { AppNav } from '../pages/app-nav.js';
import { SubscriptionPage } from '../pages/subscription-page.js';

const PUBLISHER = { email: 'publisher@sponsorspot.test', password: 'Publisher!2026' };
const PRO: PlanChoice = { product: 'SubscriptionLevel.Pro', variant: 'SubscriptionLevel.Pro.Monthly' };
const BASIC: PlanChoice = { product: 'SubscriptionLevel.Basic', variant: 'SubscriptionLevel.Basic.Monthly' };
const PHONE = { width: 390, height: 844 };
const DAY = 24 * 3600;

/** A day as the app writes it (lib/format.ts formatDate): "Dec 27, 2026". */
const day = (iso: string) => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(new Date(iso));

const bearer = (jwt: string) => ({ headers: { authorization: `Bearer ${jwt}` } });

/** Buys a plan through the API: a checkout session paid on the stand-in's card page with 4242. */
async function buy(api: APIRequestContext, jwt: string, choice: PlanChoice): Promise<void> {
  const body = { ...choice, returnUrl: `${harness.webUrl}/account/subscription` };
  const checkout = await json(callApi(api, endpoints.account.createCheckout, { body }, bearer(jwt)));
  await payWith4242(api, checkout);
}

const accountOf = (api: APIRequestContext, jwt: string) =>
  json(callApi(api, endpoints.account.account, {}, bearer(jwt)));

test('a downgrade needs no card form: it says when Basic starts, charges nothing, and Keep Pro undoes it', async ({
  page,
  api,
  loginAs,
}) => {
  await buy(api, (await loginAs(PUBLISHER.email, PUBLISHER.password)).jwt, PRO);
  const { jwt } = await loginAs(PUBLISHER.email, PUBLISHER.password); // a token that carries Pro
  const before = await accountOf(api, jwt);
  const periodEnd = before.subscriptions[0]!.currentPeriodEnd!;
  const subscription = new SubscriptionPage(page);
  await page.setViewportSize(PHONE);
  await subscription.open();
  await expect(new AppNav(page).planBadge).toHaveText('Plan: Pro');

  await subscription.downgradeTo('Basic');
  const scheduled = subscription.periodEndNotice('Basic starts');
  await expect(scheduled).toHaveText(
    `Basic starts ${day(periodEnd)}. Nothing is charged now; Pro stays until then.`,
  );
  await expect(scheduled).toBeFocused();
  await expect(subscription.checkoutDialog).toHaveCount(0);
  await expect(subscription.checkout.cardNumber).toHaveCount(0);
  const after = await accountOf(api, jwt);
  expect(after.subscriptionLevel).toBe('Pro');
  expect(after.invoices).toEqual(before.invoices);
  expect(after.subscriptions[0]!.scheduledChange).toMatchObject({ level: 'Basic', at: periodEnd });

  expect(await violationsInBothThemes(page)).toEqual([]);
  const width = await pageWidth(page);
  expect(width.scrollWidth, width.culprits.join('\n')).toBeLessThanOrEqual(width.viewport);

  await subscription.keep('Pro').click();
  const kept = subscription.periodEndNotice('You keep Pro');
  await expect(kept).toHaveText(`You keep Pro: it renews on ${day(periodEnd)}.`);
  await expect(kept).toBeFocused();
  await expect(scheduled).toHaveCount(0);
  expect((await accountOf(api, jwt)).subscriptions[0]!.scheduledChange).toBeNull();

  // A cancel waits for the period's end the same way, and is undone the same way.
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  const cancelled = subscription.periodEndNotice('Free starts');
  await expect(cancelled).toHaveText(
    `Free starts ${day(periodEnd)}. Nothing is charged now; Pro stays until then.`,
  );
  await expect(cancelled).toBeFocused();
  await subscription.keep('Pro').click();
  await expect(subscription.periodEndNotice('You keep Pro')).toBeFocused();
  expect((await accountOf(api, jwt)).subscriptions[0]!.cancelAtPeriodEnd).toBe(false);
});

test('an upgrade within a paid period states the prorated amount above the card form, and charges it', async ({
  page,
  api,
  loginAs,
  sim,
}) => {
  await buy(api, (await loginAs(PUBLISHER.email, PUBLISHER.password)).jwt, BASIC);
  await sim.advanceClock(10 * DAY);
  const { jwt } = await loginAs(PUBLISHER.email, PUBLISHER.password);
  const periodEnd = (await accountOf(api, jwt)).subscriptions[0]!.currentPeriodEnd!;
  const subscription = new SubscriptionPage(page);
  await subscription.open();
  await subscription.upgradeTo('Pro');

  await expect(subscription.charge).toBeVisible();
  await expect(subscription.checkout.cardNumber).toBeVisible();
  const words = await subscription.charge.textContent();
  const stated = new RegExp(
    `^You pay \\$(\\d+\\.\\d\\d) now for the rest of this period, then \\$29 a month from ${day(periodEnd)}\\.$`,
  ).exec(words ?? '');
  expect(stated, words ?? '').not.toBeNull();
  const amount = Number(stated![1]);
  const preview = await json(callApi(api, endpoints.account.previewPlanChange, { query: PRO }, bearer(jwt)));
  expect(preview).toMatchObject({ change: 'plan', prorated: true, renewal: { amount: 29, at: periodEnd } });
  // The clock runs on between the two reads: at most a cent apart, and less than a whole month's difference.
  expect(Math.abs(preview.amountDue - amount)).toBeLessThanOrEqual(0.01);
  expect(amount).toBeLessThan(29 - 9);
  // Stated before the card form: above it in the dialog.
  const chargeBox = await subscription.charge.boundingBox();
  const formBox = await subscription.checkoutDialog.locator('iframe[title="Secure checkout"]').boundingBox();
  expect(chargeBox!.y + chargeBox!.height).toBeLessThanOrEqual(formBox!.y);

  await dialogSettled(page);
  expect(await violationsInBothThemes(page)).toEqual([]);

  await subscription.checkout.payWith('4242 4242 4242 4242');
  await expect(subscription.paymentComplete).toBeFocused();
  const paid = await accountOf(api, jwt);
  expect(paid.subscriptionLevel).toBe('Pro');
  expect(Math.abs(paid.invoices[0]!.amount - amount)).toBeLessThanOrEqual(0.01);
  expect(paid.subscriptions[0]!.currentPeriodEnd).toBe(periodEnd);
});

test('the dialog with its charge fits 390 px without sideways scroll', async ({ page, loginAs }) => {
  await loginAs(PUBLISHER.email, PUBLISHER.password);
  const subscription = new SubscriptionPage(page);
  await page.setViewportSize(PHONE);
  await subscription.open();
  await subscription.upgradeTo('Pro');
  await expect(subscription.charge).toHaveText(
    /^You pay \$29 now for the first month, then \$29 a month from /,
  );
  await expect(subscription.checkout.cardNumber).toBeVisible();
  await dialogSettled(page);
  const width = await pageWidth(page);
  expect(width.scrollWidth, width.culprits.join('\n')).toBeLessThanOrEqual(width.viewport);
});
