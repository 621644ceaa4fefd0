// /publisher/spots: a publisher lists a spot (its messy location path shown as stored), publishes it and
// finds it in the marketplace; a free publisher at capacity is offered the plan that lifts the limit; a free
// publisher gets the embed snippet, with the HTML file offered as an upgrade; deleting asks first; the price
// field follows the contract's one price rule. Expectations come from the API.
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext } from '@playwright/test';
import { ENDPOINT_AREAS as endpoints } from '@sponsorspot/contract/endpoint-list';
import {
  PRICE_RULE_TEXT,
  formatLocationPath,
  parseSpotProduct,
  priceProblem,
} from '@sponsorspot/contract/rules';
import { expect, test } from '../fixtures.js';
import { callApi, json } from '../harness/api.js';
import { violationsInBothThemes } from '../harness/axe.js';
import { dialogSettled } from '../harness/dialogs.js';
import { MarketplacePage } from '../pages/marketplace-page.js';
import { PublisherSpotsPage, type SpotFormInput } from '../pages/publisher-spots-page.js';
import { SubscriptionPage } from '../pages/subscription-page.js';

const PUBLISHER = { email: 'publisher@sponsorspot.test', password: 'Publisher!2026' };

/** A text as a RegExp that matches it literally. */
const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function asUser(api: APIRequestContext, jwt: string) {
  const options = { headers: { Authorization: `Bearer ${jwt}` } };
  return {
    usage: () => json(callApi(api, endpoints.sponsorSettings.usage, {}, options)),
    spots: () => json(callApi(api, endpoints.publisher.publisherSpots, { body: { pageSize: 100 } }, options)),
    spot: (id: number) => callApi(api, endpoints.publisher.getSpot, { params: { id } }, options),
  };
}

test('a publisher creates a spot with a messy location path, sees it formatted, publishes it and finds it in the marketplace', async ({
  page,
  api,
  loginAs,
  consoleErrors,
}) => {
  const session = await loginAs(PUBLISHER.email, PUBLISHER.password);
  const spots = new PublisherSpotsPage(page);
  await spots.goto();
  await expect(spots.heading).toBeVisible();

  const name = 'Seedling swap sidebar';
  const messy = 'blog//side bar/';
  await spots.openNewSpot();
  // The dialog opens on its first field.
  await expect(spots.name).toBeFocused();
  await spots.fillForm({ name, sampleUrl: 'https://bramble.example/blog', price: '12' });
  await spots.locationPath.pressSequentially(messy);
  // The preview follows the typing with the one rule of the contract.
  await expect(spots.locationPathPreview).toHaveText('/BLOG/SIDEBAR');
  expect(formatLocationPath(messy)).toBe('/BLOG/SIDEBAR');
  // What saving will change is said before saving, beside the field.
  await expect(spots.locationPath).toHaveAccessibleDescription(
    /^Will be saved as \/BLOG\/SIDEBAR: letters in capitals, spaces removed, repeated slashes made one, a slash added at the start, the slash at the end dropped\./,
  );
  await spots.createButton.click();
  await expect(spots.formDialog).toBeHidden();
  // Focus goes to what saving did, not back to "New spot" and never to the page.
  await expect(spots.outcome).toHaveText(`“${name}” is created.`);
  await expect(spots.outcome).toBeFocused();

  const row = spots.row(name);
  await expect(row).toContainText('/BLOG/SIDEBAR');
  await expect(row).toContainText('New');
  // Stored formatted, not only shown so.
  const stored = (await asUser(api, session.jwt).spots()).spots.find((spot) => spot.name === name);
  expect(stored).toMatchObject({ locationPath: '/BLOG/SIDEBAR', status: 0 });

  // Only the allowed transitions are offered: a new spot goes to draft, a draft is published.
  await expect(spots.rowButton(name, 'Publish')).toHaveCount(0);
  // Each status button is replaced by the next one: focus goes to what the change did.
  await spots.rowButton(name, 'Move to draft').click();
  await expect(row).toContainText('Draft');
  await expect(spots.outcome).toHaveText(`“${name}” is now a draft.`);
  await expect(spots.outcome).toBeFocused();
  await spots.rowButton(name, 'Publish').focus();
  await page.keyboard.press('Enter');
  await expect(row.getByText('Published', { exact: true })).toBeVisible();
  await expect(spots.outcome).toHaveText(`“${name}” is now published.`);
  await expect(spots.outcome).toBeFocused();
  await expect(row.getByText('Available', { exact: true })).toBeVisible();
  await expect(spots.rowButton(name, 'Disable')).toBeVisible();
  await expect(spots.rowButton(name, 'Back to draft')).toBeVisible();

  const marketplace = new MarketplacePage(page);
  await marketplace.goto();
  await marketplace.search('Seedling swap');
  await expect(marketplace.card(name)).toBeVisible();
  await expect(marketplace.card(name)).toContainText('/BLOG/SIDEBAR');
  expect(consoleErrors).toEqual([]);
});

