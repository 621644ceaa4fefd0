import type { APIRequestContext } from '@playwright/test';
import { endpointUrl, type EndpointInput } from '@sponsorspot/contract/endpoint';
import { ENDPOINT_AREAS as endpoints } from '@sponsorspot/contract/endpoint-list';
import { facetValuesOf, placementLabel } from '@sponsorspot/contract/search-rules';
import { expect, test } from '../fixtures.js';
import { callApi, json } from '../harness/api.js';
import { endpointGlob } from '../harness/network.js';
import { MarketplacePage } from '../pages/marketplace-page.js';

const SEARCH = endpoints.marketplace.searchSpots;
/** The app's searches, as the simulator's faults and request journal name them. */
const SEARCH_CALLS = { method: SEARCH.method, path: endpointUrl(SEARCH) };

/** The marketplace search as the API answers it. */
const search = (api: APIRequestContext, body: EndpointInput<typeof SEARCH>['body']) =>
  json(callApi(api, SEARCH, { body }));

test.describe('marketplace', () => {
  test('shows the first page of spots with live decals and available badges', async ({
    page,
    api,
    consoleErrors,
  }) => {
    const answer = await search(api, {});
    expect(answer.totalCount).toBeGreaterThan(answer.pageSize);

    const marketplace = new MarketplacePage(page);
    await marketplace.goto();
    await expect(marketplace.cardNames()).toHaveText(answer.spots.map((spot) => spot.name));
    await expect(page.getByText(`of ${answer.totalCount} spots`)).toBeVisible();

    const liveCard = marketplace.cards.filter({ hasText: 'Live' }).first();
    await expect(liveCard).toBeVisible();
    const decal = liveCard.getByRole('img');
    await expect(decal).toBeVisible();
    await expect.poll(() => decal.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(marketplace.cards.filter({ hasText: 'Available' }).first()).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('at 1280 px each card shows its size and placement in full, and the price hint its range', async ({
    page,
    api,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const answer = await search(api, { sort: 'relevance' });
    const marketplace = new MarketplacePage(page);
    await marketplace.goto();
    await expect(marketplace.cardNames()).toHaveText(answer.spots.map((spot) => spot.name));
    for (const [index, spot] of answer.spots.entries()) {
      const { placement } = facetValuesOf(spot.productJson);
      if (!placement) continue;
      const label = placementLabel(placement).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      const line = marketplace.cards.nth(index).getByText(new RegExp(`^Placement: ${label}$`));
      await expect(line).toBeVisible();
      // Nothing of the line is cut off.
      expect(await line.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    }
    const { min, max } = answer.facets!.price;
    const dollars = (amount: number) =>
      `$${amount.toLocaleString('en-US', { minimumFractionDigits: Number.isInteger(amount) ? 0 : 2 })}`;
    await expect(marketplace.priceFrom).toHaveAccessibleDescription(
      `These spots cost ${dollars(min!)} to ${dollars(max!)} a month.`,
    );
    await expect(marketplace.priceFrom).toHaveAttribute('placeholder', String(Math.floor(min!)));
  });

  test('search keeps its text in the URL, survives a reload and the back button', async ({ page, api }) => {
    const first = await search(api, {});
    const word = first.spots[0]!.name.split(/\s+/).find((part) => part.length >= 4) ?? first.spots[0]!.name;
    const expected = await search(api, { searchText: word });
    expect(expected.totalCount).toBeGreaterThan(0);

    const marketplace = new MarketplacePage(page);
    await marketplace.goto();
    await expect(marketplace.cards.first()).toBeVisible();
    await marketplace.search(word);
    await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(word)}`));
    await expect(marketplace.cardNames()).toHaveText(expected.spots.map((spot) => spot.name));

    await page.reload();
    await expect(marketplace.searchBox).toHaveValue(word);
    await expect(marketplace.cardNames()).toHaveText(expected.spots.map((spot) => spot.name));

    await page.goBack();
    await expect(page).not.toHaveURL(/[?&]q=/);
    await expect(marketplace.cards).toHaveCount(first.pageSize);
  });

  test('pages through the results and the back button returns to the previous page', async ({
    page,
    api,
  }) => {
    const pageOne = await search(api, {});
    const pageTwo = await search(api, { pageNumber: 2 });
    const marketplace = new MarketplacePage(page);
    await marketplace.goto();
    await expect(marketplace.cards.first()).toBeVisible();

    await expect(marketplace.currentPage()).toHaveText('Page 1');
    // From the keyboard: the page's summary takes the focus, at the top where the new cards start.
    // Scrolled to at once first: focus() alone scrolls smoothly (Bootstrap's scroll-behavior), and a scroll
    // still moving when Enter lands would carry the new page away from its top.
    await marketplace.pageLink(2).scrollIntoViewIfNeeded();
    await marketplace.pageLink(2).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(marketplace.cardNames()).toHaveText(pageTwo.spots.map((spot) => spot.name));
    await expect(marketplace.currentPage()).toHaveText('Page 2');
    const first = pageOne.pageSize + 1;
    const summary = page.getByText(new RegExp(`^Showing ${first}–`));
    await expect(summary).toBeFocused();
    await expect(summary).toBeInViewport();

    await page.goBack();
    await expect(page).not.toHaveURL(/[?&]page=2/);
    await expect(marketplace.currentPage()).toHaveText('Page 1');
    await expect(marketplace.cardNames()).toHaveText(pageOne.spots.map((spot) => spot.name));
  });

  test('says so when nothing matches, and clearing the search brings the spots back', async ({ page }) => {
    const marketplace = new MarketplacePage(page);
    await marketplace.goto('?q=zzzqqqxxy');
    await expect(page.getByText(/No spots match/)).toBeVisible();
    await expect(marketplace.cards).toHaveCount(0);
    // The price hint says why it has no range, and the fields suggest none (not "From 0").
    await expect(marketplace.priceFrom).toHaveAccessibleDescription(
      'No spot matches the search and filters, so there are no prices to compare.',
    );
    await expect(marketplace.priceFrom).toHaveAttribute('placeholder', '');
    await page.getByRole('button', { name: /clear search/i }).click();
    await expect(marketplace.cards.first()).toBeVisible();
  });

  test('shows the error and recovers with Try again', async ({ page }) => {
    let simulatorDown = true;
    // The search's calls, whatever follows the path (a query string included).
    await page.route(`${endpointGlob(SEARCH)}**`, async (route) =>
      simulatorDown ? route.abort('connectionrefused') : route.continue(),
    );
    const marketplace = new MarketplacePage(page);
    await marketplace.goto();
    await expect(page.getByRole('alert')).toBeVisible({ timeout: 15_000 });
    await expect(marketplace.priceFrom).toHaveAccessibleDescription(
      'The prices of these spots could not be loaded. You can still enter a range.',
    );
    await expect(marketplace.priceFrom).toHaveAttribute('placeholder', '');
    simulatorDown = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(marketplace.cards.first()).toBeVisible();
  });
});

test.describe('against simulator faults', () => {
  test("shows the backend's message when search fails, and recovers with Try again", async ({
    page,
    sim,
  }) => {
    // Enough failures for the first load and the app's one retry of a 5xx.
    const faultId = await sim.armFault({
      ...SEARCH_CALLS,
      status: 503,
      code: 'maintenance',
      message: 'The marketplace is down for maintenance.',
      times: 10,
    });
    const marketplace = new MarketplacePage(page);
    await marketplace.goto();
    await expect(page.getByText('The marketplace could not be loaded')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('The marketplace is down for maintenance.')).toBeVisible();
    const failed = await sim.requests(SEARCH_CALLS);
    expect(failed.length).toBeGreaterThan(0);
    expect(failed.every((r) => r.status === 503 && r.faultId === faultId)).toBe(true);
    await sim.clearFaults();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(marketplace.cards.first()).toBeVisible();
    // Every search the app sent carried the tenant header and its page.
    const searches = await sim.requests(SEARCH_CALLS);
    expect(searches.at(-1)).toMatchObject({ status: 200, tenant: 'sponsor-spot', body: { pageNumber: 1 } });
  });

  test('says it is loading while a slow answer is on its way, then shows the spots', async ({
    page,
    sim,
  }) => {
    // Slow enough that a loaded machine still finds the loading state before the answer.
    await sim.armFault({ ...SEARCH_CALLS, delayMs: 6_000 });
    const marketplace = new MarketplacePage(page);
    await marketplace.goto('?q=blog');
    await expect(page.getByText('Loading spots…')).toBeAttached();
    await expect(marketplace.cards).toHaveCount(0);
    await expect(marketplace.priceFrom).toHaveAccessibleDescription('Finding the prices of these spots…');
    await expect(marketplace.priceFrom).toHaveAttribute('placeholder', '');
    await expect(marketplace.cards.first()).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('Loading spots…')).not.toBeAttached();
    const [sent] = await sim.requests(SEARCH_CALLS);
    expect(sent).toMatchObject({ status: 200, body: { searchText: 'blog' } });
  });
});

test.describe('layout stability', () => {
  test('the spots take the place of the loading skeletons: nothing on the page moves', async ({
    page,
    sim,
  }) => {
    // A phone's screen (Lighthouse's mobile size), where the first cards fill the view.
    await page.setViewportSize({ width: 412, height: 823 });
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
          shifts.push(entry.value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await sim.armFault({ ...SEARCH_CALLS, delayMs: 1_500 });
    const marketplace = new MarketplacePage(page);
    await marketplace.goto();
    const results = page.getByTestId('spot-results');
    const firstItem = results.getByRole('listitem').first();
    await expect(page.getByText('Loading spots…')).toBeVisible();
    const skeletonBox = await firstItem.boundingBox();
    expect(skeletonBox).not.toBeNull();

    await expect(marketplace.cards.first()).toBeVisible({ timeout: 15_000 });
    expect(await firstItem.boundingBox()).toEqual(skeletonBox);
    const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);
    // Lighthouse's "good" is a cumulative shift under 0.1; one list replacing another should not shift at all.
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.01);
  });
});

test.describe('an empty marketplace', () => {
  test.use({ scenario: 'empty' });

  test('explains there are no spots yet', async ({ page }) => {
    const marketplace = new MarketplacePage(page);
    await marketplace.goto();
    await expect(page.getByText(/no spots/i).first()).toBeVisible();
    await expect(marketplace.cards).toHaveCount(0);
  });
});

test.describe('filters and sort', () => {
  test('filter and sort from the URL, with counts from the facets; the back button restores each step', async ({
    page,
    api,
  }) => {
    const all = await search(api, { sort: 'relevance' });
    // The most common placement that leaves some spots out, so ticking it changes the results.
    const placement = all.facets!.placements.find((facet) => facet.count < all.totalCount)!;
    const label = placementLabel(placement.value);
    const filtered = await search(api, { sort: 'relevance', placements: [placement.value] });
    const cheapFirst = await search(api, { sort: 'price_asc', placements: [placement.value] });
    expect(filtered.totalCount).toBe(placement.count);
    const names = (answer: typeof all) => answer.spots.map((spot) => spot.name);
    expect(names(cheapFirst)).not.toEqual(names(filtered));

    const marketplace = new MarketplacePage(page);
    await marketplace.goto();
    await expect(marketplace.cardNames()).toHaveText(names(all));
    const box = marketplace.choice('Placement', label);
    // The label carries the count the facets answer: "Sidebar, 12 spots".
    await expect(box).toHaveAccessibleName(new RegExp(`^${label}\\s*,\\s*${placement.count} spots?$`));

    await box.check();
    await expect(page).toHaveURL(new RegExp(`[?&]placement=${encodeURIComponent(placement.value)}`));
    await expect(marketplace.cardNames()).toHaveText(names(filtered));
    await expect(
      page.getByText(`of ${placement.count} ${placement.count === 1 ? 'spot' : 'spots'}`),
    ).toBeVisible();
    await expect(box).toBeFocused();

    await marketplace.sortSelect.selectOption('price_asc');
    await expect(page).toHaveURL(/[?&]sort=price_asc/);
    await expect(marketplace.cardNames()).toHaveText(names(cheapFirst));
    // Each card says what it costs: the first is the cheapest of the placement.
    const price = JSON.parse(cheapFirst.spots[0]!.productJson).pricePerMonth as number;
    await expect(marketplace.cards.first()).toContainText(
      `$${price.toLocaleString('en-US', { minimumFractionDigits: Number.isInteger(price) ? 0 : 2 })} a month`,
    );

    await page.reload();
    await expect(marketplace.sortSelect).toHaveValue('price_asc');
    await expect(marketplace.cardNames()).toHaveText(names(cheapFirst));

    await page.goBack();
    await expect(page).not.toHaveURL(/sort=/);
    await expect(marketplace.sortSelect).toHaveValue('relevance');
    await expect(marketplace.cardNames()).toHaveText(names(filtered));
    await page.goBack();
    await expect(page).not.toHaveURL(/placement=/);
    await expect(box).not.toBeChecked();
    await expect(marketplace.cardNames()).toHaveText(names(all));
  });

  test('a filter goes back to page 1; a price range that leaves nothing says so and Clear filters undoes it', async ({
    page,
    api,
  }) => {
    const all = await search(api, { sort: 'relevance' });
    const live = all.facets!.availability.find((facet) => facet.value === 'live')!;
    expect(live.count).toBeGreaterThan(0);
    const liveOnly = await search(api, { sort: 'relevance', availability: ['live'] });

    const marketplace = new MarketplacePage(page);
    await marketplace.goto('?page=2');
    await expect(marketplace.currentPage()).toHaveText('Page 2');
    await marketplace.choice('Availability', 'Live').check();
    await expect(page).not.toHaveURL(/page=2/);
    await expect(marketplace.cardNames()).toHaveText(liveOnly.spots.map((spot) => spot.name));
    for (const card of await marketplace.cards.all())
      await expect(card.getByText('Live', { exact: true })).toBeVisible();

    // Above the dearest spot's price: nothing is left.
    await marketplace.priceFrom.fill(String(Math.ceil(all.facets!.price.max! + 1)));
    await marketplace.applyPrice.click();
    const empty = page.getByRole('heading', { name: 'No spots match these filters' });
    await expect(empty).toBeFocused();
    await expect(marketplace.cards).toHaveCount(0);
    await page.getByTestId('spot-results').getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).not.toHaveURL(/[?&](min|status)=/);
    await expect(marketplace.cardNames()).toHaveText(all.spots.map((spot) => spot.name));
    await expect(marketplace.choice('Availability', 'Live')).not.toBeChecked();
    await expect(marketplace.priceFrom).toHaveValue('');
  });

  test('on a phone the filters fold into a disclosure and nothing scrolls sideways', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const marketplace = new MarketplacePage(page);
    await marketplace.goto();
    await expect(marketplace.cards.first()).toBeVisible();
    await expect(marketplace.filters.getByRole('heading', { name: 'Filters' })).toBeHidden();
    await expect(marketplace.showFilters).toHaveAttribute('aria-expanded', 'false');
    await marketplace.showFilters.click();
    await expect(marketplace.filters.getByRole('heading', { name: 'Filters' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Hide filters/ })).toHaveAttribute('aria-expanded', 'true');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
