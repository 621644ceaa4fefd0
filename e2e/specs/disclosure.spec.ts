// Disclosure (issue 31 item 5): a publisher switches a spot's visible "Sponsored" label off and on in the
// spot form, and the embed dialog's snippet (and its preview) follows; a view of an unsold spot's placeholder
// is the publisher's, shown apart on their dashboard and in no CTR; the order's Overview shows the spot's
// size name, placement, sample page and the recent views its marketplace card shows. Axe in both themes and
// no sideways scroll at 390 px. Expectations come from the API.
import type { APIRequestContext, Page } from '@playwright/test';
import { ENDPOINT_AREAS as endpoints } from '@sponsorspot/contract/endpoint-list';
import { SPOT_SIZES } from '@sponsorspot/contract/rules';
import { RECENT_VIEWS_DAYS, facetValuesOf } from '@sponsorspot/contract/search-rules';
import type { Spot } from '@sponsorspot/contract/sponsor';
import { expect, test } from '../fixtures.js';
import { callApi, json } from '../harness/api.js';
import { violationsInBothThemes } from '../harness/axe.js';
import { dialogSettled } from '../harness/dialogs.js';
import { countText } from '../harness/figures.js';
import { pageWidth } from '../harness/overflow.js';
import { OrderPage } from '../pages/order-page.js';
import { PublisherDashboardPage } from '../pages/publisher-dashboard-page.js';
import { PublisherSpotsPage } from '../pages/publisher-spots-page.js';

const PUBLISHER = { email: 'publisher@sponsorspot.test', password: 'Publisher!2026' };
/** Bramble Garden Club's paid live spot (seeds: demo). */
const SPOT_NAME = 'Site-wide feature';
const LABEL = 'Sponsored</small>';
/** A count as the figures table writes it. */
const number = new Intl.NumberFormat('en-US');

async function snippetOf(api: APIRequestContext, jwt: string, id: number): Promise<string> {
  const res = await callApi(
    api,
    endpoints.publisher.spotSnippet,
    { params: { id } },
    { headers: { Authorization: `Bearer ${jwt}` } },
  );
  expect(res.status()).toBe(200);
  return res.text();
}

async function expectNarrowFits(page: Page) {
  await page.setViewportSize({ width: 390, height: 844 });
  const width = await pageWidth(page);
  expect(width.culprits).toEqual([]);
  expect(width.scrollWidth).toBeLessThanOrEqual(width.viewport);
}