test('a free publisher at capacity gets an upgrade prompt naming the plan that lifts it, nothing is created, and paying for that plan from the prompt lifts the limit', async ({
  page,
  api,
  loginAs,
}) => {
  const session = await loginAs(PUBLISHER.email, PUBLISHER.password);
  const user = asUser(api, session.jwt);
  const before = await user.usage();
  expect(before.listingCapacity).not.toBeNull();
  const room = (before.listingCapacity as number) - before.listingCount;
  expect(room).toBeGreaterThan(0);

  const spots = new PublisherSpotsPage(page);
  await spots.goto();
  for (let n = 1; n <= room; n += 1) {
    await spots.createSpot({ name: `Fill-up spot ${n}`, price: '15' });
    await expect(spots.row(`Fill-up spot ${n}`)).toBeVisible();
  }
  expect((await user.usage()).listingCount).toBe(before.listingCapacity);

  await spots.createSpot({ name: 'One spot too many', price: '15' });
  await expect(spots.upgradePrompt).toBeVisible();
  // The refusal arrives while the button is busy: focus goes to the prompt.
  await expect(spots.upgradePrompt).toBeFocused();
  await expect(spots.upgradePrompt).toContainText(
    `You list ${before.listingCapacity} of ${before.listingCapacity} spots`,
  );
  await expect(spots.upgradePrompt).toContainText('upgrade to Basic, which lists up to 10 spots');
  // No raw error code on screen.
  await expect(spots.formDialog).not.toContainText('plan_limit_reached');
  expect((await user.usage()).listingCount).toBe(before.listingCapacity);
  expect((await user.spots()).spots.map((spot) => spot.name)).not.toContain('One spot too many');

  // The prompt opens the checkout for that plan where the user is; paid, the same form goes through.
  await spots.upgradePrompt.getByRole('button', { name: 'Upgrade to Basic' }).click();
  const checkout = new SubscriptionPage(page);
  await expect(page.getByRole('dialog', { name: /^Basic/ })).toBeVisible();
  await checkout.checkout.payWith('4242 4242 4242 4242');
  await expect(checkout.paymentComplete).toBeVisible();
  await checkout.done.click();
  await expect.poll(async () => (await user.usage()).listingCapacity).toBe(10);
  await spots.createButton.click();
  await expect(spots.formDialog).toBeHidden();
  await expect(spots.row('One spot too many')).toBeVisible();
  expect((await user.usage()).listingCount).toBe((before.listingCapacity as number) + 1);
});

test('deleting a spot asks first, says what will be lost, and keeps the spot when the publisher changes their mind', async ({
  page,
  api,
  loginAs,
}) => {
  const session = await loginAs(PUBLISHER.email, PUBLISHER.password);
  const user = asUser(api, session.jwt);
  // A spot without an active reservation can be deleted.
  const target = (await user.spots()).spots.find(
    (spot) => spot.currentSpotContent === null || spot.currentSpotContent.status !== 2,
  );
  expect(target).toBeDefined();
  const name = target!.name;

  const spots = new PublisherSpotsPage(page);
  await spots.goto();
  await spots.rowButton(name, 'Delete').click();
  await expect(spots.deleteDialog).toBeVisible();
  // The dialog opens on its first action, the one that keeps the spot.
  await expect(spots.deleteDialog.getByRole('button', { name: 'Keep the spot' }).last()).toBeFocused();
  await expect(spots.deleteDialog).toContainText(`Delete “${name}”?`);
  await expect(spots.deleteDialog).toContainText('reservations history');
  await expect(spots.deleteDialog).toContainText('the views and clicks it counted');
  await spots.deleteDialog.getByRole('button', { name: 'Keep the spot' }).last().click();
  await expect(spots.deleteDialog).toBeHidden();
  await expect(spots.row(name)).toBeVisible();
  expect((await user.spot(target!.id)).status()).toBe(200);

  await spots.rowButton(name, 'Delete').click();
  await spots.deleteDialog.getByRole('button', { name: 'Delete spot' }).click();
  await expect(spots.deleteDialog).toBeHidden();
  await expect(spots.row(name)).toHaveCount(0);
  // The row and its button are gone: focus is on what the deletion did.
  await expect(spots.outcome).toHaveText(`“${name}” is deleted.`);
  await expect(spots.outcome).toBeFocused();
  expect((await user.spot(target!.id)).status()).toBe(404);
});

