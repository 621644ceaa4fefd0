// A sponsor's whole journey, in the app: from an available spot's card in the marketplace to the order page,
// a decal uploaded (the progress bar moves), an http link the check refuses at its field, fixed until the
// check passes, paid with 4242 in the embedded checkout and reserved; it waits for the publisher, who
// approves it on /publisher in a browser of their own. The card then turns Live with the decal, the publisher's own page (the snippet, on another origin, no script) shows it, a view and a click
// there are counted in the sponsor's figures, and after the sponsor unreserves, another sponsor who asked to
// be told finds the mail in the outbox.
import { fileURLToPath } from 'node:url';
import type { APIRequestContext } from '@playwright/test';
import { ENDPOINT_AREAS as endpoints } from '@sponsorspot/contract/endpoint-list';
import { reservationLine } from '@sponsorspot/contract/reservation-rules';
import { isSpotAvailable, isSpotLive, parseSpotProduct } from '@sponsorspot/contract/rules';
import { expect, pageOf, test } from '../fixtures.js';
import { callApi, json } from '../harness/api.js';
import { endpointGlob, holdRequests } from '../harness/network.js';
import { servePublisherPage, type PublisherSite } from '../harness/publisher-site.js';
import { violationsInBothThemes } from '../harness/axe.js';
import { analytics, countText } from '../harness/figures.js';
import { dialogSettled } from '../harness/dialogs.js';
import { EmbeddedCheckoutFrame } from '../pages/embedded-checkout.js';
import { MarketplacePage } from '../pages/marketplace-page.js';
import { OrderPage } from '../pages/order-page.js';
import { PublisherDashboardPage } from '../pages/publisher-dashboard-page.js';
import { SponsorDashboardPage } from '../pages/sponsor-page.js';

/** A Pro sponsor (room for more reservations) and another sponsor who watches the spot (seeds/README.md). */
const RESERVER = { email: 'pixelforge@sponsorspot.test', password: 'Market!2026' };
const WATCHER = { email: 'greenleaf@sponsorspot.test', password: 'Market!2026' };
/** Publishers whose snippet the journey loads (every publisher has one), by business name, with their logins. */
const SNIPPET_PUBLISHERS: Record<string, { email: string; password: string }> = {
  'Riverton Daily Ledger': { email: 'ledger@sponsorspot.test', password: 'Market!2026' },
  'Shipit Weekly': { email: 'pro@sponsorspot.test', password: 'ProUser!2026' },
};
const count = new Intl.NumberFormat('en-US');
/** The spot lumen@ holds in `demo` (seeds/README.md): others cannot check out until the hold ends. */
const HELD_IN_DEMO = 'Jobs board header';
const DECALS: Record<string, string> = {
  '300x250': fileURLToPath(new URL('../../seeds/images/velogear-300x250.png', import.meta.url)),
  '728x90': fileURLToPath(new URL('../../seeds/images/pixelforge-728x90.png', import.meta.url)),
};

async function bearer(api: APIRequestContext, login: { email: string; password: string }) {
  const response = await callApi(api, endpoints.auth.login, { body: login });
  expect(response.status(), await response.text()).toBe(200);
  return { authorization: `Bearer ${(await json(response)).jwt}` };
}

