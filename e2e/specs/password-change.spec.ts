// The password change in /account/settings, by keyboard: a wrong current password puts the focus on that
// field with the reason; the right one changes it, says so (with the focus on the message), ends the user's
// other sessions while this one stays, mails the owner, and the new password logs in, landing where the
// role works. Axe in both themes and no sideways scroll at 390 px.
import { ENDPOINT_AREAS as endpoints } from '@sponsorspot/contract/endpoint-list';
import { ErrorCode } from '@sponsorspot/contract/constants';
import { expect, test } from '../fixtures.js';
import { violationsInBothThemes } from '../harness/axe.js';
import { callApi, json } from '../harness/api.js';
import { pageWidth } from '../harness/overflow.js';
import { AppNav } from '../pages/app-nav.js';
import { LoginPage } from '../pages/login-page.js';
import { SettingsPage } from '../pages/settings-page.js';

const PUBLISHER = { email: 'publisher@sponsorspot.test', password: 'Publisher!2026' };
const NEW_PASSWORD = 'quiet harbour lantern 42';

test('change the password by keyboard: a wrong current one is pointed at, then the new one logs in', async ({
  page,
  api,
  sim,
  loginAs,
  consoleErrors,
}) => {
  await loginAs(PUBLISHER.email, PUBLISHER.password);
  // Another session of the same user, e.g. on a phone.
  const other = await json(
    callApi(api, endpoints.auth.login, {
      body: { email: PUBLISHER.email, password: PUBLISHER.password },
    }),
  );
  const settings = new SettingsPage(page);
  await settings.goto();
  await expect(settings.passwordForm).toBeVisible();

  await settings.changePasswordByKeyboard('Not-my-password-2026', NEW_PASSWORD);
  await expect(settings.currentPassword).toBeFocused();
  await expect(settings.currentPassword).toHaveAttribute('aria-invalid', 'true');
  await expect(settings.currentPassword).toHaveAccessibleDescription(
    'This is not your current password. Check it and try again.',
  );

  // Typed again over the wrong one; Enter from the field sends the form (the new password is still there).
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(PUBLISHER.password);
  await page.keyboard.press('Enter');
  await expect(settings.passwordMessage).toHaveText(
    `Your password is changed. Every other session has ended; you stay logged in here. We sent a note to ${PUBLISHER.email}.`,
  );
  await expect(settings.passwordMessage).toBeFocused();
  await expect(settings.currentPassword).toHaveValue('');
  await expect(settings.currentPassword).not.toHaveAttribute('aria-invalid', 'true');

  const mail = await sim.latestMail(PUBLISHER.email, 'password_changed');
  expect(new URL(mail.link).pathname).toBe('/password/reset');
  // The other session has ended; this one stays.
  const otherCall = await callApi(api, endpoints.auth.currentUser, undefined, {
    headers: { Authorization: `Bearer ${other.jwt}` },
  });
  expect(otherCall.status()).toBe(401);
  expect((await otherCall.json()).code).toBe(ErrorCode.sessionRevoked);
  await page.reload();
  await expect(settings.passwordForm).toBeVisible();
  const nav = new AppNav(page);
  await expect(nav.userMenuButton).toBeVisible();

  await settings.logOutButton.click();
  const login = new LoginPage(page);
  await login.goto();
  await login.logIn(PUBLISHER.email, PUBLISHER.password);
  await expect(login.alert).toHaveText(
    'That email and password do not match an account. Check both and try again.',
  );
  await login.logIn(PUBLISHER.email, NEW_PASSWORD);
  // A publisher without a ?return= lands on the publisher dashboard.
  await expect(page).toHaveURL((url) => url.pathname === '/publisher');
  await expect(nav.userMenuButton).toBeVisible();
  expect(consoleErrors.filter((error) => !/status of 40[01]/.test(error))).toEqual([]);
});

test('a new password the rules refuse is said under its field, which takes the focus', async ({
  page,
  loginAs,
}) => {
  await loginAs(PUBLISHER.email, PUBLISHER.password);
  const settings = new SettingsPage(page);
  await settings.goto();
  await settings.changePasswordByKeyboard(PUBLISHER.password, 'short1!');
  await expect(settings.newPassword).toBeFocused();
  await expect(settings.newPassword).toHaveAttribute('aria-invalid', 'true');
  await expect(settings.newPassword).toHaveAccessibleDescription(/at least 12 characters/);
});

test('the settings with the password form: no serious or critical axe violation in light and dark, no sideways scroll at 390 px', async ({
  page,
  loginAs,
}) => {
  await loginAs(PUBLISHER.email, PUBLISHER.password);
  const settings = new SettingsPage(page);
  await settings.goto();
  // With the field errors showing, the form's busiest state.
  await settings.changePasswordButton.click();
  await expect(settings.currentPassword).toBeFocused();
  expect(await violationsInBothThemes(page)).toEqual([]);

  await page.setViewportSize({ width: 390, height: 844 });
  const width = await pageWidth(page);
  expect(width.scrollWidth, width.culprits.join('\n')).toBeLessThanOrEqual(width.viewport);
  expect(await violationsInBothThemes(page)).toEqual([]);
});
