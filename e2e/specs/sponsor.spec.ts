// The sponsor's screens: /sponsor lists what needs the sponsor's action (a hold with its time left, a
// payment past due, an unfinished order, a failed check), each linking to the order page tab that fixes it;
// its figures follow a range kept in the URL and equal the API's; /sponsor/spots filters by status and text
// (in the URL) and unreserves from a row after a dialog that says when the subscription ends and what is
// billed (a plan-paid, a past-due and a spot paid on its own), and the row turns Ended.
// Both screens and the dialog pass axe in both themes. Every expectation is asked of the API.
import type { APIRequestContext, Response } from '@playwright/test';
import type { AnalyticsResult } from '@sponsorspot/contract/publisher';
import type { SponsorContents } from '@sponsorspot/contract/content';
import { ENDPOINT_AREAS as endpoints } from '@sponsorspot/contract/endpoint-list';
import type { SpotContent } from '@sponsorspot/contract/sponsor';
import { expect, test } from '../fixtures.js';
import { callApi, json } from '../harness/api.js';
import { endpointGlob, endpointPathPattern } from '../harness/network.js';
import { approveAsAdmin, reserveAndPay } from '../harness/reviews.js';
import { analytics, dayText, rangeText } from '../harness/figures.js';
import { violationsInBothThemes } from '../harness/axe.js';
import { dialogSettled } from '../harness/dialogs.js';
import { heldSentencePattern } from '../harness/holds.js';
import { SponsorDashboardPage, SponsorSpotsPage } from '../pages/sponsor-page.js';

const SPONSOR = { email: 'sponsor@sponsorspot.test', password: 'Sponsor!2026' };
const LUMEN = { email: 'lumen@sponsorspot.test', password: 'Market!2026' };
const GREENLEAF = { email: 'greenleaf@sponsorspot.test', password: 'Market!2026' };
const BRIGHTNEST = { email: 'brightnest@sponsorspot.test', password: 'Market!2026' };
const count = new Intl.NumberFormat('en-US');
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

type Item = SponsorContents['contents'][number];

async function contentsOf(api: APIRequestContext, jwt: string): Promise<Item[]> {
  const headers = { authorization: `Bearer ${jwt}` };
  const { sponsor } = await json(callApi(api, endpoints.sponsorSettings.publisherProfile, {}, { headers }));
  const list = await callApi(
    api,
    endpoints.content.sponsorContents,
    { params: { sponsorId: sponsor!.id } },
    { headers },
  );
  expect(list.status(), await list.text()).toBe(200);
  return (await json(list)).contents;
}

const named = (items: Item[], spotName: string) => {
  const item = items.find((candidate) => candidate.spotName === spotName);
  expect(item, spotName).toBeDefined();
  return item!;
};

/** The days left as the screen words it, at the moment now or a day later (the screen ticks). */
function daysLeftPattern(until: string): RegExp {
  const left = Math.floor((Date.parse(until) - Date.now()) / DAY);
  return new RegExp(`^(${left}|${left - 1}) days left$`);
}

/** A spot reserved and paid through the API, then approved by the admin: live, paid on its own. */
async function reservePaidSpot(
  api: APIRequestContext,
  jwt: string,
): Promise<{ name: string; content: SpotContent }> {
  const { spot, content: reserved } = await reserveAndPay(api, jwt);
  // Paid, it waits for the publisher's approval (the spot requires it); approved, it is live.
  expect(reserved.status).toBe(1);
  await approveAsAdmin(api, reserved.id);
  const content = await json(
    callApi(
      api,
      endpoints.content.sponsorContent,
      { params: { sponsorId: reserved.sponsorId, spotId: spot.id } },
      { headers: { authorization: `Bearer ${jwt}` } },
    ),
  );
  expect(content.status).toBe(2);
  return { name: spot.name, content };
}

