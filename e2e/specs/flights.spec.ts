// Flights (docs/sponsors.md "Flights: booking ahead and fixed flights"), on the flights scenario: a spot
// booked from 40 days after the reset for a month. A sponsor finds "Booked from …" on its card, and the
// reserve form offers exactly the free days: from now only a month that ends by the booking, a day inside it
// refused, and from its end any length. They book two months from the booking's end, paid now; /sponsor lists
// it under Booked ahead. On the simulator's clock the scenario's booking goes live on its day, then theirs on
// its day, and theirs comes off at its end with one renewal billed. The form passes axe in both themes and
// fits 390 px.
import type { APIRequestContext, Page } from '@playwright/test';
import { ENDPOINT_AREAS as endpoints } from '@sponsorspot/contract/endpoint-list';
import type { Spot } from '@sponsorspot/contract/sponsor';
import { fileURLToPath } from 'node:url';
import { expect, test } from '../fixtures.js';
import { callApi, json } from '../harness/api.js';
import { violationsInBothThemes } from '../harness/axe.js';
import { pageWidth } from '../harness/overflow.js';
import { clickTarget } from '../harness/reviews.js';
import { EmbeddedCheckoutFrame } from '../pages/embedded-checkout.js';
import { MarketplacePage } from '../pages/marketplace-page.js';
import { OrderPage } from '../pages/order-page.js';

test.use({ scenario: 'flights' });
test.describe.configure({ timeout: 180_000 });

const BUYER = { email: 'buyer@flights.test', password: 'QaTester!2026' };
const DECAL = fileURLToPath(new URL('../../seeds/images/velogear-300x250.png', import.meta.url));
const LINK = 'https://latenight.example/radio';
const PHONE = { width: 390, height: 844 };
const DAY_MS = 86_400_000;

/** A flight's day as the app writes it: flights start and end at 00:00 UTC, so in UTC ("Jan 7, 2027"). */
const utcDay = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso));
/** The day after a number of months, as billing chains them (only whole days here: no month-end days). */
const addMonths = (iso: string, months: number) => {
  const date = new Date(iso);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString();
};

async function expectFits(page: Page): Promise<void> {
  const width = await pageWidth(page);
  expect(width.culprits).toEqual([]);
  expect(width.scrollWidth).toBeLessThanOrEqual(width.viewport);
}

async function expectFitsAndAccessible(page: Page): Promise<void> {
  await expectFits(page);
  expect(await violationsInBothThemes(page)).toEqual([]);
}

/** The flights scenario's spot of that name, as the marketplace answers it (its bookings with it). */
async function scenarioSpot(api: APIRequestContext, name: string): Promise<Spot> {
  const found = await json(
    callApi(api, endpoints.marketplace.searchSpots, { body: { pageNumber: 1, pageSize: 10 } }),
  );
  return (found.spots as Spot[]).find((spot) => spot.name === name)!;
}

