// Social sign-in (contract/src/endpoints/auth.ts externalLogin) through hello.js and the simulator's stand-in
// provider page in a popup.
import { ENDPOINT_AREAS as endpoints } from '@sponsorspot/contract/endpoint-list';
import { AUTH_COOKIE, expect, test } from '../fixtures.js';
import { callApi } from '../harness/api.js';
import { AppNav } from '../pages/app-nav.js';
import { LoginPage } from '../pages/login-page.js';
import { ProviderPopup } from '../pages/provider-popup.js';

test('Google: picking a seeded identity logs in as that user, with their plan', async ({
  page,
  context,
  consoleErrors,
}) => {
  const login = new LoginPage(page);
  await login.goto('/account/subscription');
  const popupOpened = page.waitForEvent('popup');
  await login.socialButton('Google').click();
  const popup = await popupOpened;
  await expect(popup).toHaveTitle('Sign in with Google (SponsorSpot simulator)');

  const provider = new ProviderPopup(popup);
  await provider.continueAs('pro@sponsorspot.test');
  // The popup closes itself once it has handed the answer to the app.
  await expect.poll(() => popup.isClosed()).toBe(true);

  const nav = new AppNav(page);
  await expect(page).toHaveURL('/account/subscription');
  await expect(nav.userMenuButton).toHaveText('Priya Raman');
  await expect(nav.planBadge).toHaveText('Plan: Pro');
  expect((await context.cookies()).map((cookie) => cookie.name)).toContain(AUTH_COOKIE);
  expect(consoleErrors).toEqual([]);
});

test('a new identity typed on the provider page creates a verified account on the Free plan', async ({
  page,
  api,
  sim,
}) => {
  const login = new LoginPage(page);
  await login.goto();
  const popupOpened = page.waitForEvent('popup');
  await login.socialButton('GitHub').click();
  const provider = new ProviderPopup(await popupOpened);
  await expect(provider.popup).toHaveTitle('Sign in with GitHub (SponsorSpot simulator)');
  await provider.signInAsNewIdentity('octo.newcomer@sponsorspot.test', 'Octo Newcomer');
  await expect.poll(() => provider.popup.isClosed()).toBe(true);

  const nav = new AppNav(page);
  await expect(nav.userMenuButton).toHaveText('Octo Newcomer');
  await expect(nav.planBadge).toHaveText('Plan: Free');
  await expect(page).toHaveURL('/marketplace');

  // The account exists on the server: registering its address again answers as for a new one, and the
  // owner is mailed a link to reset the password instead of a new account.
  const register = await callApi(api, endpoints.auth.register, {
    body: { email: 'octo.newcomer@sponsorspot.test', password: 'Harbour-lights-2026', name: 'Someone Else' },
  });
  expect(register.status()).toBe(202);
  const mail = await sim.latestMail('octo.newcomer@sponsorspot.test', 'registration_attempt');
  expect(new URL(mail.link).pathname).toBe('/password/reset');
});

test('GitHub: denying access says sign-in was cancelled and the visitor stays logged out', async ({
  page,
  context,
}) => {
  const login = new LoginPage(page);
  await login.goto();
  const popupOpened = page.waitForEvent('popup');
  await login.socialButton('GitHub').click();
  const provider = new ProviderPopup(await popupOpened);
  await provider.deny();
  await expect.poll(() => provider.popup.isClosed()).toBe(true);

  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'Sign-in was cancelled: The user denied access.',
  );
  await expect(login.heading).toBeVisible();
  await expect(new AppNav(page).userMenuButton).toHaveCount(0);
  await expect(login.socialButton('GitHub')).toBeEnabled();
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain(AUTH_COOKIE);
});