/** A monthly price as the app writes it: "$59", "$59.50". */
const money = (amount: number) =>
  new Intl.NumberFormat('en', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  }).format(amount);

/** A day as the app writes it (plans' formatDay). */
const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en', { day: 'numeric', month: 'short', year: 'numeric' });

test('lumen@ sees the hold with its time left, the payment past due and the unfinished order, each leading to its fix', async ({
  api,
  page,
  loginAs,
}) => {
  const session = await loginAs(LUMEN.email, LUMEN.password);
  const items = await contentsOf(api, session.jwt);
  const hold = named(items, 'Jobs board header');
  const pastDue = named(items, 'Newsletter top slot');
  const unfinished = named(items, 'Meal plans header');
  expect(hold.content).toMatchObject({ status: 1, heldUntil: expect.any(String) });
  expect(pastDue.content.subscription).toMatchObject({ status: 1, graceEndsAt: expect.any(String) });

  const dashboard = new SponsorDashboardPage(page);
  await dashboard.goto();
  // The most pressing first: the hold, then the payment past due.
  await expect(dashboard.needsAction.getByRole('listitem').first()).toContainText('Jobs board header');
  await expect(dashboard.action('Jobs board header').getByText(/left\.$/)).toHaveText(
    heldSentencePattern('you', hold.content.heldUntil!),
  );
  await expect(dashboard.action('Newsletter top slot')).toContainText('payment for this reservation failed');
  await expect(dashboard.action('Newsletter top slot').getByText(/left$/)).toHaveText(
    daysLeftPattern(pastDue.content.subscription!.graceEndsAt!),
  );
  await expect(dashboard.action('Meal plans header')).toContainText('not finished');
  await expect(dashboard.needsAction.getByRole('listitem')).toHaveCount(3);

  // The live reservations (the past-due one still live) show with their decals.
  await expect(dashboard.activeReservations.getByRole('link')).toHaveText(
    items.filter((item) => item.content.status === 2).map((item) => item.spotName),
  );
  const decal = dashboard.decal(`Your decal on Newsletter top slot: ${pastDue.content.linkTitle}`);
  await expect(decal).toBeVisible();
  // The sponsor's own decal is read with their token (GET spot/content/{id}/decal), shown as a data: URL.
  await expect(decal).toHaveAttribute(
    'src',
    new RegExp(`^data:${pastDue.content.decal!.contentType};base64,`),
  );
  await expect.poll(() => decal.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

  // Reservations used against the plan's capacity, from the API.
  const usage = await json(
    callApi(
      api,
      endpoints.sponsorSettings.usage,
      {},
      { headers: { authorization: `Bearer ${session.jwt}` } },
    ),
  );
  await expect(dashboard.usage).toContainText(`${usage.reservationCount} of ${usage.reservationCapacity}`);

  expect(await violationsInBothThemes(page)).toEqual([]);

  await dashboard.action('Newsletter top slot').getByRole('link').click();
  await expect(page).toHaveURL(`/order/${pastDue.content.spotId}/billing`);
  await page.goBack();
  await dashboard.action('Jobs board header').getByRole('link').click();
  await expect(page).toHaveURL(`/order/${hold.content.spotId}/reserve`);
  await page.goBack();
  await dashboard.action('Meal plans header').getByRole('link').click();
  await expect(page).toHaveURL(`/order/${unfinished.content.spotId}/reserve`);
});

test('greenleaf@ sees the failed check, leading to the reserve tab; a user who sponsors nothing is sent to the marketplace', async ({
  api,
  page,
  loginAs,
}) => {
  const session = await loginAs(GREENLEAF.email, GREENLEAF.password);
  const failed = named(await contentsOf(api, session.jwt), 'Community notices sidebar');
  expect(failed.content).toMatchObject({ status: 0, aICheckPassed: false, aICheckedOn: expect.any(String) });

  const dashboard = new SponsorDashboardPage(page);
  await dashboard.goto();
  await expect(dashboard.action('Community notices sidebar')).toContainText('The check failed');
  await dashboard.action('Community notices sidebar').getByRole('link').click();
  await expect(page).toHaveURL(`/order/${failed.content.spotId}/reserve`);

  await page.context().clearCookies();
  await loginAs(BRIGHTNEST.email, BRIGHTNEST.password);
  await dashboard.goto();
  await expect(dashboard.emptyState).toBeVisible();
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Find a spot in the marketplace' }),
  ).toHaveAttribute('href', '/marketplace');
});

