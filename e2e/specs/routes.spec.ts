import type { APIRequestContext } from '@playwright/test';
import { ENDPOINT_AREAS as endpoints } from '@sponsorspot/contract/endpoint-list';
import { expect, test } from '../fixtures.js';
import { callApi, json } from '../harness/api.js';
import { readFileSync } from 'node:fs';
import { harness } from '../harness/ports.js';
import { INVOICE_ID, routeTable, SCREENS, SPOT_ID } from '../harness/screens.js';

/** web/package.json's version: the footer shows it. */
const WEB_VERSION = (
  JSON.parse(readFileSync(new URL('../../web/package.json', import.meta.url), 'utf8')) as { version: string }
).version;

/** The addresses of the route table's screens, by whether they need a login; a spot's id is put in per test. */
function addresses(requiresAuth: boolean): string[] {
  const patterns = new Set(
    routeTable
      .filter((row) => row.requiresAuth === requiresAuth && row.pattern !== '/*')
      .map((r) => r.pattern),
  );
  return [...patterns].flatMap((pattern) => SCREENS[pattern] ?? []);
}

// Every screen a logged-out visitor may open (docs/architecture.md "Screens and navigation").
const publicRoutes = addresses(false);
// The logged-in group: a visitor without a session is sent to log in, keeping where they wanted to go (an
// invoice's address names any id: the visitor never reaches it).
const protectedRoutes = addresses(true).map((address) => address.replace(INVOICE_ID, '1'));

test('finds both groups of the route table', () => {
  expect(publicRoutes).toContain('/marketplace');
  expect(publicRoutes).not.toContain('/publisher');
  expect(protectedRoutes).toEqual(expect.arrayContaining(['/publisher', '/sponsor/spots?status=active']));
});

/** The scenario's first marketplace spot, for the addresses that name one. */
async function withSpot(address: string, api: APIRequestContext): Promise<string> {
  if (!address.includes(SPOT_ID)) return address;
  const search = await json(callApi(api, endpoints.marketplace.searchSpots, { body: {} }));
  return address.replace(SPOT_ID, String(search.spots[0]?.id));
}

for (const address of publicRoutes) {
  test(`${address} renders with no console errors`, async ({ page, api, consoleErrors }) => {
    const path = await withSpot(address, api);
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText(WEB_VERSION);
    await expect(page.getByText(/page not found/i)).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });
}

for (const path of protectedRoutes) {
  test(`${path} sends a logged-out visitor to log in with the return path`, async ({
    page,
    consoleErrors,
  }) => {
    await page.goto(path);
    await expect(page).toHaveURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('return')).toBe(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
}

test('an unknown path shows the not-found page with a way back', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: /page not found/i })).toBeVisible();
  await page
    .getByRole('link', { name: /marketplace/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/marketplace/);
});

test('/cms and /cms/... leave the app for the content site, keeping the rest of the path', async ({
  page,
}) => {
  await page.goto('/cms');
  await expect(page).toHaveURL(harness.cmsUrl);
  await page.goto('/cms/guides/getting-started?ref=app');
  await expect(page).toHaveURL(`${harness.cmsUrl}/guides/getting-started?ref=app`);
});

test('navigation scrolls to the top', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 500 });
  await page.goto('/marketplace');
  await expect(page.getByTestId('spot-card').first()).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.getByRole('contentinfo').getByRole('link', { name: /earn/i }).first().click();
  await expect(page).toHaveURL(/\/earn/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
