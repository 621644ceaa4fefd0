// The main journeys against a backend with only the spec calls (SIM_PROFILE=spec): browse and search,
// register/verify/login, a subscription bought through checkout, a publisher's spot created and published, a
// sponsor's decal uploaded, checked, paid and reserved (live at once: that backend has no publisher review).
// On every screen visited: no error toast, no failure panel, and no console error but the browser's own line
// for an extension the app asked for and this backend answered 404 (the app then says "not offered").
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { mapPathParams, endpointPattern, offeredBySpecBackend } from '@sponsorspot/contract/endpoint';
import { ENDPOINTS, ENDPOINT_AREAS as endpoints } from '@sponsorspot/contract/endpoint-list';
import { isSpotLive, parseSpotProduct } from '@sponsorspot/contract/rules';
import { expect, test as base } from '../fixtures.js';
import { callApi, json } from '../harness/api.js';
import { harness } from '../harness/ports.js';
import { EmbeddedCheckoutFrame } from '../pages/embedded-checkout.js';
import { LoginPage } from '../pages/login-page.js';
import { MarketplacePage } from '../pages/marketplace-page.js';
import { OrderPage } from '../pages/order-page.js';
import { PublisherSpotsPage } from '../pages/publisher-spots-page.js';
import { RegisterPage } from '../pages/register-page.js';
import { SettingsPage } from '../pages/settings-page.js';
import { SubscriptionPage } from '../pages/subscription-page.js';
import { VerificationPage } from '../pages/verification-page.js';

const PUBLISHER = { email: 'publisher@sponsorspot.test', password: 'Publisher!2026' };
const SPONSOR = { email: 'pixelforge@sponsorspot.test', password: 'Market!2026' };
const DECAL_300x250 = fileURLToPath(new URL('../../seeds/images/velogear-300x250.png', import.meta.url));

/**
 * Where a 404 is an expected answer: the extensions of the backend's services (this backend lacks them), and
 * the sponsor's content on a spot, whose 404 is the spec call's "none yet" (the same in the full profile).
 */
const EXPECTED_404_PATHS = ENDPOINTS.filter(
  ({ endpoint }) => !offeredBySpecBackend(endpoint) || endpoint === endpoints.content.sponsorContent,
).map(
  ({ endpoint }) =>
    new RegExp(`^${mapPathParams(endpointPattern(endpoint).replace(/\/$/, ''), () => '[^/]+')}/?$`),
);
const isExpected404 = (url: string) => EXPECTED_404_PATHS.some((path) => path.test(new URL(url).pathname));

const test = base.extend<{ problems: string[] }>({
  problems: async ({ page }, use) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const url = message.location().url;
      if (/status of 404/.test(message.text()) && url && isExpected404(url)) return;
      problems.push(`${message.text()} ${url}`);
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await use(problems);
  },
});

test.beforeAll(() => {
  expect(harness.profile, 'run with playwright.spec-profile.config.ts').toBe('spec');
});

/** The screen has settled calmly: no error toast or failure panel, and no unexpected console error. */
async function expectCalm(page: Page, problems: string[]) {
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.locator('.toast.text-bg-danger')).toHaveCount(0);
  await expect(page.locator('.alert-danger, .border-danger-subtle')).toHaveCount(0);
  expect(problems).toEqual([]);
}

/** Opens each path and checks it is calm; answers nothing. */
async function visitCalmly(page: Page, problems: string[], paths: string[]) {
  for (const path of paths) {
    await page.goto(path);
    await expectCalm(page, problems);
  }
}

test('a visitor browses and searches the marketplace and opens a spot', async ({ page, api, problems }) => {
  await visitCalmly(page, problems, ['/start', '/dashboard', '/earn', '/marketplace']);
  const found = await json(callApi(api, endpoints.marketplace.searchSpots, { body: { pageSize: 5 } }));
  const spot = found.spots[0]!;
  const marketplace = new MarketplacePage(page);
  // That backend ignores the filters and sort of ours, so the screen says they are not offered.
  await expect(page.getByText('Filters and sorting: not offered by this backend.')).toBeVisible();
  await expect(marketplace.sortSelect).toHaveCount(0);
  await marketplace.search(spot.name);
  // Several spots may share a name: the first card is enough.
  const card = marketplace.card(spot.name).first();
  await expect(card).toBeVisible();
  await expectCalm(page, problems);
  await card.getByRole('link', { name: spot.name }).click();
  const order = new OrderPage(page);
  await expect(order.heading).toHaveText(spot.name);
  await order.openTab('Analytics');
  await expect(page.getByText("A spot's public traffic: not offered by this backend.")).toBeVisible();
  await expectCalm(page, problems);
});

