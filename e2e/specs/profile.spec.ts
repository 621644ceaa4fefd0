// /account/profile: editing the profile, with the new name in the navigation after a reload.
import { ENDPOINT_AREAS as endpoints } from '@sponsorspot/contract/endpoint-list';
import { expect, test } from '../fixtures.js';
import { callApi } from '../harness/api.js';
import { AppNav } from '../pages/app-nav.js';
import { ProfilePage } from '../pages/profile-page.js';

test('changing the name says it is saved, with focus on it, and the user menu shows the new name after a reload', async ({
  page,
  api,
  loginAs,
  consoleErrors,
}) => {
  const session = await loginAs('sponsor@sponsorspot.test', 'Sponsor!2026');
  const profile = new ProfilePage(page);
  await profile.goto();
  const nav = new AppNav(page);
  await expect(profile.name).toHaveValue('Sam Okafor');
  await expect(nav.userMenuButton).toHaveText('Sam Okafor');

  await profile.changeName('Samuel Okafor');
  await expect(profile.savedToast).toBeVisible();
  // The button was busy while saving: focus goes to what happened, not to the page.
  await expect(profile.savedToast).toBeFocused();
  await expect(profile.name).toHaveValue('Samuel Okafor');

  await page.reload();
  await expect(profile.name).toHaveValue('Samuel Okafor');
  await expect(nav.userMenuButton).toHaveText('Samuel Okafor');

  // Saved on the server, not just in this browser.
  const stored = await callApi(
    api,
    endpoints.users.profile,
    {},
    { headers: { Authorization: `Bearer ${session.jwt}` } },
  );
  expect(stored.status()).toBe(200);
  expect(await stored.json()).toMatchObject({ name: 'Samuel Okafor' });
  expect(consoleErrors).toEqual([]);
});

test('a website that is not a URL is refused with a message and nothing is saved', async ({
  page,
  loginAs,
}) => {
  await loginAs('pro@sponsorspot.test', 'ProUser!2026');
  const profile = new ProfilePage(page);
  await profile.goto();
  await expect(profile.name).toHaveValue('Priya Raman');
  const savedWebsite = await profile.website.inputValue();

  await profile.website.fill('not a website');
  await profile.save.click();
  await expect(profile.website).toHaveAttribute('aria-invalid', 'true');
  await expect(profile.website).toBeFocused();
  await expect(profile.website).toHaveAccessibleDescription(
    'Enter a web address starting with https:// (or leave it empty).',
  );
  await expect(profile.savedToast).toHaveCount(0);

  await page.reload();
  await expect(profile.name).toHaveValue('Priya Raman');
  await expect(profile.website).toHaveValue(savedWebsite);
});
