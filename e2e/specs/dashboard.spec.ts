// /dashboard: a visitor sees the open spots at a glance and the ways in; a publisher, a sponsor and a user
// who is both see their own figures, each read back from the API (summary, usage, the publisher's spots,
// 30 days of analytics). The publisher's spot list names who sponsors or holds each spot, and its
// Live / Available / Held / Reserved badges agree with GET spot/{id}/status and the spot's hold (the
// contract's spotAvailabilityOf), as the marketplace and the order page do. axe in both themes.
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { SpotStatus } from '@sponsorspot/contract/constants';
import type { EndpointInput } from '@sponsorspot/contract/endpoint';
import { ENDPOINT_AREAS as endpoints } from '@sponsorspot/contract/endpoint-list';
import { HELD_LABEL } from '@sponsorspot/contract/reservation-rules';
import {
  SPOT_AVAILABILITY_LABEL,
  isSpotAvailable,
  isSpotLive,
  spotAvailabilityOf,
} from '@sponsorspot/contract/rules';
import type { SpotStatusSnapshot } from '@sponsorspot/contract/sponsor';
import { expect, test } from '../fixtures.js';
import { callApi, json } from '../harness/api.js';
import { transitionsSettled } from '../harness/axe.js';
import { countText } from '../harness/figures.js';
import { heldSentencePattern } from '../harness/holds.js';
import { endpointGlob } from '../harness/network.js';
import { DashboardPage, type DashboardSide } from '../pages/dashboard-page.js';
import { MarketplacePage } from '../pages/marketplace-page.js';
import { OrderPage } from '../pages/order-page.js';
import { PublisherSpotsPage } from '../pages/publisher-spots-page.js';

const PUBLISHER = { email: 'publisher@sponsorspot.test', password: 'Publisher!2026' };
const SPONSOR = { email: 'lumen@sponsorspot.test', password: 'Market!2026' };
const BOTH = { email: 'pro@sponsorspot.test', password: 'ProUser!2026' };
/** Pro's spot that lumen@'s open checkout holds (seeds/README.md). */
const HELD_SPOT = 'Jobs board header';

const count = (value: number) => value.toLocaleString('en-US');

function asUser(api: APIRequestContext, jwt: string) {
  const options = { headers: { Authorization: `Bearer ${jwt}` } };
  return {
    summary: () => json(callApi(api, endpoints.users.userSummary, {}, options)),
    usage: () => json(callApi(api, endpoints.sponsorSettings.usage, {}, options)),
    analytics: (as: 'publisher' | 'sponsor') =>
      json(callApi(api, endpoints.figures.analytics, { body: { as, includeItems: false } }, options)),
    spots: (body: EndpointInput<typeof endpoints.publisher.publisherSpots>['body'] = {}) =>
      json(callApi(api, endpoints.publisher.publisherSpots, { body }, options)),
  };
}

type Caller = ReturnType<typeof asUser>;

/** The badge of a spot as the API answers it: its snapshot, and its hold (a past time: ended). */
function stateLabel(snapshot: SpotStatusSnapshot, heldUntil: string | null = null): string {
  return SPOT_AVAILABILITY_LABEL[spotAvailabilityOf({ snapshot, heldUntil }, Date.now())];
}

async function expectTraffic(dashboard: DashboardPage, side: DashboardSide, caller: Caller) {
  const traffic = await caller.analytics(side === 'Publisher' ? 'publisher' : 'sponsor');
  await expect(dashboard.figure(side, 'views')).toHaveText(count(traffic.totalViews));
  await expect(dashboard.figure(side, 'clicks')).toHaveText(count(traffic.totalClicks));
  await expect(dashboard.figure(side, 'ctr')).toHaveText(`${traffic.averageCTR.toFixed(2)}%`);
}

async function expectPublisherFigures(dashboard: DashboardPage, caller: Caller) {
  const summary = await caller.summary();
  const usage = await caller.usage();
  const published = await caller.spots({ status: [SpotStatus.Published], pageSize: 100 });
  const live = published.spots.filter((spot) => isSpotLive(spot.snapshot)).length;
  expect(published.totalCount).toBeLessThanOrEqual(100);
  await expect(dashboard.figure('Publisher', 'spots')).toHaveText(count(summary.spots));
  await expect(dashboard.side('Publisher').getByTestId('figure-spots')).toContainText(
    usage.listingCapacity === null ? 'of unlimited' : `of ${count(usage.listingCapacity)}`,
  );
  await expect(dashboard.figure('Publisher', 'live')).toHaveText(count(live));
  await expectTraffic(dashboard, 'Publisher', caller);
}

