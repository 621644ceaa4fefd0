// The JavaScript-free embed, end to end: a publisher's page on another origin (a static page served here,
// no script allowed) holds the snippet the simulator gives a Pro publisher for one of their live spots.
// Loading the page counts one view, reloading it the same day none, clicking the decal one click and lands
// on the sponsor's link; the publisher's dashboard shows the figures POST spot/analytics answers.
import type { APIRequestContext } from '@playwright/test';
import { ENDPOINT_AREAS as endpoints } from '@sponsorspot/contract/endpoint-list';
import type { AnalyticsBody, AnalyticsResult } from '@sponsorspot/contract/publisher';
import { isSpotLive } from '@sponsorspot/contract/rules';
import type { Spot } from '@sponsorspot/contract/sponsor';
import { expect, test } from '../fixtures.js';
import { callApi, json } from '../harness/api.js';
import { servePublisherPage, type PublisherSite } from '../harness/publisher-site.js';
import { PublisherDashboardPage } from '../pages/publisher-dashboard-page.js';

const PRO = { email: 'pro@sponsorspot.test', password: 'ProUser!2026' };
const count = new Intl.NumberFormat('en-US');

test.describe('the embed snippet on a publisher page', () => {
  // Headless Chromium names itself HeadlessChrome, which the counting rules treat as a bot (it counts
  // nothing): this reader presents the user agent of an ordinary desktop Chrome.
  test.use({
    userAgent:
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  });
  let site: PublisherSite | undefined;
  test.afterEach(async () => {
    await site?.close();
    site = undefined;
  });

  test('counts one view per visitor per day and a click after it, and the dashboard shows both', async ({
    api,
    page,
    loginAs,
  }) => {
    const session = await loginAs(PRO.email, PRO.password);
    const auth = { authorization: `Bearer ${session.jwt}` };
    const analytics = async (request: APIRequestContext, spotIds?: number[]): Promise<AnalyticsResult> => {
      const body: AnalyticsBody = spotIds ? { as: 'publisher', spotIds } : { as: 'publisher' };
      const response = await callApi(request, endpoints.figures.analytics, { body }, { headers: auth });
      expect(response.status(), await response.text()).toBe(200);
      return json(response);
    };

    // One of the publisher's live spots, with its sponsor's link, as the API tells.
    const mine = await analytics(api);
    let live: Spot | undefined;
    for (const { spotId } of mine.spots) {
      const spot = await json(callApi(api, endpoints.marketplace.publicSpot, { params: { id: spotId } }));
      if (isSpotLive(spot.snapshot) && spot.currentSpotContent?.linkUrl) {
        live = spot;
        break;
      }
    }
    expect(live, 'the Pro publisher has a live spot').toBeDefined();
    const spot = live as Spot;
    const linkUrl = spot.currentSpotContent?.linkUrl as string;

    const snippetResponse = await callApi(
      api,
      endpoints.publisher.spotSnippet,
      { params: { id: spot.id } },
      { headers: auth },
    );
    expect(snippetResponse.status()).toBe(200);
    const snippet = await snippetResponse.text();
    expect(snippet).not.toMatch(/<script/i);
    site = await servePublisherPage(`<h1>A post on the publisher's blog</h1>${snippet}`);

    // The sponsor's site is answered here, never fetched from the network.
    await page.route(
      (url) => url.href.startsWith(new URL(linkUrl).origin),
      (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>Sponsor</title><h1>Sponsor landing</h1>' }),
    );

    const before = await analytics(api, [spot.id]);
    const decal = page.getByRole('img', { name: spot.name });
    const loaded = () => decal.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);

    await page.goto(site.url);
    await expect.poll(loaded).toBe(true);
    const afterLoad = await analytics(api, [spot.id]);
    expect(afterLoad.totalViews).toBe(before.totalViews + 1);
    expect(afterLoad.totalClicks).toBe(before.totalClicks);

    await page.reload();
    await expect.poll(loaded).toBe(true);
    expect((await analytics(api, [spot.id])).totalViews).toBe(before.totalViews + 1);

    await decal.click();
    await page.waitForURL(linkUrl);
    await expect(page.getByRole('heading', { name: 'Sponsor landing' })).toBeVisible();
    const afterClick = await analytics(api, [spot.id]);
    expect(afterClick.totalViews).toBe(before.totalViews + 1);
    expect(afterClick.totalClicks).toBe(before.totalClicks + 1);

    // The dashboard's default range is the API's default: the same figures.
    const all = await analytics(api);
    const dashboard = new PublisherDashboardPage(page);
    await dashboard.goto();
    await expect(dashboard.total('Views')).toHaveText(count.format(all.totalViews));
    await expect(dashboard.total('Clicks')).toHaveText(count.format(all.totalClicks));
    await expect(dashboard.chart).toBeVisible();
    await expect(dashboard.ctrChart).toBeVisible();
    await expect(dashboard.countingRules).toBeVisible();
    const row = all.spots.find((s) => s.spotId === spot.id);
    await expect(dashboard.spotRow(spot.name)).toContainText(count.format(row?.views ?? -1));
    await expect(dashboard.spotRow(spot.name)).toContainText(count.format(row?.clicks ?? -1));
  });
});

test.describe('the publisher dashboard by plan', () => {
  test('a free publisher sees the last 30 days, the API figures and the way to a plan', async ({
    api,
    page,
    loginAs,
  }) => {
    const session = await loginAs('publisher@sponsorspot.test', 'Publisher!2026');
    const figures = await json(
      callApi(
        api,
        endpoints.figures.analytics,
        { body: { as: 'publisher' } },
        { headers: { authorization: `Bearer ${session.jwt}` } },
      ),
    );
    const dashboard = new PublisherDashboardPage(page);
    await dashboard.goto();
    await expect(dashboard.total('Views')).toHaveText(count.format(figures.totalViews));
    await expect(page.getByText(`${figures.from} to ${figures.to}`).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Upgrade to Basic' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Date range presets' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });

  test('a user who publishes nothing is shown the way to /earn', async ({ page, loginAs }) => {
    await loginAs('sponsor@sponsorspot.test', 'Sponsor!2026');
    await new PublisherDashboardPage(page).goto();
    await expect(page.getByRole('heading', { name: 'You have no spots yet' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Start earning with your site' })).toHaveAttribute(
      'href',
      '/earn/start',
    );
  });
});
