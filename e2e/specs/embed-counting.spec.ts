// The JavaScript-free embed, end to end: a publisher's page on another origin (a static page served here,
// no script allowed) holds the snippet the simulator gives a publisher for one of their live spots.
// Loading the page counts one view, reloading it the same day none, clicking the decal one click and lands
// on the sponsor's link; the publisher's dashboard shows the figures POST spot/analytics answers. A free
// publisher copies the snippet from the app's Embed dialog and it counts the same; a Download.HTML publisher
// downloads the spot's HTML file, which carries the image inside and counts no view.
import type { APIRequestContext, Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { VISITORS_PER_ADDRESS } from '@sponsorspot/contract/counting';
import { endpointUrl } from '@sponsorspot/contract/endpoint';
import { ENDPOINT_AREAS as endpoints } from '@sponsorspot/contract/endpoint-list';
import type { AnalyticsBody, AnalyticsResult } from '@sponsorspot/contract/publisher';
import { isSpotLive } from '@sponsorspot/contract/rules';
import type { Spot } from '@sponsorspot/contract/sponsor';
import { expect, otherBrowser, test } from '../fixtures.js';
import { callApi, json } from '../harness/api.js';
import { violationsInBothThemes } from '../harness/axe.js';
import { dialogSettled } from '../harness/dialogs.js';
import { servePublisherPage, type PublisherSite } from '../harness/publisher-site.js';
import { rangeText } from '../harness/figures.js';
import { PublisherDashboardPage } from '../pages/publisher-dashboard-page.js';
import { PublisherSpotsPage } from '../pages/publisher-spots-page.js';

const PRO = { email: 'pro@sponsorspot.test', password: 'ProUser!2026' };
/** Free plan, no Download.HTML; one paid live spot (seeds: demo). */
const FREE = { email: 'publisher@sponsorspot.test', password: 'Publisher!2026' };
const count = new Intl.NumberFormat('en-US');

/** The publisher's figures, as the API answers them (all their spots, or these). */
function figuresOf(jwt: string) {
  const auth = { authorization: `Bearer ${jwt}` };
  return async (request: APIRequestContext, spotIds?: number[]): Promise<AnalyticsResult> => {
    const body: AnalyticsBody = spotIds ? { as: 'publisher', spotIds } : { as: 'publisher' };
    const response = await callApi(request, endpoints.figures.analytics, { body }, { headers: auth });
    expect(response.status(), await response.text()).toBe(200);
    return json(response);
  };
}

/** One of the publisher's live spots with a sponsor's link, as the API tells. */
async function liveSpotOf(api: APIRequestContext, jwt: string): Promise<Spot> {
  const mine = await figuresOf(jwt)(api);
  for (const { spotId } of mine.spots) {
    const spot = await json(callApi(api, endpoints.marketplace.publicSpot, { params: { id: spotId } }));
    if (isSpotLive(spot.snapshot) && spot.currentSpotContent?.linkUrl) return spot;
  }
  throw new Error('the publisher has no live spot');
}

/** The sponsor's site is answered here, never fetched from the network. */
async function answerSponsorSite(page: Page, linkUrl: string): Promise<void> {
  await page.route(
    (url) => url.href.startsWith(new URL(linkUrl).origin),
    (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Sponsor</title><h1>Sponsor landing</h1>' }),
  );
}

/** Another ordinary desktop browser: another visitor for the counting rules. */
const OTHER_BROWSER =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** Whether the embed dialog's preview has loaded the spot's image (and so been counted). */
const previewLoaded = (spots: PublisherSpotsPage) => () =>
  spots.embedDialog
    .frameLocator('iframe')
    .getByRole('img')
    .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);

/** Whether the spot's image on the page has loaded. */
const imageLoaded = (page: Page, name: string) => () =>
  page
    .getByRole('img', { name: `Sponsored: ${name}` })
    .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);

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
    const analytics = figuresOf(session.jwt);
    const spot = await liveSpotOf(api, session.jwt);
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
    await answerSponsorSite(page, linkUrl);

    const before = await analytics(api, [spot.id]);
    const decal = page.getByRole('img', { name: `Sponsored: ${spot.name}` });
    const loaded = imageLoaded(page, spot.name);

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
    // The rule that one address cannot inflate the counts is shown with the others.
    await expect(dashboard.countingRules).toContainText(`At most ${VISITORS_PER_ADDRESS} visitors count`);
    const row = all.spots.find((s) => s.spotId === spot.id);
    await expect(dashboard.spotRow(spot.name)).toContainText(count.format(row?.views ?? -1));
    await expect(dashboard.spotRow(spot.name)).toContainText(count.format(row?.clicks ?? -1));
  });

  test('a free publisher copies the snippet from the Embed dialog, and on their page it counts a view and a click', async ({
    api,
    page,
    context,
    browser,
    loginAs,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const session = await loginAs(FREE.email, FREE.password);
    const analytics = figuresOf(session.jwt);
    const spot = await liveSpotOf(api, session.jwt);
    const linkUrl = spot.currentSpotContent?.linkUrl as string;

    const spots = new PublisherSpotsPage(page);
    await spots.goto();
    await spots.rowButton(spot.name, 'Embed').click();
    await expect(spots.snippet).toHaveValue(/<a href=/);
    await spots.copySnippetButton.click();
    await expect(spots.copyStatus).toHaveText('Copied.');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await spots.snippet.inputValue());
    expect(copied).toContain(`/public/spot/${spot.id}/decal`);
    expect(copied).toContain(`alt="Sponsored: ${spot.name}"`);
    expect(copied).not.toMatch(/<script/i);
    // The preview loads the image too (the publisher's own view): counted before the figures are read.
    await expect.poll(previewLoaded(spots)).toBe(true);
    await page.keyboard.press('Escape');
    await expect(spots.embedDialog).toBeHidden();
    const before = await analytics(api, [spot.id]);

    // A reader of the publisher's page: another browser, so another visitor.
    site = await servePublisherPage(`<h1>Garden club news</h1>${copied}`);
    const reader = await otherBrowser(browser, { userAgent: OTHER_BROWSER });
    try {
      const readerPage = await reader.newPage();
      await answerSponsorSite(readerPage, linkUrl);
      await readerPage.goto(site.url);
      await expect.poll(imageLoaded(readerPage, spot.name)).toBe(true);
      const afterLoad = await analytics(api, [spot.id]);
      expect([afterLoad.totalViews, afterLoad.totalClicks]).toEqual([
        before.totalViews + 1,
        before.totalClicks,
      ]);
      await readerPage.getByRole('img', { name: `Sponsored: ${spot.name}` }).click();
      await readerPage.waitForURL(linkUrl);
      const afterClick = await analytics(api, [spot.id]);
      expect([afterClick.totalViews, afterClick.totalClicks]).toEqual([
        before.totalViews + 1,
        before.totalClicks + 1,
      ]);
    } finally {
      await reader.close();
    }
  });

  test('a Download.HTML publisher downloads the HTML file: the image inside, the counted link, no view counted', async ({
    api,
    page,
    sim,
    loginAs,
  }) => {
    // Axe in both themes, a failed download and a real one, and the file read on its own.
    test.slow();
    const session = await loginAs(PRO.email, PRO.password);
    const analytics = figuresOf(session.jwt);
    const spot = await liveSpotOf(api, session.jwt);

    const spots = new PublisherSpotsPage(page);
    await spots.goto();
    await spots.rowButton(spot.name, 'Embed').click();
    await expect(spots.snippet).toHaveValue(/<a href=/);
    await expect(spots.downloadUpgradePrompt).toHaveCount(0);
    await expect(spots.embedDialog.getByTestId('spot-file-download')).toContainText(
      'counts clicks, not views',
    );
    // The preview's view (the publisher's own) is counted before the figures are read.
    await expect.poll(previewLoaded(spots)).toBe(true);
    await dialogSettled(page);
    expect(await violationsInBothThemes(page, { exclude: ['iframe[sandbox]'] })).toEqual([]);
    const before = await analytics(api, [spot.id]);

    // A failed download says so, and the button tries again.
    await sim.armFault({
      method: 'GET',
      path: endpointUrl(endpoints.publisher.spotDownload, { id: spot.id }),
      status: 503,
      code: 'maintenance',
      message: 'Files are resting.',
      delayMs: 1_000,
      times: 1,
    });
    await spots.downloadFileButton.click();
    const busy = spots.embedDialog.getByRole('button', { name: 'Preparing the file…' });
    await expect(busy).toHaveAttribute('aria-disabled', 'true');
    await expect(spots.embedDialog.getByRole('alert')).toHaveText(
      'The file could not be downloaded: Files are resting. Try again.',
    );

    const downloading = page.waitForEvent('download');
    await spots.downloadFileButton.click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`sponsorspot-spot-${spot.id}.html`);
    const html = await readFile((await download.path()) as string, 'utf8');
    expect(html).toMatch(/^<!doctype html>/i);
    expect(html).toContain(`<title>Sponsored: ${spot.name}</title>`);
    expect(html).toMatch(/<img src="data:image\/[^"]+;base64,[A-Za-z0-9+/=]+"/);
    // The file's own click link: its readers load no view, so its clicks count without one.
    expect(html).toMatch(
      new RegExp(
        `<a href="https?://[^"]+/public/spot/${spot.id}/click\\?via=file" rel="sponsored noopener">`,
      ),
    );
    await expect(spots.embedDialog.getByRole('status').filter({ hasText: 'Downloaded' })).toHaveText(
      `Downloaded sponsorspot-spot-${spot.id}.html.`,
    );
    await expect(spots.downloadFileButton).toBeFocused();

    // Read on its own, the file loads no image from the simulator: it shows the one inside, counts nothing.
    const decalLoads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/decal')) decalLoads.push(request.url());
    });
    await page.goto('about:blank');
    await page.setContent(html);
    await expect.poll(imageLoaded(page, spot.name)).toBe(true);
    expect(decalLoads).toEqual([]);
    expect(await analytics(api, [spot.id])).toEqual(before);
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
    await expect(page.getByText(rangeText(figures.from, figures.to)).first()).toBeVisible();
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
