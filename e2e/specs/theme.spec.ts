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
