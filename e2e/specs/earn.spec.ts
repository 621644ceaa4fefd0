// The publisher onboarding flow (/earn): a newcomer registers through it, connects payouts on the
// simulator's payout onboarding page and comes back at the publish step; abandoning leaves them pending;
// a connected publisher skips ahead. And /start's live count of open spots.
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { TEST_BANK_ACCOUNT } from '@sponsorspot/contract/payout-rules';
import { EntityStatus } from '@sponsorspot/contract/constants';
import { ENDPOINT_AREAS as endpoints } from '@sponsorspot/contract/endpoint-list';
import { expect, test } from '../fixtures.js';
import { callApi, json } from '../harness/api.js';
import { endpointPathPattern } from '../harness/network.js';
import { harness } from '../harness/ports.js';
import type { SimulatorControl } from '../harness/sim-control.js';
import { EarnPage } from '../pages/earn-page.js';
import { HomePage } from '../pages/home-page.js';
import { LoginPage } from '../pages/login-page.js';
import { MarketplacePage } from '../pages/marketplace-page.js';
import { PayoutOnboardingPage } from '../pages/payout-onboarding-page.js';
import { RegisterPage } from '../pages/register-page.js';
import { VerificationPage } from '../pages/verification-page.js';

const newcomer = {
  name: 'Pia Publisher',
  email: 'pia.publisher@sponsorspot.test',
  password: 'Orchard-window-2026',
};

/** The user's payout account and publisher as the API answers them (logged in through the API). */
async function accountOf(api: APIRequestContext, email: string, password: string) {
  const login = await callApi(api, endpoints.auth.login, { body: { email, password } });
  expect(login.status(), await login.text()).toBe(200);
  const options = { headers: { authorization: `Bearer ${(await json(login)).jwt}` } };
  const account = await callApi(api, endpoints.account.payoutAccount, {}, options);
  const profile = await callApi(api, endpoints.sponsorSettings.publisherProfile, {}, options);
  return {
    account: account.status() === 200 ? await json(account) : null,
    publisher: (await json(profile)).publisher,
  };
}

/** Registers, verifies through the outbox and logs in, starting from /earn/register. */
async function registerThroughEarn(page: Page, sim: SimulatorControl) {
  const earn = new EarnPage(page);
  await earn.goto('register');
  await expect(earn.currentStep).toHaveText(/Your account/);
  await earn.createAccountLink.click();

  await new RegisterPage(page).register(newcomer);
  await expect(page).toHaveURL((url) => url.pathname === '/verification');
  const mail = await sim.latestMail(newcomer.email, 'verification');
  const verification = new VerificationPage(page);
  await verification.verify(mail.code);
  await verification.logInLink.click();
  await new LoginPage(page).logIn(newcomer.email, newcomer.password);
  await expect(page).toHaveURL((url) => url.pathname === '/earn/connect');
  return earn;
}