test('a spot holding an active reservation is not deleted: the dialog says why', async ({
  page,
  api,
  loginAs,
}) => {
  const session = await loginAs(PUBLISHER.email, PUBLISHER.password);
  const user = asUser(api, session.jwt);
  const held = (await user.spots()).spots.find((spot) => spot.currentSpotContent?.status === 2);
  expect(held, 'the demo publisher has a live spot').toBeDefined();

  const spots = new PublisherSpotsPage(page);
  await spots.goto();
  await spots.rowButton(held!.name, 'Delete').click();
  await spots.deleteDialog.getByRole('button', { name: 'Delete spot' }).click();
  await expect(spots.deleteDialog.getByRole('alert')).toContainText('active reservation');
  await expect(spots.deleteDialog.getByRole('alert')).toBeFocused();
  expect((await user.spot(held!.id)).status()).toBe(200);
});

test('taking a sponsored spot out of the marketplace asks first and says what the sponsor loses; keeping it changes nothing', async ({
  page,
  api,
  loginAs,
}) => {
  const session = await loginAs(PUBLISHER.email, PUBLISHER.password);
  const user = asUser(api, session.jwt);
  const live = (await user.spots()).spots.find(
    (spot) => spot.status === 2 && spot.sponsor && spot.currentSpotContent?.status === 2,
  );
  expect(live, 'the demo publisher has a live sponsored spot').toBeDefined();
  const spots = new PublisherSpotsPage(page);
  await spots.goto();
  const asking = page.getByRole('dialog', { name: `Disable: “${live!.name}”?` });

  // Kept: the dialog opens on "Keep it published", and Escape leaves the spot as it was.
  await spots.rowButton(live!.name, 'Disable').click();
  await expect(asking).toContainText(`${live!.sponsor!.name} sponsors this spot`);
  await expect(asking).toContainText('their decal does not show on your site');
  await expect(
    asking.locator('.modal-footer').getByRole('button', { name: 'Keep it published' }),
  ).toBeFocused();
  await dialogSettled(page);
  expect(await violationsInBothThemes(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.keyboard.press('Escape');
  await expect(asking).toBeHidden();
  expect((await json(user.spot(live!.id))).status).toBe(2);

  // Confirmed: the spot is disabled and focus lands on the outcome.
  await spots.rowButton(live!.name, 'Disable').click();
  await asking.getByRole('button', { name: 'Disable spot' }).click();
  await expect(spots.outcome).toHaveText(`“${live!.name}” is now disabled.`);
  await expect(spots.outcome).toBeFocused();
  expect((await json(user.spot(live!.id))).status).toBe(3);

  // A spot nobody sponsors is disabled at once, as before.
  const free = (await user.spots()).spots.find((spot) => spot.status === 2 && !spot.sponsor && !spot.heldBy);
  expect(free, 'the demo publisher has a published spot nobody sponsors').toBeDefined();
  await spots.rowButton(free!.name, 'Disable').click();
  await expect(spots.outcome).toHaveText(`“${free!.name}” is now disabled.`);
});

test('the form names a bad sample URL at its field and sends nothing', async ({ page, api, loginAs }) => {
  const session = await loginAs(PUBLISHER.email, PUBLISHER.password);
  const before = (await asUser(api, session.jwt).spots()).totalCount;
  const spots = new PublisherSpotsPage(page);
  await spots.goto();
  await spots.openNewSpot();
  await spots.fillForm({ name: 'Bad address', sampleUrl: 'bramble.example/page', price: '12' });
  // Sent from the keyboard; focus goes to the first field in error.
  await spots.price.press('Enter');
  await expect(spots.sampleUrl).toHaveAttribute('aria-invalid', 'true');
  await expect(spots.sampleUrl).toBeFocused();
  await expect(spots.sampleUrl).toHaveAccessibleDescription(
    /Enter a full address, such as https:\/\/example.com\/page\./,
  );
  expect((await asUser(api, session.jwt).spots()).totalCount).toBe(before);
});

test('the price field names a price the rule refuses in the contract’s words and sends nothing; a valid price is listed', async ({
  page,
  api,
  loginAs,
  consoleErrors,
}) => {
  const session = await loginAs(PUBLISHER.email, PUBLISHER.password);
  const user = asUser(api, session.jwt);
  const before = (await user.spots()).totalCount;
  const spots = new PublisherSpotsPage(page);
  await spots.goto();
  await spots.openNewSpot();
  // A new spot has no price: nothing is free, the form asks for one.
  await expect(spots.price).toHaveValue('');
  await expect(spots.price).toHaveAccessibleDescription(/in US dollars: \$1\.00 to \$100,000\.00/);
  await spots.fillForm({ name: 'Potting bench banner', sampleUrl: 'https://bramble.example/bench' });
  await spots.createButton.click();
  await expect(spots.price).toHaveAttribute('aria-invalid', 'true');
  await expect(spots.price).toBeFocused();
  await expect(spots.price).toHaveAccessibleDescription(new RegExp(literally(PRICE_RULE_TEXT)));

  for (const [text, message] of [
    ['0', priceProblem(0)],
    ['19.999', priceProblem(19.999)],
    ['100000.01', priceProblem(100_000.01)],
  ] as const) {
    await spots.price.fill(text);
    await spots.createButton.click();
    await expect(spots.price).toHaveAttribute('aria-invalid', 'true');
    await expect(spots.price).toHaveAccessibleDescription(new RegExp(literally(message!)));
  }
  expect((await user.spots()).totalCount).toBe(before);

  await spots.price.fill('19.99');
  await spots.createButton.click();
  await expect(spots.formDialog).toBeHidden();
  await expect(spots.row('Potting bench banner')).toContainText('$19.99 / month');
  const stored = (await user.spots()).spots.find((spot) => spot.name === 'Potting bench banner');
  expect(parseSpotProduct(stored!.productJson)).toMatchObject({ pricePerMonth: 19.99, currency: 'USD' });
  expect(consoleErrors).toEqual([]);
});

test('a free publisher gets the snippet of their live spot, and the HTML file is offered with the Pro plan', async ({
  page,
  api,
  loginAs,
}) => {
  // Axe in both themes over the dialog.
  test.slow();
  const session = await loginAs(PUBLISHER.email, PUBLISHER.password);
  // Bramble Garden Club's paid live spot (seeds: demo).
  const name = 'Site-wide feature';
  const listed = (await asUser(api, session.jwt).spots()).spots.find((spot) => spot.name === name);
  expect(listed, `${name} is one of the free publisher's spots`).toBeDefined();
  const expected = await callApi(
    api,
    endpoints.publisher.spotSnippet,
    { params: { id: listed!.id } },
    { headers: { Authorization: `Bearer ${session.jwt}` } },
  );
  expect(expected.status()).toBe(200);

  const spots = new PublisherSpotsPage(page);
  await spots.goto();
  await spots.rowButton(name, 'Embed').click();
  await expect(spots.embedDialog).toBeVisible();
  await expect(spots.snippet).toHaveValue(await expected.text());
  await expect(spots.snippet).toHaveValue(new RegExp(`alt="Sponsored: ${name}"`));
  await expect(spots.embedDialog.getByTestId('snippet-counts')).toHaveText(/counts views and clicks/);
  await expect(spots.copySnippetButton).toBeVisible();
  await expect(
    spots.embedDialog.frameLocator('iframe').getByRole('img', { name: `Sponsored: ${name}` }),
  ).toBeVisible();
  // The file is what the plan sells now, said with what it counts; there is no download without it.
  await expect(spots.downloadFileButton).toHaveCount(0);
  await expect(spots.downloadUpgradePrompt).toContainText(/email newsletters/i);
  await expect(spots.downloadUpgradePrompt).toContainText('counts clicks, not views');
  await expect(spots.downloadUpgradePrompt.getByRole('button', { name: 'Upgrade to Pro' })).toBeVisible();

  await dialogSettled(page);
  expect(await violationsInBothThemes(page, { exclude: ['iframe[sandbox]'] })).toEqual([]);
});

test('a signed-in user who is not a publisher is shown the way to /earn', async ({ page, loginAs }) => {
  await loginAs('sponsor@sponsorspot.test', 'Sponsor!2026');
  const spots = new PublisherSpotsPage(page);
  await spots.goto();
  await expect(spots.notPublisher).toBeVisible();
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Start earning with your site' }),
  ).toHaveAttribute('href', '/earn');
  await expect(spots.newSpotButton).toHaveCount(0);
});

for (const theme of ['light', 'dark'] as const) {
  test(`the spot form and the delete dialog have no serious or critical axe violation (${theme})`, async ({
    page,
    loginAs,
  }) => {
    await loginAs(PUBLISHER.email, PUBLISHER.password);
    const spots = new PublisherSpotsPage(page);
    await page.emulateMedia({ colorScheme: theme });
    await spots.goto();
    await expect(spots.rows.first()).toBeVisible();
    await spots.openNewSpot();
    await spots.fillForm({ name: '', sampleUrl: 'nope' });
    await spots.createButton.click();
    await expect(spots.name).toHaveAttribute('aria-invalid', 'true');
    await dialogSettled(page);
    const form = await new AxeBuilder({ page }).analyze();
    await page.keyboard.press('Escape');
    await expect(spots.formDialog).toBeHidden();
    await spots.rows
      .getByRole('button', { name: /^Delete / })
      .first()
      .click();
    await expect(spots.deleteDialog).toBeVisible();
    await dialogSettled(page);
    const dialog = await new AxeBuilder({ page }).analyze();
    const serious = [...form.violations, ...dialog.violations].filter(
      (violation) => violation.impact === 'serious' || violation.impact === 'critical',
    );
    expect(serious.map((violation) => `${violation.id} ${violation.help}`)).toEqual([]);
  });
}

/** A new spot created with the form, then published from its row (New → Draft → Published). */
async function createAndPublish(spots: PublisherSpotsPage, input: SpotFormInput): Promise<void> {
  await spots.createSpot(input);
  await expect(spots.row(input.name)).toBeVisible();
  await spots.rowButton(input.name, 'Move to draft').click();
  await spots.rowButton(input.name, 'Publish').click();
}

test('the embed preview loads the spot of the data set the browser is in: a new spot of its sandbox shows its placeholder', async ({
  page,
  loginAs,
}) => {
  await loginAs(PUBLISHER.email, PUBLISHER.password);
  const spots = new PublisherSpotsPage(page);
  await spots.goto();
  const name = 'Preview rail';
  await createAndPublish(spots, {
    name,
    price: '15',
    locationPath: '/PREVIEW/RAIL',
    sampleUrl: 'https://bramble.example/garden',
  });
  await spots.rowButton(name, 'Embed').click();
  const preview = spots.embedDialog.frameLocator('iframe').getByRole('img', { name: `Sponsored: ${name}` });
  await expect(preview).toBeVisible();
  // Loaded (a spot the data set lacks would answer 404: a broken image of no width).
  await expect
    .poll(() => preview.evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : -1)))
    .toBeGreaterThan(0);
});

test('a spot that cannot be published yet says so in words, with the way to what it needs', async ({
  page,
  loginAs,
}) => {
  await loginAs(PUBLISHER.email, PUBLISHER.password);
  const spots = new PublisherSpotsPage(page);
  await spots.goto();
  const name = 'No sample yet';
  await createAndPublish(spots, { name, price: '15', locationPath: '/NO/SAMPLE' });
  const refused = page.getByRole('main').getByRole('alert');
  await expect(refused).toContainText(`“${name}” was not published: `);
  await expect(refused).toContainText('it needs a sample URL');
  await expect(refused).toBeFocused();
  await expect(refused.getByRole('button', { name: 'Edit the spot' })).toBeVisible();
});
