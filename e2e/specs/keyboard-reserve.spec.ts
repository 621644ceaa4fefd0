// The reserve flow with the keyboard alone (Tab, Enter, Space, Escape and typing; no clicks): from the
// sponsor's dashboard to the marketplace, a spot's order page and its reserve tab, a decal uploaded, the link, the
// terms and the check, then paid in the embedded checkout and reserved. After each step the test asserts
// where focus is: the new screen's heading after a navigation, the result's message (a live region) after
// an action, the opener after a dialog closed without a change.
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import { ENDPOINT_AREAS as endpoints } from '@sponsorspot/contract/endpoint-list';
import { parseSpotProduct } from '@sponsorspot/contract/rules';
import { expect, test } from '../fixtures.js';
import { callApi, json } from '../harness/api.js';
import { violationsInBothThemes } from '../harness/axe.js';
import { endpointPathPattern } from '../harness/network.js';
import { pageWidth } from '../harness/overflow.js';
import { EmbeddedCheckoutFrame } from '../pages/embedded-checkout.js';
import { MarketplacePage } from '../pages/marketplace-page.js';
import { OrderPage } from '../pages/order-page.js';

/** A Pro sponsor with room for more reservations (seeds/README.md). */
const SPONSOR = { email: 'pixelforge@sponsorspot.test', password: 'Market!2026' };
/** The spot lumen@ holds in `demo`: others cannot check out until the hold ends. */
const HELD_IN_DEMO = 'Jobs board header';
const DECAL = fileURLToPath(new URL('../../seeds/images/velogear-300x250.png', import.meta.url));

/** Presses Tab (or Shift+Tab) until `target` has focus; fails when it is not reached in `limit` presses. */
async function tabTo(page: Page, target: Locator, { back = false, limit = 60 } = {}): Promise<void> {
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((element) => element === element.ownerDocument.activeElement)) {
      await expect(target).toBeFocused();
      return;
    }
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  await expect(target, `reached with ${limit} presses of Tab`).toBeFocused();
}