test('a publisher switches the "Sponsored" label off and on, and the snippet follows', async ({
  page,
  api,
  loginAs,
  consoleErrors,
}) => {
  test.slow();
  const session = await loginAs(PUBLISHER.email, PUBLISHER.password);
  const auth = { headers: { Authorization: `Bearer ${session.jwt}` } };
  const { spots: listed } = await json(
    callApi(api, endpoints.publisher.publisherSpots, { body: { pageSize: 100 } }, auth),
  );
  const spot = listed.find((candidate) => candidate.name === SPOT_NAME);
  expect(spot, `${SPOT_NAME} is one of the publisher's spots`).toBeDefined();
  expect(spot!.sponsoredLabel, 'on by default').toBe(true);
  expect(await snippetOf(api, session.jwt, spot!.id)).toContain(LABEL);

  const spots = new PublisherSpotsPage(page);
  await spots.goto();
  await spots.rowButton(SPOT_NAME, 'Edit').click();
  await expect(spots.sponsoredLabel).toBeChecked();
  await expect(spots.sponsoredLabel).toHaveAccessibleDescription(/copy the snippet again/);
  await spots.sponsoredLabel.uncheck();
  await spots.saveButton.click();
  await expect(spots.formDialog).toBeHidden();

  const off = await snippetOf(api, session.jwt, spot!.id);
  expect(off).not.toContain(LABEL);
  await spots.rowButton(SPOT_NAME, 'Embed').click();
  await expect(spots.embedDialog).toBeVisible();
  await expect(spots.snippet).toHaveValue(off);
  await expect(spots.embedDialog.getByTestId('snippet-counts')).toContainText('No “Sponsored” line');
  // The preview renders exactly the snippet the publisher copies.
  await expect(spots.embedDialog.locator('iframe')).toHaveAttribute('srcdoc', off);
  await page.keyboard.press('Escape');
  await expect(spots.embedDialog).toBeHidden();

  await spots.rowButton(SPOT_NAME, 'Edit').click();
  await expect(spots.sponsoredLabel).not.toBeChecked();
  await spots.sponsoredLabel.check();
  await spots.saveButton.click();
  await expect(spots.formDialog).toBeHidden();

  const on = await snippetOf(api, session.jwt, spot!.id);
  expect(on).toMatch(
    /^<a href="[^"]+" rel="sponsored noopener"><img [^>]+><\/a><small [^>]*>Sponsored<\/small>\n$/,
  );
  await spots.rowButton(SPOT_NAME, 'Embed').click();
  await expect(spots.snippet).toHaveValue(on);
  await expect(spots.embedDialog.getByTestId('snippet-counts')).toContainText('a small “Sponsored” line');
  // The preview renders the snippet as the publisher's page will: the label under the decal.
  await expect(spots.embedDialog.locator('iframe')).toHaveAttribute('srcdoc', on);
  // (The frame itself is not read: CI has left a sandboxed srcdoc frame unloaded, twice, under load.)
  await dialogSettled(page);
  expect(await violationsInBothThemes(page, { exclude: ['iframe[sandbox]'] })).toEqual([]);
  await expectNarrowFits(page);
  expect(await violationsInBothThemes(page, { exclude: ['iframe[sandbox]'] })).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test("the order's Overview shows the size name, placement, sample page and the card's recent views", async ({
  page,
  api,
  consoleErrors,
}) => {
  // The marketplace's traffic sort answers each card's recent views; the busiest spot with a placement.
  const { spots } = await json(
    callApi(api, endpoints.marketplace.searchSpots, { body: { sort: 'traffic', pageSize: 50 } }),
  );
  const card = spots.find(
    (candidate: Spot) =>
      typeof candidate.recentViews === 'number' &&
      facetValuesOf(candidate.productJson).placement !== null &&
      facetValuesOf(candidate.productJson).size !== null &&
      candidate.sampleUrl !== '',
  );
  expect(card, 'a listed spot with views, a placement, a size and a sample page').toBeDefined();
  const spot = await json(callApi(api, endpoints.marketplace.publicSpot, { params: { id: card!.id } }));
  expect(spot.recentViews, "the spot's page reads the card's recent views").toBe(card!.recentViews);
  const { size, placement } = facetValuesOf(spot.productJson);
  const sizeName = SPOT_SIZES.find((option) => option.size === size)?.name;
  const sample = new URL(spot.sampleUrl);

  const order = new OrderPage(page);
  await order.goto(spot.id);
  const main = page.getByRole('main');
  await expect(main.getByTestId('spot-size')).toHaveText(
    `${size!.replace('x', '×')}${sizeName ? ` (${sizeName})` : ''}`,
  );
  await expect(main.getByTestId('spot-placement')).toHaveText(
    placement!.charAt(0).toUpperCase() + placement!.slice(1),
  );
  const sampleLink = main.getByTestId('spot-sample').getByRole('link');
  await expect(sampleLink).toHaveAttribute('href', sample.href);
  await expect(sampleLink).toContainText(sample.host);
  await expect(main.getByTestId('spot-recent-views')).toHaveText(
    `${countText(spot.recentViews!, 'view')} in ${countText(RECENT_VIEWS_DAYS, 'day')}`,
  );

  expect(await violationsInBothThemes(page)).toEqual([]);
  await expectNarrowFits(page);
  expect(await violationsInBothThemes(page)).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test("a view of an unsold spot's placeholder is the publisher's, shown apart on their dashboard", async ({
  page,
  api,
  loginAs,
  consoleErrors,
}) => {
  test.slow();
  const session = await loginAs(PUBLISHER.email, PUBLISHER.password);
  const auth = { headers: { Authorization: `Bearer ${session.jwt}` } };
  const { spots: published } = await json(
    callApi(api, endpoints.publisher.publisherSpots, { body: { status: [2], pageSize: 100 } }, auth),
  );
  const unsold = published.find((spot) => spot.sponsor === null && spot.heldBy === null);
  expect(unsold, 'a published spot of theirs nobody sponsors').toBeDefined();
  const figures = () =>
    json(callApi(api, endpoints.figures.analytics, { body: { as: 'publisher', includeItems: false } }, auth));
  const before = await figures();

  // A reader's browser loads the placeholder on the publisher's page.
  const reader = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36' };
  const shown = await callApi(
    api,
    endpoints.embed.spotDecal,
    { params: { id: unsold!.id } },
    { headers: reader },
  );
  expect(shown.status()).toBe(200);
  const after = await figures();
  expect(after.placeholderViews).toBe((before.placeholderViews ?? 0) + 1);
  expect([after.totalViews, after.totalClicks]).toEqual([before.totalViews, before.totalClicks]);
  const row = after.spots.find((spot) => spot.spotId === unsold!.id)!;
  expect(row.ctr, 'no CTR of the placeholder').toBe(0);

  const dashboard = new PublisherDashboardPage(page);
  await dashboard.goto();
  await expect(page.getByTestId('placeholder-figures')).toHaveText(
    `While unsold, the “Sponsor this spot” placeholder had ${countText(after.placeholderViews!, 'view')} and ` +
      `${countText(after.placeholderClicks!, 'click')}: yours, counted apart from the sponsors’ decals.`,
  );
  const cells = dashboard.spotsTable.getByRole('row').filter({ hasText: unsold!.name }).getByRole('cell');
  await expect(cells).toHaveText([
    number.format(row.views),
    number.format(row.clicks),
    /%$/,
    number.format(row.placeholderViews!),
    number.format(row.placeholderClicks!),
  ]);

  expect(await violationsInBothThemes(page)).toEqual([]);
  await expectNarrowFits(page);
  expect(consoleErrors).toEqual([]);
});