test('booking ahead: the form offers the free days, it is paid now, goes live on its day and comes off at its end', async ({
  api,
  page,
  sim,
  loginAs,
}) => {
  test.slow();
  const spot = await scenarioSpot(api, 'Booked ahead');
  const booking = spot.bookings![0]!;
  const bookedFrom = `Booked from ${utcDay(booking.startsAt!)} until ${utcDay(booking.endsAt!)}`;

  await loginAs(BUYER.email, BUYER.password);
  const marketplace = new MarketplacePage(page);
  await marketplace.goto();
  await marketplace.search(spot.name);
  const card = marketplace.card(spot.name);
  await expect(card.getByTestId('booked-from')).toHaveText(bookedFrom);
  await card.getByRole('link', { name: spot.name }).click();
  const order = new OrderPage(page);
  await expect(order.heading).toHaveText(spot.name);
  await expect(page.getByTestId('booked-from')).toHaveText(bookedFrom);

  await order.openTab('Reserve');
  await order.uploadDecal(DECAL);
  await expect(order.decalPreview).toBeVisible({ timeout: 30_000 });
  await order.enterLink(LINK);
  await order.enterTitle('Late Night Radio');
  await order.terms.check();
  await order.checkButton.click();
  await expect(order.checkStatus).toHaveText('The check passed.', { timeout: 10_000 });

  // From now: only a month, which ends before the booking; no renewing with no end.
  const dates = page.getByRole('group', { name: '5. Dates' });
  await expect(dates.getByTestId('flight-taken')).toContainText(bookedFrom);
  const length = dates.getByLabel('How long it runs');
  const now = Date.now();
  await expect(length.getByRole('option')).toHaveText([
    `1 month, until ${utcDay(addMonths(new Date(now).toISOString(), 1))}`,
  ]);
  await page.setViewportSize(PHONE);
  await expectFitsAndAccessible(page);
  await page.setViewportSize({ width: 1280, height: 900 });

  // A day inside the booking is refused, with nothing to pay.
  await dates.getByLabel('Start on a later day').check();
  const firstDay = dates.getByLabel('First day (UTC)');
  await firstDay.fill(new Date(Date.parse(booking.startsAt!) + 3 * DAY_MS).toISOString().slice(0, 10));
  await expect(dates.getByRole('alert')).toHaveText(
    'That day is taken: pick a first day outside the bookings above.',
  );
  await expect(order.payAndReserve).toBeDisabled();

  // From the booking's end: any length, or every month until unreserved. Two months.
  const startsOn = booking.endsAt!.slice(0, 10);
  await firstDay.fill(startsOn);
  await expect(length.getByRole('option')).toHaveCount(13);
  await expect(length.getByRole('option').first()).toHaveText('Every month until you unreserve');
  const endsAt = addMonths(booking.endsAt!, 2);
  await length.selectOption({ label: `2 months, until ${utcDay(endsAt)}` });
  await expect(order.costNow).toHaveText(
    `Charged now: $30, for the first month from ${utcDay(booking.endsAt!)}.`,
  );
  await expect(order.costRenews).toContainText(`it ends on ${utcDay(endsAt)}, and nothing more is billed.`);
  await expectFitsAndAccessible(page);

  await order.payAndReserve.click();
  await EmbeddedCheckoutFrame.in(page).payWith('4242 4242 4242 4242');
  const summary = page.getByTestId('paid-summary');
  await expect(summary.getByRole('heading', { level: 2 })).toHaveText(
    `Paid: Booked from ${utcDay(booking.endsAt!)} until ${utcDay(endsAt)}`,
    { timeout: 20_000 },
  );
  await expect(summary).toBeFocused();
  await expect(summary).toContainText('Unreserve before its first day and you are refunded in full.');
  await expectFitsAndAccessible(page);

  // /sponsor lists it under Booked ahead, not among those that run.
  await page.goto('/sponsor');
  const booked = page.getByTestId('booked-reservations');
  await expect(booked).toContainText(spot.name);
  await expect(booked).toContainText(`Booked from ${utcDay(booking.endsAt!)} until ${utcDay(endsAt)}`);
  await expectFitsAndAccessible(page);

  // The clock reaches the scenario's booking: it goes live. Then the buyer's day: theirs replaces it.
  const advanceTo = async (iso: string) => {
    const clock = await sim.clock();
    await sim.advanceClock((Date.parse(iso) - Date.parse(clock.now)) / 1000 + 60);
  };
  await advanceTo(booking.startsAt!);
  expect(await clickTarget(api, spot.id)).toBe('https://earlybird.example/spring');
  await advanceTo(booking.endsAt!);
  expect(await clickTarget(api, spot.id)).toBe(LINK);
  // Its two months end: it comes off, one renewal billed, nothing after.
  await advanceTo(endsAt);
  expect(await clickTarget(api, spot.id)).not.toBe(LINK);
  const { jwt } = await json(callApi(api, endpoints.auth.login, { body: BUYER }));
  const account = await json(
    callApi(api, endpoints.account.account, {}, { headers: { authorization: `Bearer ${jwt}` } }),
  );
  expect(account.invoices).toHaveLength(2);
});

test('the publisher’s spots say which flight runs until when and which is booked ahead, in both themes and at 390 px', async ({
  api,
  page,
  loginAs,
}) => {
  const fixedEnd = (await scenarioSpot(api, 'Fixed flight')).bookings![0]!.endsAt!;
  const booking = (await scenarioSpot(api, 'Booked ahead')).bookings![0]!;

  await loginAs('publisher@flights.test', 'QaTester!2026');
  await page.goto('/publisher/spots');
  const row = (name: string) => page.getByTestId('publisher-spot-row').filter({ hasText: name });
  await expect(row('Fixed flight').getByTestId('spot-sponsor')).toContainText('Early Bird Tickets');
  await expect(row('Fixed flight').getByTestId('sponsor-ends')).toHaveText(
    `Fixed flight: runs until ${utcDay(fixedEnd)}`,
  );
  await expect(row('Booked ahead').getByTestId('spot-booked-ahead')).toHaveText(
    `Booked from ${utcDay(booking.startsAt!)} until ${utcDay(booking.endsAt!)}`,
  );
  await expect(row('Free spot').getByTestId('spot-sponsor')).toHaveText('None');
  expect(await violationsInBothThemes(page)).toEqual([]);
  await page.setViewportSize(PHONE);
  await expect(row('Booked ahead').getByTestId('spot-booked-ahead')).toBeVisible();
  await expectFits(page);
});

test('a spot running a fixed flight takes an order for the days after it: the order saves and the first free day is offered', async ({
  api,
  page,
  loginAs,
}) => {
  const spot = await scenarioSpot(api, 'Fixed flight');
  const end = spot.bookings![0]!.endsAt!;

  await loginAs(BUYER.email, BUYER.password);
  const order = new OrderPage(page);
  await order.goto(spot.id, 'reserve');
  await order.uploadDecal(DECAL);
  await expect(order.decalPreview).toBeVisible({ timeout: 30_000 });
  await order.enterLink(LINK);
  await order.enterTitle('Late Night Radio');
  // Saved: no refusal, the decal and the link kept.
  await expect(page.getByRole('alert')).toHaveCount(0);
  const dates = page.getByRole('group', { name: '5. Dates' });
  await expect(dates.getByTestId('flight-taken')).toContainText(`Taken until ${utcDay(end)}`);
  await expect(dates.getByLabel('First day (UTC)')).toHaveValue(
    new Date(Date.parse(end) + DAY_MS - 1).toISOString().slice(0, 10),
  );
});