async function expectSponsorFigures(dashboard: DashboardPage, caller: Caller) {
  const summary = await caller.summary();
  await expect(dashboard.figure('Sponsor', 'reservations')).toHaveText(count(summary.reservations));
  await expectTraffic(dashboard, 'Sponsor', caller);
}

/** No serious or critical axe violation once the screen has settled, in the light and the dark theme. */
async function expectAxeClean(page: Page) {
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await expect(page.locator('html')).toHaveAttribute('data-bs-theme', theme);
    await transitionsSettled(page);
    await expect(page.locator('[aria-busy="true"], .placeholder')).toHaveCount(0);
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${theme}: ${v.id} ${v.help}`)).toEqual([]);
  }
}

test('a visitor sees how many spots are open, the first few, and the ways in', async ({
  page,
  api,
  consoleErrors,
}) => {
  const available = await json(
    callApi(api, endpoints.marketplace.availableSpots, { body: { pageNumber: 1, pageSize: 4 } }),
  );
  expect(available.totalCount).toBeGreaterThan(0);

  const dashboard = new DashboardPage(page);
  await dashboard.goto();
  await expect(dashboard.heading).toBeVisible();
  await expect(dashboard.openSpotsTotal).toHaveText(count(available.totalCount));
  await expect(dashboard.openSpots).toHaveCount(available.spots.length);
  await expect(dashboard.openSpots.first()).toContainText(available.spots[0]?.name ?? '');
  await expect(dashboard.waysIn.getByRole('link', { name: /^Log in/ })).toHaveAttribute(
    'href',
    '/login?return=%2Fdashboard',
  );
  await expect(dashboard.waysIn.getByRole('link', { name: /^Earn with your site/ })).toHaveAttribute(
    'href',
    '/earn',
  );
  await expect(dashboard.side('Publisher')).toHaveCount(0);
  await expectAxeClean(page);
  expect(consoleErrors).toEqual([]);
});

test('a publisher sees their spots, live spots and 30 days of traffic, and the way to sponsor', async ({
  page,
  api,
  loginAs,
  consoleErrors,
}) => {
  const session = await loginAs(PUBLISHER.email, PUBLISHER.password);
  const dashboard = new DashboardPage(page);
  await dashboard.goto();
  await expectPublisherFigures(dashboard, asUser(api, session.jwt));
  // The followers line says what the counts are, with a way to the profile they follow.
  const { followers, following } = await asUser(api, session.jwt).summary();
  await expect(page.getByTestId('dashboard-follows')).toHaveText(
    `${countText(followers, { one: 'user follows', other: 'users follow' })} your public profile; ` +
      `you follow ${countText(following, 'user')}. See your profile`,
  );
  await expect(page.getByRole('link', { name: 'See your profile' })).toHaveAttribute(
    'href',
    '/account/profile',
  );
  await expect(dashboard.sideLink('Publisher', 'Your spots')).toHaveAttribute('href', '/publisher/spots');
  // Not a sponsor yet: an invitation without figures.
  await expect(dashboard.sideLink('Sponsor', 'Find a spot to sponsor')).toHaveAttribute(
    'href',
    '/marketplace',
  );
  await expect(dashboard.side('Sponsor').getByTestId('figure-reservations')).toHaveCount(0);
  await expectAxeClean(page);
  expect(consoleErrors).toEqual([]);
});

test('a sponsor sees their reservations and traffic, and the way to earn', async ({
  page,
  api,
  loginAs,
  consoleErrors,
}) => {
  const session = await loginAs(SPONSOR.email, SPONSOR.password);
  const dashboard = new DashboardPage(page);
  await dashboard.goto();
  await expectSponsorFigures(dashboard, asUser(api, session.jwt));
  await expect(dashboard.sideLink('Sponsor', 'Your reservations')).toHaveAttribute('href', '/sponsor/spots');
  await expect(dashboard.sideLink('Publisher', 'Earn with your site')).toHaveAttribute('href', '/earn');
  await expect(dashboard.side('Publisher').getByTestId('figure-spots')).toHaveCount(0);
  await expectAxeClean(page);
  expect(consoleErrors).toEqual([]);
});

test('a user who publishes and sponsors sees the figures of both sides', async ({
  page,
  api,
  loginAs,
  consoleErrors,
}) => {
  const session = await loginAs(BOTH.email, BOTH.password);
  const caller = asUser(api, session.jwt);
  const dashboard = new DashboardPage(page);
  await dashboard.goto();
  await expectPublisherFigures(dashboard, caller);
  await expectSponsorFigures(dashboard, caller);
  await expect(dashboard.sideLink('Publisher', 'Spot figures')).toHaveAttribute('href', '/publisher');
  await expect(dashboard.sideLink('Sponsor', 'Sponsor figures')).toHaveAttribute('href', '/sponsor');
  expect(consoleErrors).toEqual([]);
});

test('the publisher list names the sponsor of a reserved spot, with badges as the status snapshot reads them', async ({
  page,
  api,
  loginAs,
}) => {
  const session = await loginAs(PUBLISHER.email, PUBLISHER.password);
  const { spots } = await asUser(api, session.jwt).spots({ pageSize: 100 });
  const reserved = spots.find((spot) => spot.sponsor !== null && isSpotLive(spot.snapshot));
  expect(reserved, 'the demo publisher has a live reserved spot').toBeDefined();

  const list = new PublisherSpotsPage(page);
  await list.goto();
  await expect(list.sponsorCell(reserved?.name ?? '')).toHaveText(reserved?.sponsor?.name ?? '');
  for (const spot of spots) {
    if (spot.status !== SpotStatus.Published) continue;
    const snapshot = await json(callApi(api, endpoints.marketplace.spotStatus, { params: { id: spot.id } }));
    await expect(list.marketplaceCell(spot.name)).toHaveText(stateLabel(snapshot, spot.heldUntil));
    if (!spot.sponsor && !spot.heldBy) await expect(list.sponsorCell(spot.name)).toHaveText('None');
  }
});

test('a spot held by an open checkout reads Held, never Available, in the list, the marketplace and its order page', async ({
  page,
  api,
  loginAs,
}) => {
  const session = await loginAs(BOTH.email, BOTH.password);
  const { spots } = await asUser(api, session.jwt).spots({ pageSize: 100 });
  const held = spots.find((spot) => spot.name === HELD_SPOT);
  expect(held?.heldBy).toMatchObject({ name: 'Lumen Cloud' });
  const snapshot = await json(callApi(api, endpoints.marketplace.spotStatus, { params: { id: held!.id } }));
  // The available rule (contract/rules.ts) reads a held spot as available (the hold is no current content);
  // the buyer reads it as held.
  expect(isSpotAvailable(snapshot)).toBe(true);
  expect(stateLabel(snapshot, held!.heldUntil)).toBe(HELD_LABEL);

  const list = new PublisherSpotsPage(page);
  await list.goto();
  await expect(list.marketplaceCell(HELD_SPOT)).toHaveText(HELD_LABEL);
  await expect(list.sponsorCell(HELD_SPOT)).toContainText('Lumen Cloud');
  await expect(list.sponsorCell(HELD_SPOT).getByTestId('hold-countdown')).toHaveText(
    heldSentencePattern('a sponsor', held!.heldUntil!),
  );

  const marketplace = new MarketplacePage(page);
  await marketplace.goto(`?q=${encodeURIComponent(HELD_SPOT)}`);
  await expect(marketplace.card(HELD_SPOT)).toContainText(HELD_LABEL);
  await expect(marketplace.card(HELD_SPOT)).not.toContainText('Available');
  await expect(marketplace.card(HELD_SPOT).getByTestId('hold-countdown')).toHaveText(
    heldSentencePattern('a sponsor', held!.heldUntil!),
  );

  // The order page, where another sponsor would pay, says it is held (checkout would be 409 spot_unavailable).
  const order = new OrderPage(page);
  await order.goto(held?.id ?? 0);
  await expect(order.spotState).toHaveText(HELD_LABEL);
  await expect(order.holdCountdown).toHaveText(heldSentencePattern('another sponsor', held!.heldUntil!));
});

test('a summary that fails to load says so beside the figures that did load, and Try again fetches it', async ({
  page,
  api,
  loginAs,
}) => {
  const session = await loginAs(PUBLISHER.email, PUBLISHER.password);
  const summaryUrl = endpointGlob(endpoints.users.userSummary);
  await page.route(summaryUrl, (route) =>
    route.fulfill({ status: 503, json: { code: 'unavailable', message: 'Try later.' } }),
  );
  const dashboard = new DashboardPage(page);
  await dashboard.goto();
  const alert = page.getByRole('main').getByRole('alert');
  await expect(alert).toContainText('Your summary could not be loaded');
  await expect(dashboard.side('Publisher').getByTestId('figure-spots')).toContainText('Could not be loaded');
  // The figures of other requests still show.
  const traffic = await asUser(api, session.jwt).analytics('publisher');
  await expect(dashboard.figure('Publisher', 'views')).toHaveText(count(traffic.totalViews));

  await page.unroute(summaryUrl);
  await alert.getByRole('button', { name: 'Try again' }).click();
  const summary = await asUser(api, session.jwt).summary();
  await expect(dashboard.figure('Publisher', 'spots')).toHaveText(count(summary.spots));
  await expect(alert).toHaveCount(0);
});
