// /account/subscription with the simulator's Stripe stand-in: upgrading through the embedded checkout
// changes the plan badge without a reload, a declined card changes nothing, the 0341 card's renewal fails
// on the simulator's clock (past due, then free after the grace). Expectations come from the API.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { ENDPOINT_AREAS as endpoints } from '@sponsorspot/contract/endpoint-list';
import { expect, test, withoutUnauthorizedLoads } from '../fixtures.js';
import { callApi, json } from '../harness/api.js';
import { violationsInBothThemes } from '../harness/axe.js';
import { dialogSettled } from '../harness/dialogs.js';
import type { SimulatorControl } from '../harness/sim-control.js';
import { AppNav } from '../pages/app-nav.js';
import { SubscriptionPage } from '../pages/subscription-page.js';

const PUBLISHER = { email: 'publisher@sponsorspot.test', password: 'Publisher!2026' };
const DAY = 24 * 3600;

test('a free publisher upgrades to Pro with 4242: the badge says Pro without a reload and the limit lifts', async ({
  page,
  api,
  loginAs,
  consoleErrors,
}) => {
  const { jwt } = await loginAs(PUBLISHER.email, PUBLISHER.password);
  const subscription = new SubscriptionPage(page);
  const nav = new AppNav(page);
  await subscription.open();
  await expect(subscription.heading).toBeVisible();
  await expect(nav.planBadge).toHaveText('Plan: Free');

  await subscription.upgradeTo('Pro');
  await subscription.checkout.payWith('4000 0000 0000 0002');
  await expect(subscription.checkout.alert).toHaveText('Your card was declined.');
  await subscription.checkout.payWith('4242 4242 4242 4242');
  await expect(subscription.paymentComplete).toBeVisible();
  await expect(subscription.paymentComplete).toBeFocused();
  await subscription.done.click();
  await expect(nav.planBadge).toHaveText('Plan: Pro');

  const account = await json(
    callApi(api, endpoints.account.account, {}, { headers: { authorization: `Bearer ${jwt}` } }),
  );
  expect(account.usage.listingCapacity).toBe(50);
  // The plan in words, never claim values; the HTML download is Pro's, so it is not offered for sale.
  expect(account.features).toContain('Download.HTML');
  await expect(subscription.features.getByRole('listitem')).toHaveText([
    `Up to ${account.usage.listingCapacity} spots`,
    `Up to ${account.usage.reservationCapacity} reservations`,
    'HTML download (included in Pro)',
  ]);
  await expect(page.getByRole('main')).not.toContainText('SubscriptionLevel.');
  await expect(page.getByRole('main')).not.toContainText('Download.HTML');
  await expect(subscription.addOn('HTML download')).toContainText('Included in Pro');
  await expect(subscription.addOn('HTML download').getByRole('button')).toHaveCount(0);
  await expect(subscription.addOn('Extra listings (10)').getByRole('button')).toHaveCount(1);
  await expect(subscription.invoices.getByRole('row')).toHaveCount(1 + account.invoices.length);
  expect(withoutUnauthorizedLoads(consoleErrors)).toEqual([]);
});

test('with the 3155 card the bank asks for authentication; approved, the purchase completes in the app', async ({
  page,
  api,
  loginAs,
}) => {
  const { jwt } = await loginAs(PUBLISHER.email, PUBLISHER.password);
  const subscription = new SubscriptionPage(page);
  const nav = new AppNav(page);
  await subscription.open();
  await expect(nav.planBadge).toHaveText('Plan: Free');
  await subscription.upgradeTo('Pro');
  await subscription.checkout.payWith('4000 0025 0000 3155');
  await subscription.checkout.completeAuthentication.click();
  await expect(subscription.paymentComplete).toBeVisible();
  await subscription.done.click();
  await expect(nav.planBadge).toHaveText('Plan: Pro');
  const account = await json(
    callApi(api, endpoints.account.account, {}, { headers: { authorization: `Bearer ${jwt}` } }),
  );
  expect(account.subscriptionLevel).toBe('Pro');
  expect(account.features).toContain('Download.HTML');
});

/**
 * The publisher on Basic, paid with the 0341 card (it pays once, then declines), 31 days on: the renewal
 * failed and the subscription screen says the plan is past due.
 */
async function basicPastDue(
  page: Page,
  loginAs: (email: string, password: string) => Promise<unknown>,
  sim: SimulatorControl,
): Promise<SubscriptionPage> {
  await loginAs(PUBLISHER.email, PUBLISHER.password);
  const subscription = new SubscriptionPage(page);
  await subscription.open();
  await subscription.buy('Basic', '4000 0000 0000 0341');
  await expect(new AppNav(page).planBadge).toHaveText('Plan: Basic');
  await sim.advanceClock(31 * DAY);
  await loginAs(PUBLISHER.email, PUBLISHER.password); // the clock moved past the token's lifetime
  await subscription.open();
  await expect(page.getByText('Past due: the last renewal was not paid.')).toBeVisible();
  return subscription;
}

test('a past-due plan is paid again from its own card, and is active at once', async ({
  page,
  loginAs,
  sim,
}) => {
  const subscription = await basicPastDue(page, loginAs, sim);
  await expect(page.getByText('Your plan: past due')).toBeVisible();
  expect(await violationsInBothThemes(page)).toEqual([]);
  await subscription.payAgainFor('Basic');
  await subscription.checkout.payWith('4242 4242 4242 4242');
  await expect(subscription.paymentComplete).toBeVisible();
  await subscription.done.click();
  await expect(page.getByText('Past due: the last renewal was not paid.')).toHaveCount(0);
  await expect(page.getByText(/^Renews on /)).toBeVisible();
  await expect(page.getByText('Your plan', { exact: true })).toBeVisible();
});

test('with the 0341 card, 31 days make the subscription past due and 7 more return the user to free', async ({
  page,
  loginAs,
  sim,
}) => {
  const subscription = await basicPastDue(page, loginAs, sim);
  const nav = new AppNav(page);

  await sim.advanceClock(7 * DAY);
  await loginAs(PUBLISHER.email, PUBLISHER.password);
  await subscription.open();
  await expect(nav.planBadge).toHaveText('Plan: Free');
});

test('the subscription screen with the checkout open has no serious or critical axe violation, light or dark', async ({
  page,
  loginAs,
}) => {
  await loginAs(PUBLISHER.email, PUBLISHER.password);
  const subscription = new SubscriptionPage(page);
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await subscription.open();
    await subscription.upgradeTo('Pro');
    await expect(subscription.checkout.cardNumber).toBeVisible();
    await dialogSettled(page);
    const { violations } = await new AxeBuilder({ page }).analyze();
    const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(
      serious.map(
        (v) => `${colorScheme}: ${v.id} ${v.help} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      ),
    ).toEqual([]);
  }
});
