// A sponsor changes a live order from its Reserve tab (docs/sponsors.md "Changing a live order"): a new decal
// and a new link, by keyboard, "Check and send the change"; the tab then says the change waits for the
// publisher while the current decal keeps running, and once the publisher approves it the new link runs.
import { fileURLToPath } from 'node:url';
import { ENDPOINT_AREAS as endpoints } from '@sponsorspot/contract/endpoint-list';
import { parseSpotProduct } from '@sponsorspot/contract/rules';
import { expect, pageOf, test } from '../fixtures.js';
import { callApi, json } from '../harness/api.js';
import { violationsInBothThemes } from '../harness/axe.js';
import { pageWidth } from '../harness/overflow.js';
import { approveAsAdmin, clickTarget, reserveAndPay } from '../harness/reviews.js';
import { OrderPage } from '../pages/order-page.js';
import { PublisherDashboardPage } from '../pages/publisher-dashboard-page.js';

const SPONSOR = { email: 'sponsor@sponsorspot.test', password: 'Sponsor!2026' };
const PUBLISHER = {
  business: 'Riverton Daily Ledger',
  email: 'ledger@sponsorspot.test',
  password: 'Market!2026',
};
/** Another seed image of the spot's size (reserveAndPay fills 300x250 or 728x90 spots). */
const newDecalFor = (width: number | null, height: number | null) =>
  fileURLToPath(new URL(`../../seeds/images/lumen-${width}x${height}.png`, import.meta.url));

// Two users, two browsers, and axe in both themes twice.
test.describe.configure({ timeout: 90_000 });

test('a sponsor changes a live decal and its link; the publisher approves it and the new one runs', async ({
  api,
  browser,
  page,
  sim,
  loginAs,
}) => {
  test.slow();
  const { jwt } = await json(callApi(api, endpoints.auth.login, { body: SPONSOR }));
  const { spot, content } = await reserveAndPay(
    api,
    jwt,
    (candidate) => candidate.businessName === PUBLISHER.business,
  );
  const { width: spotWidth, height: spotHeight } = parseSpotProduct(spot.productJson);
  await approveAsAdmin(api, content.id);
  expect(await clickTarget(api, spot.id)).toBe('https://coffee.example/beans');

  const buyer = await pageOf(browser, api, SPONSOR);
  const order = new OrderPage(buyer.page);
  await order.goto(spot.id, 'reserve');
  const main = buyer.page.getByRole('main');
  await expect(main.getByText('Your decal is live on this spot.')).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Change your decal' })).toBeVisible();
  // Nothing changed yet: nothing to send.
  const send = main.getByRole('button', { name: 'Check and send the change' });
  await expect(send).toBeDisabled();
  await expect(order.checkStatus).toHaveText(
    'Nothing new to send: replace the decal or edit the link first.',
  );
  expect(await violationsInBothThemes(buyer.page)).toEqual([]);

  // A new decal (focus goes to its size) and a new link, typed and left with the keyboard.
  await order.uploadDecal(newDecalFor(spotWidth, spotHeight));
  await expect(buyer.page.getByTestId('decal-size')).toBeFocused();
  await order.linkUrl.focus();
  await buyer.page.keyboard.press('ControlOrMeta+a');
  await buyer.page.keyboard.type('https://coffee.example/winter-blend');
  await buyer.page.keyboard.press('Tab');
  await expect(order.checkStatus).toHaveText('Not checked yet.');
  await send.focus();
  await buyer.page.keyboard.press('Enter');
  await expect(order.checkStatus).toHaveText('The check passed and your change was sent.');
  await expect(order.checkStatus).toBeFocused();
  await expect(send).toBeDisabled();
  await expect(buyer.page.getByTestId('review-note')).toContainText(
    "Your change waits for the publisher's approval; the current decal keeps running",
  );
  expect((await sim.latestMail(PUBLISHER.email, 'review')).subject).toContain('changed decal');
  // The running decal still serves its own link until the publisher decides.
  expect(await clickTarget(api, spot.id)).toBe('https://coffee.example/beans');

  await buyer.page.setViewportSize({ width: 390, height: 844 });
  const width = await pageWidth(buyer.page);
  expect(width.culprits).toEqual([]);
  expect(width.scrollWidth).toBeLessThanOrEqual(width.viewport);
  expect(await violationsInBothThemes(buyer.page)).toEqual([]);

  // The publisher approves the change: the new link runs, and the sponsor's tab says it is live again.
  await loginAs(PUBLISHER.email, PUBLISHER.password);
  const publisher = new PublisherDashboardPage(page);
  await publisher.goto();
  const item = publisher.reviewItem(spot.name);
  // The change beside what it would replace: both decals, both links and titles.
  const comparison = item.getByTestId('review-comparison');
  await expect(comparison).toContainText('Running now');
  await expect(comparison).toContainText('https://coffee.example/beans');
  await expect(comparison).toContainText('The change');
  await expect(comparison).toContainText('https://coffee.example/winter-blend');
  await expect(comparison.getByRole('img', { name: /^Running decal of / })).toBeVisible();
  await expect(comparison.getByRole('img', { name: /^Changed decal of / })).toBeVisible();
  expect(await violationsInBothThemes(page)).toEqual([]);
  await publisher.approve(spot.name);
  await expect(publisher.reviewOutcome).toContainText(spot.name);
  expect(await clickTarget(api, spot.id)).toBe('https://coffee.example/winter-blend');
  await buyer.page.reload();
  await expect(main.getByText('Your decal is live on this spot.')).toBeVisible();
  await expect(buyer.page.getByTestId('review-note')).toHaveCount(0);
  await buyer.close();
});
