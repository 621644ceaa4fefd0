import { expect, test } from '../fixtures.js';

test('the theme preference survives a reload and is kept under a tenant-prefixed key', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/marketplace');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-bs-theme', 'light');

  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(html).toHaveAttribute('data-bs-theme', 'dark');
  const stored = await page.evaluate(() => window.localStorage.getItem('sponsor-spot.layout'));
  expect(JSON.parse(stored ?? '{}')).toMatchObject({ isDark: true });

  await page.reload();
  await expect(html).toHaveAttribute('data-bs-theme', 'dark');
  await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
});

test('the workspace menu is open on a desktop; narrower, its toggle opens it and the choice is kept', async ({
  page,
  loginAs,
}) => {
  await loginAs('sponsor@sponsorspot.test', 'Sponsor!2026');
  const workspace = page.getByRole('navigation', { name: 'Workspace' });
  const toggle = page.getByRole('button', { name: 'Menu' });

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/sponsor');
  await expect(workspace.getByRole('link', { name: 'Sponsored spots' })).toBeVisible();
  await expect(toggle).toBeHidden();

  await page.setViewportSize({ width: 800, height: 800 });
  await expect(workspace).toBeHidden();
  await toggle.click();
  await expect(page.getByRole('button', { name: 'Hide menu' })).toHaveAttribute('aria-expanded', 'true');
  await workspace.getByRole('link', { name: 'Sponsored spots' }).click();
  await expect(page).toHaveURL(/\/sponsor\/spots/);
  await expect(workspace.getByRole('link', { name: 'Sponsor dashboard' })).toBeVisible();
  await page.reload();
  await expect(workspace.getByRole('link', { name: 'Sponsor dashboard' })).toBeVisible();
});