test('register, verify with the mailed code, log in; resending the code is not offered', async ({
  page,
  sim,
  problems,
}) => {
  const newcomer = {
    name: 'Spec Profile',
    email: 'spec.profile@example.test',
    password: 'Harbour-lights-2026',
  };
  const register = new RegisterPage(page);
  await register.goto();
  await register.register(newcomer);
  await expect(page).toHaveURL((url) => url.pathname === '/verification');
  await page.getByText('No email? Send the code again').click();
  await page.getByRole('button', { name: 'Send a new code' }).click();
  await expect(page.getByText('Sending the code again: not offered by this backend.')).toBeVisible();
  await expectCalm(page, problems);

  const mail = await sim.latestMail(newcomer.email, 'verification');
  const verification = new VerificationPage(page);
  await verification.verify(mail.code);
  await expect(verification.verified).toBeVisible();
  await verification.logInLink.click();
  const login = new LoginPage(page);
  await login.logIn(newcomer.email, newcomer.password);
  await expect(page).toHaveURL((url) => url.pathname === '/marketplace');
  await expectCalm(page, problems);
  await visitCalmly(page, problems, ['/account/profile', '/account/settings', '/sponsor', '/sponsor/spots']);
});

test('a publisher upgrades through checkout, creates and publishes a spot, and finds it in the marketplace', async ({
  page,
  loginAs,
  problems,
}) => {
  await loginAs(PUBLISHER.email, PUBLISHER.password);
  const subscription = new SubscriptionPage(page);
  await subscription.open();
  await expect(subscription.heading).toBeVisible();
  await subscription.upgradeTo('Pro');
  await subscription.checkout.payWith('4242 4242 4242 4242');
  await expect(subscription.paymentComplete).toBeVisible();
  await subscription.done.click();
  await expectCalm(page, problems);

  await page.goto('/publisher');
  await expect(page.getByText('Reviewing decals: not offered by this backend.')).toBeVisible();
  await expect(page.getByText('Your payout history: not offered by this backend.')).toBeVisible();
  await expectCalm(page, problems);

  const spots = new PublisherSpotsPage(page);
  await spots.goto();
  await expect(page.getByText('The list of your spots: not offered by this backend.')).toBeVisible();
  await expectCalm(page, problems);
  const name = 'Spec profile sidebar';
  await spots.createSpot({ name, sampleUrl: 'https://bramble.example/blog', price: '12' });
  await expect(spots.formDialog).toBeHidden();
  await spots.rowButton(name, 'Move to draft').click();
  await spots.rowButton(name, 'Publish').click();
  await expect(spots.row(name).getByText('Published', { exact: true })).toBeVisible();
  await spots.rowButton(name, 'Embed').click();
  await expect(page.getByText('The embed snippet: not offered by this backend.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expectCalm(page, problems);

  const marketplace = new MarketplacePage(page);
  await marketplace.goto();
  await marketplace.search(name);
  await expect(marketplace.card(name)).toContainText('Available');
  await expectCalm(page, problems);
  await visitCalmly(page, problems, ['/dashboard', '/earn/publish', '/account/subscription']);
});

test('a sponsor uploads a decal, passes the check, pays and reserves: live at once', async ({
  page,
  api,
  loginAs,
  problems,
}) => {
  test.setTimeout(90_000);
  const available = await json(
    callApi(api, endpoints.marketplace.availableSpots, { body: { pageSize: 100 } }),
  );
  const spot = available.spots.find((candidate) => {
    const { width, height } = parseSpotProduct(candidate.productJson);
    return width === 300 && height === 250 && candidate.name !== 'Jobs board header';
  });
  expect(spot, 'an available 300x250 spot').toBeDefined();
  await loginAs(SPONSOR.email, SPONSOR.password);
  await visitCalmly(page, problems, ['/sponsor', '/sponsor/spots']);
  await expect(page.getByText('The list of your reservations: not offered by this backend.')).toBeVisible();

  const order = new OrderPage(page);
  await order.goto(spot!.id, 'reserve');
  await order.uploadDecal(DECAL_300x250);
  await expect(order.decalPreview).toBeVisible({ timeout: 30_000 });
  await order.enterLink('https://pixelforge.example/studio');
  await order.enterTitle('Pixel Forge Studios');
  await order.terms.check();
  await order.checkButton.click();
  await expect(order.checkStatus).toHaveText('The check passed.', { timeout: 10_000 });
  await page.getByRole('button', { name: /^Pay \$[\d,.]+ and reserve$/ }).click();
  await EmbeddedCheckoutFrame.in(page).payWith('4242 4242 4242 4242');
  await expect(page.getByText('Your decal is live on this spot.', { exact: false })).toBeVisible({
    timeout: 20_000,
  });
  await expectCalm(page, problems);
  const publicSpot = await json(callApi(api, endpoints.marketplace.publicSpot, { params: { id: spot!.id } }));
  expect(isSpotLive(publicSpot.snapshot)).toBe(true);
  await order.openTab('Overview');
  await expect(order.spotState).toHaveText('Live');
  await expectCalm(page, problems);
});

test('the password change in the settings is not offered: a calm note, with the focus on it', async ({
  page,
  loginAs,
  problems,
}) => {
  await loginAs(PUBLISHER.email, PUBLISHER.password);
  const settings = new SettingsPage(page);
  await settings.goto();
  await settings.changePasswordByKeyboard(PUBLISHER.password, 'quiet harbour lantern 42');
  const note = page.getByRole('status').filter({
    hasText: 'Changing the password here: not offered by this backend.',
  });
  await expect(note).toBeFocused();
  await expectCalm(page, problems);
});