test('the figures follow the range in the URL and equal the API’s, with the chart’s table beside them', async ({
  api,
  page,
  loginAs,
}) => {
  const session = await loginAs(SPONSOR.email, SPONSOR.password);
  const dashboard = new SponsorDashboardPage(page);
  // The range the screen asks for is in its call's answer; the heading writes it in words.
  const rangeAsked = async (answer: Promise<Response>) => (await (await answer).json()) as AnalyticsResult;
  const monthAnswer = page.waitForResponse(endpointGlob(endpoints.figures.analytics));
  await dashboard.goto();
  await expect(dashboard.chart).toBeVisible();
  // The default range: the last 30 days.
  const { from, to } = await rangeAsked(monthAnswer);
  await expect(dashboard.range).toHaveText(rangeText(from, to));
  const month = await analytics(api, session.jwt, { as: 'sponsor', from, to, includeItems: false });
  expect(month.days).toHaveLength(30);
  await expect(dashboard.total('Views')).toHaveText(count.format(month.totalViews));
  await expect(dashboard.total('Clicks')).toHaveText(count.format(month.totalClicks));
  await expect(dashboard.spotsTable.getByRole('rowheader')).toHaveText(month.spots.map((spot) => spot.name));
  expect(month.totalViews, 'the demo sponsor’s decals were seen').toBeGreaterThan(0);

  const weekAnswer = page.waitForResponse(endpointGlob(endpoints.figures.analytics));
  await dashboard.choosePreset(7);
  await expect(page).toHaveURL(/\/sponsor\?range=7$/);
  const { from: weekFrom, to: weekTo } = await rangeAsked(weekAnswer);
  await expect(dashboard.range).toHaveText(rangeText(weekFrom, weekTo));
  const week = await analytics(api, session.jwt, {
    as: 'sponsor',
    from: weekFrom,
    to: weekTo,
    includeItems: false,
  });
  expect(week.days).toHaveLength(7);
  await expect(dashboard.total('Views')).toHaveText(count.format(week.totalViews));
  await dashboard.chartTableToggle.click();
  await expect(dashboard.dayTable.getByRole('row')).toHaveCount(8);
  const lastDay = week.days.at(-1)!;
  await expect(dashboard.dayTable.getByRole('row').last()).toHaveText(
    new RegExp(
      `^${dayText(lastDay.date)}\\s*${count.format(lastDay.views)}\\s*${count.format(lastDay.clicks)}`,
    ),
  );

  // A reload keeps the range; the back button returns to the month.
  await page.reload();
  await expect(dashboard.range).toHaveText(rangeText(weekFrom, weekTo));
  await page.goBack();
  await expect(page).toHaveURL(/\/sponsor$/);
  await expect(dashboard.total('Views')).toHaveText(count.format(month.totalViews));
});

