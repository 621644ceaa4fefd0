// One spot's figures, one click from the spots page: a Pro publisher opens a spot's figures, picks a range and
// downloads the CSV, whose rows are the API's days for that spot and range; the URL holds the spot and the
// range, so a reload keeps them and the back button returns to the previous range. A free publisher sees the
// last 30 days, the way to a plan and the CSV button disabled with its reason, and that screen passes axe in
// both themes. Every expectation is asked of the API.
import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.js';
import { analytics, rangeText } from '../harness/figures.js';
import { PublisherDashboardPage } from '../pages/publisher-dashboard-page.js';
import { PublisherSpotsPage } from '../pages/publisher-spots-page.js';

const PRO = { email: 'pro@sponsorspot.test', password: 'ProUser!2026' };
const FREE = { email: 'publisher@sponsorspot.test', password: 'Publisher!2026' };
const count = new Intl.NumberFormat('en-US');
const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC day `days` before a YYYY-MM-DD day. */
const daysBefore = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);

/** The URL of the dashboard with exactly this query. */
const dashboardUrl = (query: string) => new RegExp(`/publisher\\?${query.replace(/[?.]/g, '\\$&')}$`);

test('a Pro publisher exports one spot’s figures from the spots page, and the URL keeps them', async ({
  api,
  page,
  loginAs,
}) => {
  const session = await loginAs(PRO.email, PRO.password);
  const all = await analytics(api, session.jwt, { as: 'publisher', includeItems: false });
  expect(all.spots.length, 'the Pro publisher has several spots').toBeGreaterThan(1);
  // The spot with the most views: its figures differ from the sum over all spots.
  const spot = [...all.spots].sort((a, b) => b.views - a.views)[0]!;
  expect(spot.views).toBeGreaterThan(0);
  expect(spot.views).toBeLessThan(all.totalViews);

  const spots = new PublisherSpotsPage(page);
  await spots.goto();
  await spots.figuresLink(spot.name).click();
  await expect(page).toHaveURL(dashboardUrl(`spot=${spot.spotId}`));
  const dashboard = new PublisherDashboardPage(page);
  await expect(dashboard.spotPicker).toHaveValue(String(spot.spotId));

  // Sixty days ending on the simulator's today.
  const range = { from: daysBefore(all.to, 59), to: all.to };
  await dashboard.chooseCustomRange(range.from, range.to);
  const rangeQuery = `spot=${spot.spotId}&from=${range.from}&to=${range.to}`;
  await expect(page).toHaveURL(dashboardUrl(rangeQuery));
  const figures = await analytics(api, session.jwt, {
    as: 'publisher',
    spotIds: [spot.spotId],
    ...range,
    includeItems: false,
  });
  expect(figures.days).toHaveLength(60);
  await expect(dashboard.coverage(`${spot.name}, ${rangeText(range.from, range.to)}`)).toBeVisible();
  await expect(dashboard.total('Views')).toHaveText(count.format(figures.totalViews));
  await expect(dashboard.total('Clicks')).toHaveText(count.format(figures.totalClicks));

  const download = await dashboard.exportCsv();
  // The button keeps the keyboard's focus while the file is made and after.
  await expect(dashboard.exportCsvButton).toHaveText('Export CSV');
  await expect(dashboard.exportCsvButton).toBeFocused();
  expect(download.suggestedFilename()).toBe(
    `sponsorspot-analytics-spot-${spot.spotId}-${range.from}-to-${range.to}.csv`,
  );
  const [header, ...rows] = (await readFile(await download.path(), 'utf8')).trim().split(/\r?\n/);
  expect(header).toBe('date,views,clicks,ctr');
  expect(rows.map((row) => row.split(','))).toEqual(
    figures.days.map((day) => [day.date, String(day.views), String(day.clicks), String(day.ctr)]),
  );

  // A reload keeps the spot and the range.
  await page.reload();
  await expect(page).toHaveURL(dashboardUrl(rangeQuery));
  await expect(dashboard.spotPicker).toHaveValue(String(spot.spotId));
  await expect(dashboard.from).toHaveValue(range.from);
  await expect(dashboard.to).toHaveValue(range.to);
  await expect(dashboard.total('Views')).toHaveText(count.format(figures.totalViews));

  // Another range, then back: the previous range again.
  await dashboard.choosePreset(7);
  await expect(page).toHaveURL(dashboardUrl(`spot=${spot.spotId}&range=7`));
  await expect(dashboard.preset(7)).toHaveAttribute('aria-pressed', 'true');
  await page.goBack();
  await expect(page).toHaveURL(dashboardUrl(rangeQuery));
  await expect(dashboard.preset(7)).toHaveAttribute('aria-pressed', 'false');
  await expect(dashboard.from).toHaveValue(range.from);
  await expect(dashboard.coverage(`${spot.name}, ${rangeText(range.from, range.to)}`)).toBeVisible();
  await expect(dashboard.total('Views')).toHaveText(count.format(figures.totalViews));

  // All spots again: the totals are the sum over every spot.
  await dashboard.chooseSpot('All spots');
  await expect(page).toHaveURL(dashboardUrl(`from=${range.from}&to=${range.to}`));
  const everySpot = await analytics(api, session.jwt, { as: 'publisher', ...range, includeItems: false });
  await expect(dashboard.total('Views')).toHaveText(count.format(everySpot.totalViews));
});

