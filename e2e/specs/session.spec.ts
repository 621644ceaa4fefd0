// The session's life in the browser (docs/architecture.md "Identity and session"): logging out, the silent
// refresh when the access token runs out, and the automatic logout when the server ends the session, back to
// where the user was.
import { endpointUrl } from '@sponsorspot/contract/endpoint';
import { ENDPOINT_AREAS as endpoints } from '@sponsorspot/contract/endpoint-list';
import { AUTH_COOKIE, expect, test, withoutUnauthorizedLoads } from '../fixtures.js';
import { callApi } from '../harness/api.js';
import { AppNav } from '../pages/app-nav.js';
import { LoginPage } from '../pages/login-page.js';
import { ProfilePage } from '../pages/profile-page.js';
import { SettingsPage } from '../pages/settings-page.js';

const sponsor = { email: 'sponsor@sponsorspot.test', password: 'Sponsor!2026', name: 'Sam Okafor' };

test.describe('logging out', () => {
  test('from the user menu on a protected page: cookie gone, nav says Log in, back to log in with the return path', async ({
    page,
    context,
    api,
    loginAs,
    consoleErrors,
  }) => {
    const session = await loginAs(sponsor.email, sponsor.password);
    const profile = new ProfilePage(page);
    await profile.goto();
    await expect(profile.name).toHaveValue(sponsor.name);
    expect((await context.cookies()).map((cookie) => cookie.name)).toContain(AUTH_COOKIE);

    const nav = new AppNav(page);
    await nav.logOut();
    await expect(page).toHaveURL('/login?return=%2Faccount%2Fprofile');
    await expect(new LoginPage(page).heading).toBeVisible();
    await expect(nav.userMenuButton).toHaveCount(0);
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain(AUTH_COOKIE);

    // The server ended the session too: the refresh token the browser started from is revoked.
    await expect
      .poll(async () =>
        (
          await callApi(api, endpoints.auth.refresh, { body: { refreshToken: session.refreshToken } })
        ).status(),
      )
      .toBe(401);
    expect(consoleErrors).toEqual([]);
  });

  test('on a public page the visitor stays there and the nav offers Log in', async ({
    page,
    context,
    loginAs,
    consoleErrors,
  }) => {
    await loginAs(sponsor.email, sponsor.password);
    await page.goto('/marketplace');
    const nav = new AppNav(page);
    await expect(nav.userMenuButton).toHaveText(sponsor.name);

    await nav.logOut();
    await expect(nav.logInLink).toBeVisible();
    await expect(nav.signUpLink).toBeVisible();
    await expect(nav.planBadge).toHaveCount(0);
    await expect(page).toHaveURL('/marketplace');
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain(AUTH_COOKIE);

    await page.reload();
    await expect(nav.logInLink).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('"Sign out of every session" also ends the sessions of other browsers', async ({
    page,
    context,
    api,
    loginAs,
  }) => {
    const elsewhere = await loginAs(sponsor.email, sponsor.password);
    // A second login stands for this browser; the first one's tokens stand for another browser.
    await loginAs(sponsor.email, sponsor.password);
    const settings = new SettingsPage(page);
    await settings.goto();
    await settings.signOutEverywhereButton.click();
    await expect(page).toHaveURL('/login?return=%2Faccount%2Fsettings');
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain(AUTH_COOKIE);

    const refresh = await callApi(api, endpoints.auth.refresh, {
      body: { refreshToken: elsewhere.refreshToken },
    });
    expect(refresh.status()).toBe(401);
  });
});

test('the access token runs out and the app refreshes it without the user noticing', async ({
  page,
  sim,
  loginAs,
  consoleErrors,
}) => {
  await loginAs(sponsor.email, sponsor.password);
  await page.goto('/account/subscription');
  const nav = new AppNav(page);
  await expect(nav.planBadge).toHaveText('Plan: Basic');
  await expect(page.getByRole('main').getByText('Basic (active)')).toBeVisible();
  // Everything the screen loads has arrived (the nav's Sponsor link needs the sponsor-side user).
  await expect(nav.link('Sponsor')).toBeVisible();

  const refreshed = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === endpointUrl(endpoints.auth.refresh) && response.status() === 200,
  );
  // Past the access token's 60 minutes (and past the app's 30-minute refresh, which has not fired yet).
  await sim.advanceClock(3700);
  await nav.goToAccount('Profile');
  await refreshed;

  const profile = new ProfilePage(page);
  await expect(page).toHaveURL('/account/profile');
  await expect(profile.name).toHaveValue(sponsor.name);
  await expect(nav.userMenuButton).toHaveText(sponsor.name);
  await expect(nav.planBadge).toHaveText('Plan: Basic');

  // The new tokens were kept: a reload starts from them, still logged in.
  await page.reload();
  await expect(profile.name).toHaveValue(sponsor.name);
  await expect(page).toHaveURL('/account/profile');
  // The expired token's 401 is the only error the browser saw.
  expect(withoutUnauthorizedLoads(consoleErrors)).toEqual([]);
});

test.describe('the server ends the session', () => {
  test('the next navigation logs out to /login?return=…, and logging in goes back there', async ({
    page,
    context,
    sim,
    loginAs,
    consoleErrors,
  }) => {
    await loginAs(sponsor.email, sponsor.password);
    const profile = new ProfilePage(page);
    await profile.goto();
    await expect(profile.name).toHaveValue(sponsor.name);
    // Wait for everything the screen loads, so the action below is the first to meet the ended session.
    await expect(page.getByRole('main').getByText('Trailhead Coffee Roasters')).toBeVisible();
    const nav = new AppNav(page);
    await expect(nav.link('Sponsor')).toBeVisible();

    expect(await sim.expireSessions(sponsor.email)).toBeGreaterThan(0);
    await nav.goToAccount('Subscription');

    // The Subscription screen's loader meets the ended session, so the user never left the profile:
    // that is the page they come back to.
    await expect(page).toHaveURL('/login?return=%2Faccount%2Fprofile');
    await expect(nav.userMenuButton).toHaveCount(0);
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain(AUTH_COOKIE);

    await new LoginPage(page).logIn(sponsor.email, sponsor.password);
    await expect(page).toHaveURL('/account/profile');
    await expect(profile.name).toHaveValue(sponsor.name);
    await expect(nav.userMenuButton).toHaveText(sponsor.name);
    expect(withoutUnauthorizedLoads(consoleErrors)).toEqual([]);
  });

  test('a reload logs out to /login?return=…, and logging in goes back there', async ({
    page,
    sim,
    loginAs,
    consoleErrors,
  }) => {
    await loginAs(sponsor.email, sponsor.password);
    await page.goto('/account/subscription');
    const nav = new AppNav(page);
    await expect(nav.planBadge).toHaveText('Plan: Basic');

    await sim.expireSessions(sponsor.email);
    await page.reload();
    await expect(page).toHaveURL('/login?return=%2Faccount%2Fsubscription');
    await expect(nav.userMenuButton).toHaveCount(0);

    await new LoginPage(page).logIn(sponsor.email, sponsor.password);
    await expect(page).toHaveURL('/account/subscription');
    await expect(nav.planBadge).toHaveText('Plan: Basic');
    expect(withoutUnauthorizedLoads(consoleErrors)).toEqual([]);
  });
});