test('/sponsor/spots filters by status and text, and unreserves from a row after the dialog; the row turns Ended', async ({
  api,
  page,
  loginAs,
}) => {
  const session = await loginAs(SPONSOR.email, SPONSOR.password);
  const items = await contentsOf(api, session.jwt);
  const active = items.filter((item) => item.content.status === 2);
  expect(active.length).toBeGreaterThan(1);

  const spots = new SponsorSpotsPage(page);
  await spots.goto();
  await expect(spots.rows.getByRole('rowheader')).toHaveText(items.map((item) => item.spotName));
  await spots.status.selectOption('active');
  await expect(page).toHaveURL(/\/sponsor\/spots\?status=active$/);
  await expect(spots.rows.getByRole('rowheader')).toHaveText(active.map((item) => item.spotName));

  // A text filter on top: one active spot's name.
  const target = active[0]!;
  await spots.text.fill(target.spotName.toUpperCase());
  await expect(page).toHaveURL(
    new RegExp(`status=active&q=${encodeURIComponent(target.spotName.toUpperCase()).replace(/%20/g, '\\+')}`),
  );
  const matching = active.filter((item) =>
    item.spotName.toLowerCase().includes(target.spotName.toLowerCase()),
  );
  await expect(spots.rows.getByRole('rowheader')).toHaveText(matching.map((item) => item.spotName));
  expect(await violationsInBothThemes(page)).toEqual([]);

  await spots.openUnreserve(target.spotName);
  await expect(spots.dialog.getByRole('heading', { name: `Unreserve “${target.spotName}”?` })).toBeVisible();
  // The demo sponsor's reservations are paid by their plan: nothing of their own is billed, and the row
  // says so in words.
  const plan = target.content.subscription?.subscriptionLevel;
  expect(plan).not.toBe('Spot');
  await expect(spots.cell(target.spotName, 'Billing')).toHaveText(`Included in your ${plan} plan`);
  await expect(page.getByTestId('paid-by-explained')).toContainText('with no bill of its own');
  await expect(spots.dialog).toContainText('nothing is billed for it, and your plan stays as it is');
  await dialogSettled(page);
  // The dialog opens on its first action, the one that keeps the reservation.
  await expect(spots.dialog.getByRole('button', { name: 'Keep it' })).toBeFocused();
  expect(await violationsInBothThemes(page)).toEqual([]);

  // "Keep it" changes nothing, and focus is back on the button that opened the dialog.
  await spots.dialog.getByRole('button', { name: 'Keep it' }).click();
  await expect(spots.dialog).toBeHidden();
  await expect(
    spots.row(target.spotName).getByRole('button', { name: `Unreserve ${target.spotName}` }),
  ).toBeFocused();
  await expect(spots.cell(target.spotName, 'Status')).toHaveText('Active');

  await spots.openUnreserve(target.spotName);
  await spots.confirmUnreserve();
  await expect(spots.dialog).toBeHidden();
  await expect(spots.success).toHaveText(`Unreserved “${target.spotName}”: your decal is off the spot.`);
  await expect(spots.success).toBeFocused();
  // Still filtered on Active, the row leaves; all statuses show it Ended on the day it ended (a reservation
  // the plan pays for has no paid period of its own: it ends now), without an Unreserve button.
  const after = named(await contentsOf(api, session.jwt), target.spotName);
  expect(after.content).toMatchObject({ status: 3, endsAt: expect.any(String) });
  await spots.status.selectOption('all');
  await expect(spots.cell(target.spotName, 'Status')).toHaveText(`Ended ${day(after.content.endsAt!)}`);
  await expect(spots.row(target.spotName).getByRole('button')).toHaveCount(0);
});

test('a past-due reservation’s dialog says its subscription ends now, unpaid', async ({
  api,
  page,
  loginAs,
}) => {
  const session = await loginAs(LUMEN.email, LUMEN.password);
  const items = await contentsOf(api, session.jwt);
  const pastDue = named(items, 'Newsletter top slot');
  expect(pastDue.content.subscription).toMatchObject({ subscriptionLevel: 'Spot', status: 1 });
  const spots = new SponsorSpotsPage(page);
  await spots.goto('?status=active');
  await expect(spots.cell('Newsletter top slot', 'Billing')).toContainText('a month, billed for this spot');
  await expect(spots.cell('Newsletter top slot', 'Billing')).toContainText('Past due');
  await spots.openUnreserve('Newsletter top slot');
  await expect(spots.dialog).toContainText('past due: it ends now');
  await spots.confirmUnreserve();
  await expect(spots.success).toBeVisible();
  // Filtered on Active, the row leaves the list.
  await expect(spots.rows.getByRole('rowheader')).toHaveText(
    items.filter((item) => item.content.status === 2 && item !== pastDue).map((item) => item.spotName),
  );
});