test.describe('earn', () => {
  test('a newcomer registers through /earn, connects payouts and comes back at the publish step', async ({
    page,
    sim,
    api,
    consoleErrors,
  }) => {
    const earn = await registerThroughEarn(page, sim);
    await expect(earn.currentStep).toHaveText(/Payouts/);
    await expect(earn.step('Your account')).toHaveAccessibleName(/\(done\)/);
    await expect(earn.step('Payouts')).not.toHaveAccessibleName(/\(done\)/);

    await earn.connectPayouts('Orchard Window Press');
    const onboarding = new PayoutOnboardingPage(page);
    await expect(onboarding.heading).toBeVisible();
    expect(new URL(page.url()).origin).toBe(new URL(harness.simUrl).origin);
    await expect(onboarding.businessName).toHaveValue('Orchard Window Press');
    const pending = await accountOf(api, newcomer.email, newcomer.password);
    expect(pending.publisher?.status).toBe(EntityStatus.Pending);

    // A wrong number gets a field message and the page again.
    await onboarding.finish({
      country: 'GB',
      routingNumber: TEST_BANK_ACCOUNT.routingNumber,
      accountNumber: '000222222227', // 000111111116 is taken: its payouts fail
    });
    await expect(onboarding.accountNumber).toHaveAttribute('aria-invalid', 'true');
    // Focus starts on the field in error, not at the top of the page.
    await expect(onboarding.accountNumber).toBeFocused();
    await expect(
      page.getByText(`Use the test account number ${TEST_BANK_ACCOUNT.accountNumber}.`),
    ).toBeVisible();

    await onboarding.finish({ country: 'GB', ...TEST_BANK_ACCOUNT });
    await expect(page).toHaveURL((url) => url.origin === harness.webUrl && url.pathname === '/earn/publish');
    await expect(earn.currentStep).toHaveText(/First spot/);
    await expect(earn.step('Your account')).toHaveAccessibleName(/\(done\)/);
    await expect(earn.step('Payouts')).toHaveAccessibleName(/\(done\)/);

    const connected = await accountOf(api, newcomer.email, newcomer.password);
    expect(connected.publisher?.status).toBe(EntityStatus.Active);
    expect(connected.account).toMatchObject({
      status: EntityStatus.Active,
      detailsSubmitted: true,
      payoutsEnabled: true,
      country: 'GB',
      bankAccountLast4: TEST_BANK_ACCOUNT.accountNumber.slice(-4),
    });
    await expect(earn.payoutStatus).toContainText('Payouts are connected for Orchard Window Press');
    // The account is named as the user's, never by the provider's id (acct_…).
    await expect(earn.payoutStatus).toContainText('Your payout account: details submitted, payouts enabled.');
    await expect(earn.payoutStatus).not.toContainText(connected.account!.id);

    // The first spot: a location path typed messily is previewed and stored formatted, and the spot is
    // published at once and found in the marketplace.
    await earn.spotLocationPath.fill('blog//side bar/');
    await expect(earn.spotLocationPathPreview).toContainText('/BLOG/SIDEBAR');
    await earn.publishSpot({
      name: 'Orchard sidebar',
      locationPath: 'blog//side bar/',
      sampleUrl: 'https://orchardwindow.example/blog',
      price: '35',
    });
    await expect(earn.published).toContainText('“Orchard sidebar” is published');
    await expect(earn.published).toContainText('/BLOG/SIDEBAR');
    // The news takes the focus from the form that is gone; below it, the snippet every publisher gets, and
    // (a free plan) the HTML file offered as an upgrade.
    await expect(earn.published).toBeFocused();
    await expect(page.getByLabel('Paste this where the spot sits on your page')).toHaveValue(
      /^<a href="[^"]+\/public\/spot\/\d+\/click" rel="sponsored noopener"><img /,
    );
    await expect(page.getByTestId('download-upgrade-prompt')).toBeVisible();
    await earn.seeInMarketplaceLink.click();
    const card = new MarketplacePage(page).card('Orchard sidebar');
    await expect(card).toBeVisible();
    await expect(card).toContainText('/BLOG/SIDEBAR');
    await expect(card).toContainText('Orchard Window Press');
    // Only the stand-in page's answer to the wrong number.
    expect(consoleErrors).toEqual([
      'Failed to load resource: the server responded with a status of 400 (Bad Request)',
    ]);
  });

  test('abandoning the payout page returns to the connect step with the publisher still pending', async ({
    page,
    sim,
    api,
  }) => {
    const earn = await registerThroughEarn(page, sim);
    await earn.connectPayouts('Orchard Window Press');
    await new PayoutOnboardingPage(page).abandonButton.click();
    await expect(page).toHaveURL(
      (url) => url.pathname === '/earn/connect' && url.searchParams.get('done') === '1',
    );
    await expect(earn.currentStep).toHaveText(/Payouts/);
    await expect(earn.payoutStatus).toContainText('Payout setup is not finished yet');
    await expect(earn.connectButton).toBeVisible();
    const state = await accountOf(api, newcomer.email, newcomer.password);
    expect(state.publisher?.status).toBe(EntityStatus.Pending);
    expect(state.account).toMatchObject({ detailsSubmitted: false, payoutsEnabled: false });
  });

  test('a connected publisher skips the account and payout steps', async ({ page, loginAs, api, sim }) => {
    const state = await accountOf(api, 'publisher@sponsorspot.test', 'Publisher!2026');
    expect(state.publisher?.status).toBe(EntityStatus.Active);
    await loginAs('publisher@sponsorspot.test', 'Publisher!2026');
    const earn = new EarnPage(page);
    // While the account is checked (slowed here), the step says so and is busy: it is not the screen yet.
    const profile = endpoints.sponsorSettings.publisherProfile;
    await sim.armFault({ method: profile.method, path: endpointPathPattern(profile), delayMs: 1_500 });
    await earn.goto('register');
    const checking = page.getByRole('status').filter({ hasText: 'Checking your account…' });
    await expect(checking).toHaveAttribute('aria-busy', 'true');
    await expect(page).toHaveURL((url) => url.pathname === '/earn/publish');
    await expect(earn.currentStep).toHaveText(/First spot/);
    await expect(earn.payoutStatus).toContainText('Your payout account: details submitted, payouts enabled.');
    await expect(earn.payoutStatus).not.toContainText(state.account!.id);
  });
});