test('a sponsor reserves a spot with the keyboard alone, and focus lands on the result of each step', async ({
  page,
  api,
  loginAs,
  sim,
}) => {
  // Every step by keyboard, a payment, and axe in both themes on its outcome.
  test.slow();
  test.setTimeout(90_000);
  const available = await json(
    callApi(api, endpoints.marketplace.availableSpots, { body: { pageSize: 100 } }),
  );
  const spot = available.spots.find((candidate) => {
    const { width, height } = parseSpotProduct(candidate.productJson);
    return candidate.name !== HELD_IN_DEMO && width === 300 && height === 250;
  });
  expect(spot, 'an available 300 × 250 spot').toBeDefined();
  await loginAs(SPONSOR.email, SPONSOR.password);
  const main = page.getByRole('main');
  const heading = main.getByRole('heading', { level: 1 });

  // The sponsor's dashboard → the marketplace by its link in the navigation: focus goes to the new screen's
  // heading.
  await page.goto('/sponsor');
  await expect(heading).toHaveText('Sponsor dashboard');
  await tabTo(
    page,
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Marketplace' }),
  );
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/marketplace/);
  await expect(heading).toBeFocused();

  // A search, then the spot's card link: focus goes to the order page's heading, the spot's name.
  const marketplace = new MarketplacePage(page);
  await tabTo(page, marketplace.searchBox);
  await page.keyboard.type(spot!.name);
  await page.keyboard.press('Enter');
  const cardLink = marketplace.card(spot!.name).getByRole('link', { name: spot!.name });
  await expect(cardLink).toBeVisible();
  await tabTo(page, cardLink);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/order/${spot!.id}`);
  await expect(heading).toHaveText(spot!.name);
  await expect(heading).toBeFocused();

  // The Reserve tab is a tab of the same screen: focus stays on it, now the current one.
  const order = new OrderPage(page);
  await tabTo(page, order.tab('Reserve'));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/order/${spot!.id}/reserve`);
  await expect(order.tab('Reserve')).toHaveAttribute('aria-current', 'page');
  await expect(order.tab('Reserve')).toBeFocused();

  // The decal: Space on the file field opens the chooser; once uploaded, focus is on its size (a status).
  await tabTo(page, order.decalFile);
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Space');
  await (await chooser).setFiles(DECAL);
  const decalStatus = main.getByTestId('decal-size');
  await expect(decalStatus).toHaveText('Your decal: 300 × 250 px', { timeout: 30_000 });
  await expect(decalStatus).toHaveAttribute('role', 'status');
  await expect(decalStatus).toBeFocused();

  // Removing it takes its button away: focus goes to the field for the next one; then it is uploaded again.
  await tabTo(page, main.getByRole('button', { name: 'Remove the decal' }));
  await page.keyboard.press('Enter');
  await expect(order.decalPreview).toBeHidden();
  await expect(main.getByLabel('Upload a decal')).toBeFocused();
  const again = page.waitForEvent('filechooser');
  await page.keyboard.press('Space');
  await (await again).setFiles(DECAL);
  await expect(decalStatus).toHaveText('Your decal: 300 × 250 px', { timeout: 30_000 });
  await expect(decalStatus).toBeFocused();

  // The link, its title (leaving a field saves it) and the terms.
  await tabTo(page, order.linkUrl);
  await page.keyboard.type('https://pixelforge.example/studio');
  await tabTo(page, order.linkTitle);
  await page.keyboard.type('Pixel Forge Studios');
  // The title's save is slow: Space on the terms box, pressed while it is on its way, is not lost.
  const update = endpoints.content.updateContent;
  await sim.armFault({ method: update.method, path: endpointPathPattern(update), delayMs: 1_500 });
  // The terms box is the next stop after the title: Tab and Space at once, as a keyboard user does.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(order.terms).toBeFocused();
  await expect(order.terms).toBeChecked();
  await expect(order.linkTitle).toHaveValue('Pixel Forge Studios');

  // The check: focus goes to its verdict, which is a live region.
  await tabTo(page, order.checkButton);
  await page.keyboard.press('Enter');
  await expect(order.checkStatus).toHaveText('The check passed.', { timeout: 10_000 });
  await expect(order.checkStatus).toHaveAttribute('role', 'status');
  await expect(order.checkStatus).toBeFocused();

  // The checkout dialog closed with Escape gives focus back to the button that opened it.
  await tabTo(page, order.payAndReserve);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const checkout = EmbeddedCheckoutFrame.in(page);
  await expect(checkout.cardNumber).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(order.payAndReserve).toBeFocused();
  // Opening the checkout held the spot: the page says so at once, not after a reload.
  await expect(order.holdCountdown).toHaveText(/^Held for your checkout: .+ left\.$/);

  // Pay: the card fields are formatted as typed ("1230" becomes "12 / 30"), Enter pays.
  await page.keyboard.press('Enter');
  await expect(checkout.cardNumber).toBeVisible();
  await tabTo(page, checkout.cardNumber);
  await page.keyboard.type('4242424242424242');
  await expect(checkout.cardNumber).toHaveValue('4242 4242 4242 4242');
  await page.keyboard.press('Tab');
  await expect(checkout.expiry).toBeFocused();
  await page.keyboard.type('1230');
  await expect(checkout.expiry).toHaveValue('12 / 30');
  await page.keyboard.press('Tab');
  await expect(checkout.cvc).toBeFocused();
  await page.keyboard.type('123');
  await page.keyboard.press('Tab');
  await expect(checkout.name).toBeFocused();
  await page.keyboard.type('Test Buyer');
  await page.keyboard.press('Enter');

  // Paid and reserved: the dialog closes and focus goes to the payment's summary: the amount, its receipt,
  // the decal, and what happens next.
  await expect(dialog).toBeHidden({ timeout: 20_000 });
  const reserved = main.getByRole('region', { name: 'Paid: waiting for approval' });
  await expect(reserved).toContainText("Waiting for the publisher's approval", { timeout: 20_000 });
  await expect(reserved).toBeFocused();
  await expect(reserved.getByTestId('paid-amount')).toHaveText(/^\$[\d,]+\.\d\d for the first month$/);
  await expect(reserved.getByTestId('receipt')).toContainText(/Invoice .+: \$[\d,]+\.\d\d paid /);
  await expect(reserved.getByRole('img', { name: 'Your decal' })).toBeVisible();
  await expect(reserved.getByRole('heading', { name: 'What happens next' })).toBeVisible();
  expect(await violationsInBothThemes(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  expect((await pageWidth(page)).culprits).toEqual([]);

  // The sponsor's dashboard lists it as waiting for approval, linking back to it.
  await page.goto('/sponsor');
  const waiting = main.getByTestId('waiting-reservations');
  await expect(waiting.getByRole('link', { name: spot!.name })).toBeVisible();
  await expect(waiting).toContainText("Waiting for the publisher's approval");
});
