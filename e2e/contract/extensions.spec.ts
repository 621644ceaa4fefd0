// The contract run's walk of the extensions (playwright.contract.config.ts): the calls the screens alone do
// not make (a decal uploaded, checked, paid and reserved; the publisher's review queue; a spot created and
// published; the snippet; the QA console's reads), through nginx and the Prism tap. What this spec asserts
// is only that each step happened as a user would see it: the verdict on the calls is the teardown's
// (harness/contract-setup.ts).
import { fileURLToPath } from 'node:url';
import { ENDPOINT_AREAS as endpoints } from '@sponsorspot/contract/endpoint-list';
import { parseSpotProduct } from '@sponsorspot/contract/rules';
import { expect, pageOf, test } from '../fixtures.js';
import { callApi, json } from '../harness/api.js';
import { harness } from '../harness/ports.js';
import { EmbeddedCheckoutFrame } from '../pages/embedded-checkout.js';
import { OrderPage } from '../pages/order-page.js';
import { PublisherDashboardPage } from '../pages/publisher-dashboard-page.js';
import { PublisherSpotsPage } from '../pages/publisher-spots-page.js';
import { QaConsolePage } from '../pages/qa-console-page.js';

/** The Pro user (seeds/README.md): publisher of Shipit Weekly. */
const PRO_USER = { email: 'pro@sponsorspot.test', password: 'ProUser!2026' };
/** A Pro sponsor with room for more reservations, and the publishers of spots in a seed image's size. */
const RESERVER = { email: 'pixelforge@sponsorspot.test', password: 'Market!2026' };
const PUBLISHERS: Record<string, { email: string; password: string }> = {
  'Riverton Daily Ledger': { email: 'ledger@sponsorspot.test', password: 'Market!2026' },
  'Shipit Weekly': { email: 'pro@sponsorspot.test', password: 'ProUser!2026' },
};
/** Held by lumen@ in `demo` for about 25 minutes: not reservable by another sponsor. */
const HELD_IN_DEMO = 'Jobs board header';
const DECALS: Record<string, string> = {
  '300x250': fileURLToPath(new URL('../../seeds/images/velogear-300x250.png', import.meta.url)),
  '728x90': fileURLToPath(new URL('../../seeds/images/pixelforge-728x90.png', import.meta.url)),
};

test('a decal uploaded, checked, paid and reserved; the publisher approves it in the review queue', async ({
  browser,
  page,
  api,
  loginAs,
}) => {
  test.setTimeout(90_000);
  const available = await json(
    callApi(api, endpoints.marketplace.availableSpots, { body: { pageSize: 100 } }),
  );
  const spot = available.spots.find((candidate) => {
    const { width, height } = parseSpotProduct(candidate.productJson);
    return (
      candidate.businessName in PUBLISHERS &&
      candidate.name !== HELD_IN_DEMO &&
      `${width}x${height}` in DECALS
    );
  });
  expect(spot, 'an available spot of a Pro publisher in a seed image size').toBeDefined();
  const { width, height } = parseSpotProduct(spot!.productJson);
  await loginAs(RESERVER.email, RESERVER.password);

  const order = new OrderPage(page);
  await order.goto(spot!.id, 'reserve');
  await order.uploadDecal(DECALS[`${width}x${height}`]!);
  await expect(order.decalPreview).toBeVisible({ timeout: 30_000 });
  await order.enterLink('https://pixelforge.example/studio');
  await order.enterTitle('Pixel Forge Studios');
  await order.terms.check();
  await order.checkButton.click();
  await expect(order.checkStatus).toHaveText('The check passed.', { timeout: 10_000 });
  await order.payAndReserve.click();
  await EmbeddedCheckoutFrame.in(page).payWith('4242 4242 4242 4242');
  await expect(page.getByTestId('review-note')).toContainText("Waiting for the publisher's approval", {
    timeout: 20_000,
  });

  const reviewer = await pageOf(browser, api, PUBLISHERS[spot!.businessName]!);
  const queue = new PublisherDashboardPage(reviewer.page);
  await queue.goto();
  // The decal in the queue is the uploaded image, read back through the tap byte for byte.
  const decal = queue.reviewItem(spot!.name).getByRole('img');
  await expect.poll(() => decal.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(width);
  await queue.approve(spot!.name);
  await expect(queue.reviewOutcome).toContainText(spot!.name);
  await reviewer.close();

  await order.goto(spot!.id, 'analytics');
  await order.openTab('Billing');
  await expect(page.getByTestId('billing-next')).toHaveText(/^Renews /);
  await order.openTab('Overview');
  await expect(order.spotState).toHaveText('Live');
});

test('a publisher creates a spot, publishes it and opens its snippet', async ({ page, loginAs }) => {
  await loginAs(PRO_USER.email, PRO_USER.password);
  const spots = new PublisherSpotsPage(page);
  await spots.goto();
  const name = 'Contract walk sidebar';
  await spots.createSpot({
    name,
    locationPath: '/CONTRACT/SIDEBAR',
    sampleUrl: 'https://shipit.example/weekly',
    price: '15',
  });
  await expect(spots.formDialog).toBeHidden();
  await spots.rowButton(name, 'Move to draft').click();
  await expect(spots.row(name)).toContainText('Draft');
  await spots.rowButton(name, 'Publish').click();
  await expect(spots.row(name).getByText('Published', { exact: true })).toBeVisible();

  const live = 'Newsletter top slot';
  await spots.rowButton(live, 'Embed').click();
  await expect(spots.snippet).toHaveValue(new RegExp(`alt="Sponsored: ${live}"`));
  await expect(spots.downloadFileButton).toBeVisible();
});

test('the QA console on the app origin reads the scenarios, the clock and the journal', async ({ page }) => {
  const console = new QaConsolePage(page);
  await page.goto(`${harness.webUrl}/__sim/console`);
  await expect(console.scenarios.getByRole('heading', { name: 'demo' })).toBeVisible();
  await expect(console.clock).toBeVisible();
  await expect(console.journal).toBeVisible();
});