/** The serious and critical axe violations of the page as it is, by rule id and target. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`));
}

test('the connect form and the payout onboarding page pass axe in both themes', async ({
  page,
  loginAs,
  api,
}) => {
  // Eight axe runs over two pages in two themes: 25 s on a quiet machine, close to the default limit.
  test.slow();
  const sponsor = { email: 'sponsor@sponsorspot.test', password: 'Sponsor!2026' };
  expect((await accountOf(api, sponsor.email, sponsor.password)).publisher).toBeNull();
  await loginAs(sponsor.email, sponsor.password);
  const earn = new EarnPage(page);
  const onboarding = new PayoutOnboardingPage(page);
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await earn.goto('connect');
    await expect(earn.connectButton).toBeVisible();
    expect(await seriousViolations(page), `connect form (${theme})`).toEqual([]);
    await earn.connectPayouts('Trailhead Coffee Roasters');
    await expect(onboarding.heading).toBeVisible();
    expect(await seriousViolations(page), `onboarding page (${theme})`).toEqual([]);
    await onboarding.finish({ country: 'US', routingNumber: '1', accountNumber: '2' });
    await expect(onboarding.accountNumber).toHaveAttribute('aria-invalid', 'true');
    // Two fields in error: focus starts on the first.
    await expect(onboarding.routingNumber).toBeFocused();
    expect(await seriousViolations(page), `onboarding page with field messages (${theme})`).toEqual([]);
    await onboarding.abandonButton.click();
    await expect(earn.payoutStatus).toBeVisible();
    expect(await seriousViolations(page), `connect step after abandoning (${theme})`).toEqual([]);
  }
});

test.describe('home', () => {
  test('/start shows the live count of open spots and the first few', async ({
    page,
    api,
    consoleErrors,
  }) => {
    const answer = await json(callApi(api, endpoints.marketplace.availableSpots, { body: { pageSize: 4 } }));
    expect(answer.totalCount).toBeGreaterThan(4);

    const home = new HomePage(page);
    await home.goto();
    await expect(home.total).toHaveText(answer.totalCount.toLocaleString('en-US'));
    await expect(home.openSpots.getByRole('heading')).toHaveText(answer.spots.map((spot) => spot.name));
    await home.openSpots.first().getByRole('link').click();
    await expect(page).toHaveURL((url) => url.pathname === `/order/${answer.spots[0]!.id}`);
    expect(consoleErrors).toEqual([]);
  });
});