test.describe('a sponsor from a marketplace card to a live, counted decal', () => {
  // Headless Chromium names itself HeadlessChrome, which the counting rules treat as a bot: this reader
  // presents the user agent of an ordinary desktop Chrome so its view and click count.
  test.use({
    userAgent:
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  });
  test.setTimeout(120_000);
  let site: PublisherSite | undefined;
  test.afterEach(async () => {
    await site?.close();
    site = undefined;
  });

  test('reserve, pay, the publisher approves, live, a view and a click counted, unreserve, the watcher told', async ({
    browser,
    page,
    api,
    sim,
    loginAs,
  }) => {
    // An available spot of a publisher with the snippet, in a size the seed images have.
    const available = await json(
      callApi(api, endpoints.marketplace.availableSpots, { body: { pageSize: 100 } }),
    );
    const spot = available.spots.find((candidate) => {
      const { width, height } = parseSpotProduct(candidate.productJson);
      return (
        candidate.businessName in SNIPPET_PUBLISHERS &&
        candidate.name !== HELD_IN_DEMO &&
        `${width}x${height}` in DECALS
      );
    });
    expect(spot, 'an available spot of a Pro publisher in a seed image size').toBeDefined();
    const { width, height } = parseSpotProduct(spot!.productJson);
    const publisher = SNIPPET_PUBLISHERS[spot!.businessName]!;

    const publicSpot = () =>
      json(callApi(api, endpoints.marketplace.publicSpot, { params: { id: spot!.id } }));
    const session = await loginAs(RESERVER.email, RESERVER.password);
    const auth = { authorization: `Bearer ${session.jwt}` };

    // The card in the marketplace leads to the order page.
    const marketplace = new MarketplacePage(page);
    await marketplace.goto();
    await marketplace.search(spot!.name);
    const card = marketplace.card(spot!.name);
    await expect(card).toContainText('Available');
    await card.getByRole('link', { name: spot!.name }).click();
    await expect(page).toHaveURL(`/order/${spot!.id}`);
    const order = new OrderPage(page);
    await expect(order.heading).toHaveText(spot!.name);
    await order.openTab('Reserve');

    // The upload is held at the network until its progress bar has been seen.
    const release = await holdRequests(page, endpointGlob(endpoints.content.uploadDecal));
    await order.uploadDecal(DECALS[`${width}x${height}`]!);
    await expect(order.uploadProgress).toBeVisible();
    release();
    await expect(order.decalPreview).toBeVisible({ timeout: 30_000 });

    await order.enterLink('http://pixelforge.example/studio');
    await order.enterTitle('Pixel Forge Studios');
    await order.terms.check();
    await order.checkButton.click();
    await expect(order.linkReasons.getByRole('listitem').first()).toBeVisible();
    await expect(order.linkReasons).toContainText('https');
    await order.enterLink('https://pixelforge.example/studio');
    await expect(order.checkStatus).toHaveText('The check passed.', { timeout: 10_000 });

    // Pay with 4242 in the embedded checkout; the order is reserved on completion.
    await order.payAndReserve.click();
    const checkout = EmbeddedCheckoutFrame.in(page);
    await checkout.payWith('4242 4242 4242 4242');
    // Paid, the decal waits for the publisher's approval (spots require it unless their publisher says not).
    await expect(page.getByTestId('review-note')).toContainText(
      "Waiting for the publisher's approval: approved automatically in 1 day 23 hours",
      { timeout: 20_000 },
    );
    expect(isSpotLive((await publicSpot()).snapshot)).toBe(false);

    // The publisher, in a browser of their own, finds it on /publisher and approves it.
    const reviewer = await pageOf(browser, api, publisher);
    const publisherPage = new PublisherDashboardPage(reviewer.page);
    await publisherPage.goto();
    const item = publisherPage.reviewItem(spot!.name);
    await expect(item).toContainText('https://pixelforge.example/studio');
    await expect(item.getByRole('img')).toHaveJSProperty('width', width);
    await publisherPage.approve(spot!.name);
    await expect(publisherPage.reviewOutcome).toContainText(spot!.name);
    await reviewer.close();

    // The sponsor's order page says it is live once it reads the content again.
    await page.reload();
    await expect(page.getByText('Your decal is live on this spot.', { exact: false })).toBeVisible({
      timeout: 20_000,
    });
    await order.openTab('Overview');
    await expect(order.spotState).toHaveText('Live');

    // The API agrees: the spot is live with this sponsor's decal and link.
    const live = await publicSpot();
    expect(isSpotLive(live.snapshot)).toBe(true);
    expect(live.currentSpotContent?.linkUrl).toBe('https://pixelforge.example/studio');

    // The marketplace card turns Live with the decal.
    await marketplace.goto();
    await marketplace.search(spot!.name);
    await expect(card).toContainText('Live');
    const cardDecal = card.getByRole('img', { name: 'Pixel Forge Studios' });
    await expect(cardDecal).toHaveAttribute('width', String(width));
    await expect.poll(() => cardDecal.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(width);

    // The publisher's own page, with the snippet the API gives the publisher, shows the decal.
    const publisherAuth = await bearer(api, publisher);
    const snippet = await callApi(
      api,
      endpoints.publisher.spotSnippet,
      { params: { id: spot!.id } },
      { headers: publisherAuth },
    );
    expect(snippet.status()).toBe(200);
    site = await servePublisherPage(
      `<h1>Today's article</h1>${await snippet.text()}`,
      '/articles/today.html',
    );
    const figures = () => analytics(api, session.jwt, { as: 'sponsor', spotIds: [spot!.id] });
    const before = await figures();
    expect([before.totalViews, before.totalClicks]).toEqual([0, 0]);

    await page.route('https://pixelforge.example/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<title>Pixel Forge</title><h1>Pixel Forge landing</h1>',
      }),
    );
    await page.goto(site.url);
    const decal = page.getByRole('img', { name: spot!.name });
    await expect.poll(() => decal.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(width);
    await decal.click();
    await page.waitForURL('https://pixelforge.example/studio');
    await expect(page.getByRole('heading', { name: 'Pixel Forge landing' })).toBeVisible();
    const after = await figures();
    expect([after.totalViews, after.totalClicks]).toEqual([1, 1]);

    // The sponsor's dashboard counts them: the spot's row, and totals equal to the API's.
    const everySpot = await analytics(api, session.jwt, { as: 'sponsor' });
    const dashboard = new SponsorDashboardPage(page);
    await dashboard.goto();
    await expect(dashboard.total('Views')).toHaveText(count.format(everySpot.totalViews));
    await expect(dashboard.total('Clicks')).toHaveText(count.format(everySpot.totalClicks));
    await expect(dashboard.chart).toBeVisible();
    const row = dashboard.spotsTable.getByRole('row').filter({ hasText: spot!.name });
    await expect(row.getByRole('cell')).toHaveText(['1', '1', /^100(\.0+)?\s?%$/]);

    // And so does the order page's analytics tab.
    await order.goto(spot!.id, 'analytics');
    await expect(page.getByTestId('order-totals')).toContainText(
      `${countText(after.totalViews, 'view')}, ${countText(after.totalClicks, 'click')}`,
    );

    // Another sponsor asks to be told when the spot frees; the first unreserves on the billing tab.
    const watcherAuth = await bearer(api, WATCHER);
    const watch = await callApi(
      api,
      endpoints.reservations.watchSpot,
      { params: { id: spot!.id } },
      { headers: watcherAuth },
    );
    expect(watch.status(), await watch.text()).toBe(200);
    // The billing tab: the spot's own subscription, the day it renews, and the invoice of the payment.
    const account = await json(callApi(api, endpoints.account.account, {}, { headers: auth }));
    const mine = live.currentSpotContent!;
    const invoices = account.invoices.filter((invoice) => invoice.subscriptionId === mine.subscriptionId);
    expect(invoices).toHaveLength(1);
    await order.openTab('Billing');
    await expect(page.getByTestId('billing-paid-by')).toContainText(' a month, billed for this spot');
    await expect(page.getByTestId('billing-next')).toHaveText(/^Renews /);
    // The checkout's line and the invoice name the spot and its publisher, never an id.
    expect(invoices[0]!.description).toBe(
      reservationLine({ name: spot!.name, publisherName: spot!.businessName }),
    );
    const invoiceRows = page.getByRole('main').getByRole('table').getByRole('row');
    await expect(invoiceRows).toHaveCount(2); // the header and the one payment
    await expect(invoiceRows.nth(1)).toContainText(invoices[0]!.number);
    await expect(invoiceRows.nth(1)).toContainText(invoices[0]!.description);
    await expect(invoiceRows.nth(1)).toContainText('Paid');

    // Unreserve: the confirmation says the decal runs until the paid period ends and nothing more is billed.
    await page.getByRole('button', { name: 'Unreserve…' }).click();
    const dialog = page.getByRole('dialog', { name: `Unreserve “${spot!.name}”?` });
    await expect(dialog).toContainText('stops renewing and ends on');
    await expect(dialog).toContainText('Nothing more is billed');
    await dialogSettled(page);
    expect(await violationsInBothThemes(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Unreserve', exact: true }).click();
    const unreserved = page.getByText(
      /^Unreserved: your decal runs until .+, the end of the period you paid for\./,
    );
    await expect(unreserved).toBeVisible();
    // The Unreserve button went with the reservation: focus is on the message that says so.
    await expect(unreserved).toBeFocused();
    await expect(dialog).toBeHidden();

    // It runs to the end of the month paid for (docs/sponsors.md "Ending an order"); then the spot frees.
    expect(isSpotLive((await publicSpot()).snapshot)).toBe(true);
    await sim.advanceClock(32 * 24 * 3600);
    const freed = await publicSpot();
    expect(isSpotAvailable(freed.snapshot)).toBe(true);
    const mail = await sim.latestMail(WATCHER.email, 'spot_freed');
    expect(mail.subject).toContain(spot!.name);
    expect(mail.link).toContain(`/order/${spot!.id}`);
  });
});
