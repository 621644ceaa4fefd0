import { expect, test } from '../fixtures.js';

// index.html's frame paints before the app's code has run; on the marketplace's address it holds the
// screen's heading and lead where the screen puts them (web/index.html, web/src/boot/boot.js), and React
// shows the same frame until the screen's code is in (web/src/app/hydrate-fallback.tsx).

test("the marketplace's heading and lead paint with the frame, where the screen shows them", async ({
  page,
}) => {
  await page.goto('/marketplace');
  const heading = page.getByRole('heading', { level: 1, name: 'Marketplace' });
  const lead = page.locator('p.lead');
  await expect(page.getByTestId('spot-card').first()).toBeVisible();
  const screen = {
    heading: await heading.boundingBox(),
    lead: await lead.boundingBox(),
    text: await lead.innerText(),
  };

  // The screen's code held back: the frame, then React's copy of it, are all there is.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/landing-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/marketplace');
  await expect(heading).toBeVisible();
  // React has started and shows the frame as it was (its own wrapper, without a class, around it).
  await expect(page.locator('#root > div:not([class]) h1')).toHaveText('Marketplace');
  expect(await heading.boundingBox()).toEqual(screen.heading);
  expect(await lead.boundingBox()).toEqual(screen.lead);
  expect(await lead.innerText()).toBe(screen.text);
  await expect(page.getByTestId('spot-card')).toHaveCount(0);

  release();
  await expect(page.getByTestId('spot-card').first()).toBeVisible();
  expect(await heading.boundingBox()).toEqual(screen.heading);
});

test('the frame of another address shows no heading of the marketplace', async ({ page }) => {
  // No app code at all: what the browser paints from index.html alone.
  await page.route(/\/assets\/index-[^/]+\.js$/, (route) => route.abort());
  await page.goto('/start');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Marketplace' })).toHaveCount(0);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Marketplace' })).toBeVisible();
});