test('a spot paid on its own: the dialog says the day its subscription ends, and the row then runs until that day', async ({
  api,
  page,
  loginAs,
}) => {
  const session = await loginAs(SPONSOR.email, SPONSOR.password);
  const { name, content } = await reservePaidSpot(api, session.jwt);
  expect(content.subscription).toMatchObject({
    subscriptionLevel: 'Spot',
    status: 2,
    cancelAtPeriodEnd: false,
  });
  const periodEnd = content.subscription!.currentPeriodEnd!;
  expect(Date.parse(periodEnd)).toBeGreaterThan(Date.now());

  const spots = new SponsorSpotsPage(page);
  await spots.goto();
  await expect(spots.cell(name, 'Billing')).toHaveText(
    `${money(content.subscription!.price!)} a month, billed for this spot` + `Renews ${day(periodEnd)}`,
  );
  await spots.openUnreserve(name);
  await expect(spots.dialog).toContainText(`Its subscription stops renewing and ends on ${day(periodEnd)}.`);
  await expect(spots.dialog).toContainText('Nothing more is billed: the current period is already paid.');
  await spots.confirmUnreserve();
  await expect(spots.success).toBeVisible();
  // It runs to the end of the period paid for (docs/sponsors.md "Ending an order"): never "Ended" beside
  // "Ends …".
  await expect(spots.cell(name, 'Status')).toHaveText(`Runs until ${day(periodEnd)}`);
  await expect(spots.cell(name, 'Billing')).toContainText(`Ends ${day(periodEnd)}`);
  await expect(spots.row(name).getByRole('button', { name: `Unreserve ${name}` })).toHaveCount(0);
  const after = named(await contentsOf(api, session.jwt), name).content;
  expect(after).toMatchObject({
    status: 2,
    endsAt: periodEnd,
    subscription: { cancelAtPeriodEnd: true, currentPeriodEnd: periodEnd },
  });
});

test('after unreserving, focus is on the message even while the list still shows the row (its reread failed)', async ({
  page,
  loginAs,
  sim,
}) => {
  await loginAs(SPONSOR.email, SPONSOR.password);
  const spots = new SponsorSpotsPage(page);
  await spots.goto('?status=active');
  const name = (await spots.rows.getByRole('rowheader').first().textContent())!;
  await spots.openUnreserve(name);
  await dialogSettled(page);
  // Every read after the unreserve fails (the app retries a 5xx once), so the row keeps its Unreserve button:
  // the dialog must not hand focus back to that button once the reservation is gone.
  const list = endpoints.content.sponsorContents;
  await sim.armFault({
    method: list.method,
    path: endpointPathPattern(list),
    status: 503,
    times: 20,
  });
  await spots.confirmUnreserve();
  await expect(spots.dialog).toBeHidden();
  await expect(spots.success).toHaveText(`Unreserved “${name}”: your decal is off the spot.`);
  await expect(spots.row(name).getByRole('button', { name: `Unreserve ${name}` })).toBeVisible();
  await expect(spots.success).toBeFocused();
  // The list it still shows says it may be out of date, with a way to read it again.
  const stale = page.getByRole('alert').filter({ hasText: 'Your reservations could not be refreshed' });
  await expect(stale).toBeVisible();
  await sim.clearFaults();
  await stale.getByRole('button', { name: 'Try again' }).click();
  await expect(stale).toBeHidden();
  await expect(spots.row(name).getByRole('button', { name: `Unreserve ${name}` })).toHaveCount(0);
});