test('a free publisher sees the last 30 days, one spot’s too, and the CSV export says why it is off', async ({
  api,
  page,
  loginAs,
}) => {
  const session = await loginAs(FREE.email, FREE.password);
  const all = await analytics(api, session.jwt, { as: 'publisher', includeItems: false });
  const dashboard = new PublisherDashboardPage(page);
  // A URL asking for a year still shows what the plan holds.
  await dashboard.goto('?range=365');
  await expect(dashboard.coverage(rangeText(all.from, all.to))).toBeVisible();
  await expect(dashboard.total('Views')).toHaveText(count.format(all.totalViews));
  await expect(dashboard.freePlanNote).toBeVisible();
  await expect(dashboard.freePlanNote.getByRole('button', { name: 'Upgrade to Basic' })).toBeVisible();
  await expect(dashboard.presets).toHaveCount(0);
  await expect(dashboard.exportCsvButton).toBeDisabled();
  await expect(dashboard.exportCsvButton).toHaveAccessibleDescription('CSV export comes with Pro and above.');

  const spot = all.spots[0]!;
  await dashboard.chooseSpot(spot.name);
  await expect(page).toHaveURL(dashboardUrl(`spot=${spot.spotId}&range=365`));
  const one = await analytics(api, session.jwt, {
    as: 'publisher',
    spotIds: [spot.spotId],
    includeItems: false,
  });
  await expect(dashboard.coverage(`${spot.name}, ${rangeText(one.from, one.to)}`)).toBeVisible();
  await expect(dashboard.total('Views')).toHaveText(count.format(one.totalViews));
  await expect(dashboard.exportCsvButton).toBeDisabled();
});

test('a spot that is not the publisher’s falls back to all spots and says so', async ({
  api,
  page,
  loginAs,
}) => {
  const session = await loginAs(FREE.email, FREE.password);
  const all = await analytics(api, session.jwt, { as: 'publisher', includeItems: false });
  const foreign = Math.max(...all.spots.map((s) => s.spotId)) + 100_000;
  const dashboard = new PublisherDashboardPage(page);
  await dashboard.goto(`?spot=${foreign}`);
  await expect(page.getByRole('main').getByText(`Spot ${foreign} is not one of your spots`)).toBeVisible();
  await expect(dashboard.spotPicker).toHaveValue('');
  await expect(dashboard.total('Views')).toHaveText(count.format(all.totalViews));
});

type AxeViolation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/** The serious and critical violations of the page as it is, described. */
async function seriousViolations(page: Page, label: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v: AxeViolation) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v: AxeViolation) =>
        `${label}: ${v.id} [${v.impact}] ${v.help}\n${v.nodes.map((n) => `  ${n.target.join(' ')}`).join('\n')}`,
    );
}

test('the free plan’s dashboard, all spots and one, has no serious or critical axe violation in either theme', async ({
  api,
  page,
  loginAs,
}) => {
  const session = await loginAs(FREE.email, FREE.password);
  const all = await analytics(api, session.jwt, { as: 'publisher', includeItems: false });
  const dashboard = new PublisherDashboardPage(page);
  const found: string[] = [];
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    for (const query of ['', `?spot=${all.spots[0]!.spotId}`]) {
      await dashboard.goto(query);
      await expect(page.locator('html')).toHaveAttribute('data-bs-theme', theme);
      await expect(dashboard.freePlanNote).toBeVisible();
      await expect(dashboard.chart).toBeVisible();
      await expect(page.locator('[aria-busy="true"], .placeholder')).toHaveCount(0);
      found.push(...(await seriousViolations(page, `/publisher${query} (${theme})`)));
    }
  }
  expect(found, `axe found:\n\n${found.join('\n\n')}\n`).toEqual([]);
});
