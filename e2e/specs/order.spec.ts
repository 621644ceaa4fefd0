// The order page: a visitor sees a spot's overview and analytics and is sent to log in to reserve; a
// sponsor uploads a decal (the progress bar shows, then the preview), enters an http link, sees the AI
// check's reason at the link field, fixes it and the check (re-run by itself) passes; a link or title with a
// tab is refused at its field, with the contract's words, and never sent. The analytics tab's
// public figures equal the API's and go when the publisher turns them off on the spot form; a hold counts
// down for its sponsor and reads as held to others; notify me survives a reload and ends in a mail. A spot
// without a valid monthly price (data from before the price rule) reads as not reservable yet.
import type { APIRequestContext } from '@playwright/test';
import type { ErrorBody } from '@sponsorspot/contract/common';
import { ErrorCode } from '@sponsorspot/contract/constants';
import { ENDPOINT_AREAS as endpoints } from '@sponsorspot/contract/endpoint-list';
import type { SpotTrafficResult } from '@sponsorspot/contract/publisher';
import { periodEnd } from '@sponsorspot/contract/plans';
import { HELD_LABEL, heldSentence, reservationLine } from '@sponsorspot/contract/reservation-rules';
import { SPOT_HOLD_MS } from '@sponsorspot/contract/reservations';
import { parseSpotProduct } from '@sponsorspot/contract/rules';
import type { Spot } from '@sponsorspot/contract/sponsor';
import { CONTROL_CHARACTER_RULE } from '@sponsorspot/contract/text-rules';
import { fileURLToPath } from 'node:url';
import { expect, test } from '../fixtures.js';
import { callApi, json } from '../harness/api.js';
import { countText, dayText, rangeText } from '../harness/figures.js';
import { heldSentencePattern } from '../harness/holds.js';
import { endpointGlob, endpointPathPattern, holdRequests } from '../harness/network.js';
import { violationsInBothThemes } from '../harness/axe.js';
import { OrderPage } from '../pages/order-page.js';
import { PublisherSpotsPage } from '../pages/publisher-spots-page.js';

const SPONSOR = { email: 'sponsor@sponsorspot.test', password: 'Sponsor!2026' };
const PUBLISHER = { email: 'publisher@sponsorspot.test', password: 'Publisher!2026' };
const LUMEN = { email: 'lumen@sponsorspot.test', password: 'Market!2026' };
const GREENLEAF = { email: 'greenleaf@sponsorspot.test', password: 'Market!2026' };
/** A sponsor with no reservation anywhere. */
const BRIGHTNEST = { email: 'brightnest@sponsorspot.test', password: 'Market!2026' };
const DECALS: Record<string, string> = {
  '300x250': fileURLToPath(new URL('../../seeds/images/placeholder-300x250.png', import.meta.url)),
  '728x90': fileURLToPath(new URL('../../seeds/images/placeholder-728x90.png', import.meta.url)),
};

test.describe('order page', () => {
  test('a visitor sees the overview and analytics, and is sent to log in to reserve', async ({
    page,
    api,
    consoleErrors,
  }) => {
    const available = await json(callApi(api, endpoints.marketplace.availableSpots, { body: {} }));
    const spot = available.spots[0]!;

    const order = new OrderPage(page);
    await order.goto(spot.id);
    await expect(order.heading).toHaveText(spot.name);
    await expect(order.spotState).toHaveText('Available');
    await expect(order.tab('Overview')).toHaveAttribute('aria-current', 'page');

    await order.openTab('Analytics');
    await expect(page).toHaveURL(`/order/${spot.id}/analytics`);
    await expect(order.analyticsForSponsor).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(`/order/${spot.id}`);
    await expect(order.spotState).toBeVisible();

    // Tabs are links: reachable and followed with the keyboard.
    await order.tab('Reserve').focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`/order/${spot.id}/reserve`);
    await order.logInToReserve.first().click();
    await expect(page).toHaveURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('return')).toBe(`/order/${spot.id}/reserve`);
    expect(consoleErrors).toEqual([]);
  });

  test('a spot without a valid monthly price reads as not priced, and its order says it is not reservable yet', async ({
    page,
    api,
    loginAs,
    consoleErrors,
  }) => {
    const available = await json(callApi(api, endpoints.marketplace.availableSpots, { body: {} }));
    const spot = available.spots[0]!;
    const product = JSON.parse(spot.productJson) as Record<string, unknown>;
    expect(parseSpotProduct(spot.productJson).pricePerMonth, 'the seeded spot is priced').not.toBeNull();
    // Writes refuse such a price now, so the spot's answer loses its price on the way to the page: 0, which
    // once meant free.
    await page.route(endpointGlob(endpoints.marketplace.publicSpot), async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as Spot;
      const productJson = JSON.stringify({ ...product, pricePerMonth: 0 });
      await route.fulfill({ response, json: { ...body, productJson } });
    });
    expect(parseSpotProduct(JSON.stringify({ ...product, pricePerMonth: 0 })).pricePerMonth).toBeNull();

    await loginAs(BRIGHTNEST.email, BRIGHTNEST.password);
    const order = new OrderPage(page);
    await order.goto(spot.id);
    await expect(order.heading).toHaveText(spot.name);
    await expect(order.spotPrice).toHaveText('Not priced yet');
    await expect(order.notReservable).toHaveText(
      /^This spot is not reservable yet: its publisher has not set/,
    );
    await expect(page.getByRole('main').getByRole('link', { name: 'Start reserving' })).toHaveCount(0);

    await order.openTab('Reserve');
    await expect(order.notReservable).toBeVisible();
    await expect(order.notReservable).toHaveAttribute('role', 'status');
    await expect(order.payAndReserve).toHaveCount(0);
    await expect(order.decalFile).toHaveCount(0);
    // brightnest@ has no content on the spot: its read is a 404 the page takes as none (Chromium logs it).
    const noContentYet = 'Failed to load resource: the server responded with a status of 404 (Not Found)';
    expect(consoleErrors.filter((error) => error !== noContentYet)).toEqual([]);
  });

  test('the reserve tab says what is charged now, what renews when and how to stop, and the button names the price', async ({
    page,
    api,
    loginAs,
  }) => {
    const available = await json(
      callApi(api, endpoints.marketplace.availableSpots, { body: { pageSize: 100 } }),
    );
    const listed = available.spots.find(
      (candidate) => parseSpotProduct(candidate.productJson).pricePerMonth !== null,
    );
    expect(listed, 'an available priced spot').toBeDefined();
    const spot = await json(callApi(api, endpoints.marketplace.publicSpot, { params: { id: listed!.id } }));
    expect(spot.heldUntil, 'a spot nobody holds').toBeNull();
    const amount = parseSpotProduct(spot.productJson).pricePerMonth!;
    const price = new Intl.NumberFormat('en', {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    }).format(amount);
    const renewsOn = periodEnd(new Date(), 'month').toLocaleDateString('en', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
    });

    await loginAs(GREENLEAF.email, GREENLEAF.password);
    const order = new OrderPage(page);
    await order.goto(spot.id, 'reserve');
    await expect(order.costLine).toHaveText(reservationLine(spot));
    await expect(order.costNow).toHaveText(`Charged now: ${price}.`);
    await expect(order.costRenews).toHaveText(
      `Then ${price} every month from ${renewsOn}, until you unreserve.`,
    );
    await expect(order.costStop).toContainText('Unreserve any time');
    await expect(order.costStop).toContainText(
      'your decal keeps running to the end of the month already paid, then comes off, and nothing more is billed',
    );
    if (spot.requiresApproval) await expect(order.costStop).toContainText('you are refunded in full');
    const pay = page.getByRole('main').getByRole('button', { name: `Pay ${price} and reserve` });
    await expect(pay).toBeVisible();
    await expect(pay).toHaveAccessibleDescription(
      /^Charged now: .+, until you unreserve\. Unreserve any time/,
    );
    expect(await violationsInBothThemes(page), 'the reserve tab with its cost').toEqual([]);
  });

  test('the link and title refuse a tab with the contract’s words and save only what is one line', async ({
    page,
    api,
    loginAs,
  }) => {
    const available = await json(callApi(api, endpoints.marketplace.availableSpots, { body: {} }));
    const spot = available.spots[0]!;
    const session = await loginAs(BRIGHTNEST.email, BRIGHTNEST.password);
    const auth = { Authorization: `Bearer ${session.jwt}` };

    const order = new OrderPage(page);
    await order.goto(spot.id, 'reserve');
    // A browser drops line breaks from a one-line field as it is typed; a pasted tab stays.
    await order.enterLink('https://www.example.com/\toffer');
    await order.enterTitle('Trailhead\tCoffee');
    await expect(order.linkUrl).toHaveAttribute('aria-invalid', 'true');
    await expect(order.linkUrl).toHaveAccessibleDescription(
      new RegExp(`The link ${CONTROL_CHARACTER_RULE}\\.`),
    );
    await expect(order.linkTitle).toHaveAttribute('aria-invalid', 'true');
    await expect(order.linkTitle).toHaveAccessibleDescription(
      new RegExp(`The title ${CONTROL_CHARACTER_RULE}\\.`),
    );

    // A space in the host name: Chromium's URL parser takes it, the simulator's refuses it; the shared
    // rule refuses it at the field, and nothing is sent.
    await order.enterLink('https://www.exa mple.com/offer');
    await expect(order.linkUrl).toHaveAttribute('aria-invalid', 'true');
    await expect(order.linkUrl).toHaveAccessibleDescription(/must be an absolute URL/);

    // The title fixed is saved; the link, still refused, was never sent.
    await order.enterTitle('Trailhead Coffee');
    await expect(order.linkTitle).not.toHaveAttribute('aria-invalid');
    const sponsorContent = async () => {
      const profile = await json(
        callApi(api, endpoints.sponsorSettings.publisherProfile, {}, { headers: auth }),
      );
      if (!profile.sponsor) return null;
      const ids = { sponsorId: profile.sponsor.id, spotId: spot.id };
      return json(callApi(api, endpoints.content.sponsorContent, { params: ids }, { headers: auth }));
    };
    await expect.poll(async () => (await sponsorContent())?.linkTitle).toBe('Trailhead Coffee');
    expect((await sponsorContent())?.linkUrl).toBe('');
  });

  test('a sponsor uploads a decal, sees the check’s reason at the link, fixes it and passes', async ({
    page,
    api,
    loginAs,
    sim,
  }) => {
    // An upload, two checks and axe in both themes: 24 s on a quiet machine, close to the default limit.
    test.slow();
    const available = await json(
      callApi(api, endpoints.marketplace.availableSpots, { body: { pageSize: 100 } }),
    );
    const spot = available.spots.find((candidate) => {
      const { width, height } = parseSpotProduct(candidate.productJson);
      return `${width}x${height}` in DECALS;
    });
    expect(spot, 'an available spot of a size the seed images have').toBeDefined();
    const { width, height } = parseSpotProduct(spot!.productJson);
    const session = await loginAs(SPONSOR.email, SPONSOR.password);
    const auth = { Authorization: `Bearer ${session.jwt}` };

    const order = new OrderPage(page);
    await order.goto(spot!.id, 'reserve');
    await expect(order.decalFile).toBeVisible();

    // The upload is held at the network until the progress bar has been seen, then let through.
    const release = await holdRequests(page, endpointGlob(endpoints.content.uploadDecal));
    await order.uploadDecal(DECALS[`${width}x${height}`]!);
    await expect(order.uploadProgress).toBeVisible();
    // Let through, the upload's body is sent while the simulator holds its answer for 2 s: the bar shows
    // the browser's progress events up to 100 % meanwhile.
    const upload = endpoints.content.uploadDecal;
    await sim.armFault({
      method: upload.method,
      path: endpointPathPattern(upload),
      delayMs: 2_000,
    });
    release();
    await expect(order.uploadProgress).toHaveAttribute('aria-valuenow', '100');
    await expect(order.uploadProgress).toBeHidden({ timeout: 30_000 });
    await expect(order.decalPreview).toBeVisible();
    await expect(page.getByText(`Your decal: ${width} × ${height} px`)).toBeVisible();
    await expect(page.getByText(`Spot size: ${width} × ${height} px`)).toBeVisible();

    await order.enterLink('http://www.example.com/offer');
    await order.enterTitle('Trailhead Coffee');
    await order.terms.check();
    await expect(order.terms).toBeChecked();

    // What the check says, read from the API for the content the page made.
    const sponsorUser = await json(
      callApi(api, endpoints.sponsorSettings.publisherProfile, {}, { headers: auth }),
    );
    const ids = { sponsorId: sponsorUser.sponsor!.id, spotId: spot!.id };
    const sponsorContent = () =>
      json(callApi(api, endpoints.content.sponsorContent, { params: ids }, { headers: auth }));
    await expect.poll(async () => (await sponsorContent()).linkUrl).toBe('http://www.example.com/offer');
    const content = await sponsorContent();
    const expected = await json(
      callApi(api, endpoints.content.aiCheck, { body: { spotContentId: content.id } }, { headers: auth }),
    );
    const linkReasons = expected.reasons.filter((reason) => reason.field === 'linkUrl');
    expect(linkReasons.map((reason) => reason.code)).toContain('link_not_https');

    await order.checkButton.click();
    await expect(order.linkReasons.getByRole('listitem')).toHaveText(linkReasons.map((r) => r.message));
    const found = `The check found ${expected.reasons.length} problem${expected.reasons.length === 1 ? '' : 's'}: see the fields above.`;
    await expect(order.checkStatus).toHaveText(found);
    expect(await violationsInBothThemes(page)).toEqual([]);
    // Opened again later, the page says why the last check failed, without running it again.
    await page.reload();
    await expect(order.linkReasons.getByRole('listitem')).toHaveText(linkReasons.map((r) => r.message));
    await expect(order.checkStatus).toHaveText(found);

    await order.enterLink('https://www.example.com/offer');
    // The edit cleared the check; it runs again by itself.
    await expect(order.checkStatus).toHaveText('The check passed.', { timeout: 10_000 });
    await expect(order.linkReasons).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Pay \$[\d,.]+ and reserve$|^Reserve$/ })).toBeEnabled();

    // Every tab, as the sponsor with a content here, has no serious or critical axe violation.
    for (const tab of ['Overview', 'Analytics', 'Billing'] as const) {
      await order.openTab(tab);
      await expect(order.tab(tab)).toHaveAttribute('aria-current', 'page');
      await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
      expect(await violationsInBothThemes(page), tab).toEqual([]);
    }
  });
});

test.describe('sponsor screens', () => {
  test('/sponsor/spots lists every content of the sponsor with its status filter, each opening its order page', async ({
    page,
    api,
    loginAs,
  }) => {
    const session = await loginAs(SPONSOR.email, SPONSOR.password);
    const auth = { Authorization: `Bearer ${session.jwt}` };
    const { sponsor } = await json(
      callApi(api, endpoints.sponsorSettings.publisherProfile, {}, { headers: auth }),
    );
    const { contents } = await json(
      callApi(
        api,
        endpoints.content.sponsorContents,
        { params: { sponsorId: sponsor!.id } },
        { headers: auth },
      ),
    );
    expect(contents.length).toBeGreaterThan(0);

    await page.goto('/sponsor/spots');
    const rows = page.getByTestId('sponsor-contents').getByRole('row');
    await expect(rows.getByRole('rowheader')).toHaveText(contents.map((item) => item.spotName));

    const active = contents.filter((item) => item.content.status === 2);
    await page.getByLabel('Status').selectOption('active');
    await expect(page).toHaveURL(/[?&]status=active/);
    await expect(rows.getByRole('rowheader')).toHaveText(active.map((item) => item.spotName));

    await page.goto('/sponsor');
    await expect(page.getByTestId('active-reservations').getByRole('link')).toHaveText(
      active.map((item) => item.spotName),
    );
    await page.getByTestId('active-reservations').getByRole('link').first().click();
    await expect(page).toHaveURL(`/order/${active[0]!.content.spotId}`);
    await expect(page.getByTestId('content-state')).toHaveText('Active');
  });
});

/** A session through the API alone (the browser keeps whoever it is logged in as). */
async function apiSession(api: APIRequestContext, user: { email: string; password: string }) {
  const response = await callApi(api, endpoints.auth.login, { body: user });
  expect(response.status(), await response.text()).toBe(200);
  const session = await json(response);
  return { Authorization: `Bearer ${session.jwt}` };
}

async function spotNamed(api: APIRequestContext, name: string): Promise<Spot> {
  const { spots } = await json(
    callApi(api, endpoints.marketplace.searchSpots, { body: { searchText: name } }),
  );
  const spot = spots.find((candidate) => candidate.name === name);
  expect(spot, `a listed spot named ${name}`).toBeDefined();
  return spot!;
}

test.describe('order page: public figures, holds and notify me', () => {
  test('a visitor sees the spot’s last 90 days as the API answers them, with a table alternative', async ({
    page,
    api,
    consoleErrors,
  }) => {
    // axe reads the charts and the open 90-row table in both themes: up to 20 s on a loaded machine.
    test.slow();
    const { spots } = await json(
      callApi(api, endpoints.marketplace.searchSpots, { body: { pageSize: 100 } }),
    );
    let figures: SpotTrafficResult | undefined;
    let spot: Spot | undefined;
    for (const candidate of spots) {
      const response = await callApi(api, endpoints.figures.spotTraffic, { params: { id: candidate.id } });
      if (response.status() !== 200) continue;
      const answer = await json(response);
      if (answer.totalViews > 0) {
        [figures, spot] = [answer, candidate];
        break;
      }
    }
    expect(figures, 'a listed spot with seeded traffic').toBeDefined();

    const order = new OrderPage(page);
    await order.goto(spot!.id, 'analytics');
    await expect(order.publicTotals).toHaveText(
      `${rangeText(figures!.from, figures!.to)}: ${countText(figures!.totalViews, 'view')}, ` +
        `${countText(figures!.totalClicks, 'click')}, ${figures!.averageCTR.toFixed(2)}% click-through rate`,
    );
    await expect(order.publicChart).toBeVisible();
    await order.publicTableToggle.click();
    await expect(order.publicTableRows).toHaveCount(figures!.days.length);
    const last = figures!.days.at(-1)!;
    await expect(order.publicTableRows.last().locator('th, td')).toHaveText([
      dayText(last.date),
      last.views.toLocaleString('en-US'),
      last.clicks.toLocaleString('en-US'),
      `${last.ctr.toFixed(2)}%`,
    ]);
    // The visitor's own figures are the sponsor's: they are told so below.
    await expect(order.analyticsForSponsor).toBeVisible();
    expect(await violationsInBothThemes(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test('the publisher turns the figures off on the spot form: the order page says so', async ({
    page,
    api,
    loginAs,
  }) => {
    await loginAs(PUBLISHER.email, PUBLISHER.password);
    const auth = await apiSession(api, PUBLISHER);
    const { spots } = await json(
      callApi(api, endpoints.publisher.publisherSpots, { body: { status: [2] } }, { headers: auth }),
    );
    const spot = spots[0]!;
    expect(spot.showAnalytics).toBe(true);
    const traffic = () => callApi(api, endpoints.figures.spotTraffic, { params: { id: spot.id } });
    expect((await traffic()).status()).toBe(200);

    const list = new PublisherSpotsPage(page);
    await list.goto();
    await list.rowButton(spot.name, 'Edit').click();
    await expect(list.showAnalytics).toBeChecked();
    expect(await violationsInBothThemes(page), 'the spot form').toEqual([]);
    await list.showAnalytics.uncheck();
    await list.saveButton.click();
    await expect(list.formDialog).toBeHidden();

    const hidden = await traffic();
    expect(hidden.status()).toBe(403);
    expect(((await hidden.json()) as ErrorBody).code).toBe(ErrorCode.analyticsHidden);
    const order = new OrderPage(page);
    await order.goto(spot.id, 'analytics');
    await expect(order.publicFiguresHidden).toHaveText(
      `${spot.publisherName} keeps this spot's traffic private, so its views and clicks are not shown here.`,
    );
    await expect(order.publicChart).toHaveCount(0);
    expect(await violationsInBothThemes(page)).toEqual([]);
  });

  test('a held content counts down in words for its sponsor, reads as held to others, and refreshes when it ends', async ({
    page,
    api,
    sim,
    loginAs,
  }) => {
    const spot = await spotNamed(api, 'Jobs board header');
    const heldUntil = (
      await json(callApi(api, endpoints.marketplace.publicSpot, { params: { id: spot.id } }))
    ).heldUntil!;
    await page.clock.install();
    await loginAs(LUMEN.email, LUMEN.password);
    const order = new OrderPage(page);
    await order.goto(spot.id);
    await expect(order.spotState).toHaveText(HELD_LABEL);
    await expect(order.contentState).toHaveText('Held for payment');
    await expect(order.holdCountdown).toHaveText(heldSentencePattern('you', heldUntil));
    // The page's clock stopped at a known moment of the hold (it has some 24 minutes left), so each
    // sentence is known exactly, however long the steps took.
    const left = 10 * 60_000;
    await page.clock.pauseAt(Date.parse(heldUntil) - left);
    await expect(order.holdCountdown).toHaveText(heldSentence('you', left));
    await page.clock.runFor(61_000);
    await expect(order.holdCountdown).toHaveText(heldSentence('you', left - 61_000));
    await page.clock.resume();
    expect(await violationsInBothThemes(page), 'overview with a hold').toEqual([]);
    await order.openTab('Reserve');
    await expect(order.holdCountdown).toHaveText(/^Held for your checkout: .+ left\.$/);

    // The hold runs out (the simulator's clock and the page's): the state refreshes by itself.
    await sim.advanceClock(SPOT_HOLD_MS / 1000);
    await page.clock.runFor(SPOT_HOLD_MS);
    await order.openTab('Overview');
    await expect(order.contentState).toHaveText('Draft');
    await expect(order.holdCountdown).toHaveCount(0);
  });

  test('another sponsor sees the held spot as held, with the reason paying would fail', async ({
    page,
    api,
    loginAs,
  }) => {
    const spot = await spotNamed(api, 'Jobs board header');
    expect(spot.heldUntil).not.toBeNull();
    await loginAs(GREENLEAF.email, GREENLEAF.password);
    const order = new OrderPage(page);
    await order.goto(spot.id);
    await expect(order.spotState).toHaveText(HELD_LABEL);
    await expect(order.heldByOther).toContainText('Nobody else can pay for or reserve it');
    await expect(order.holdCountdown).toHaveText(heldSentencePattern('another sponsor', spot.heldUntil!));
    expect(await violationsInBothThemes(page)).toEqual([]);
    await order.openTab('Reserve');
    await expect(order.heldByOther).toContainText('paying or reserving now would be refused');
    await expect(order.holdCountdown).toHaveText(heldSentencePattern('another sponsor', spot.heldUntil!));
  });

  test('notify me: the choice survives a reload and a mail comes when the holder unreserves', async ({
    page,
    api,
    sim,
    loginAs,
  }) => {
    const holder = await apiSession(api, SPONSOR);
    const { sponsor } = await json(
      callApi(api, endpoints.sponsorSettings.publisherProfile, {}, { headers: holder }),
    );
    const { contents } = await json(
      callApi(
        api,
        endpoints.content.sponsorContents,
        { params: { sponsorId: sponsor!.id } },
        { headers: holder },
      ),
    );
    const live = contents.find((item) => item.content.status === 2)!.content;

    // A visitor is offered to log in and come back.
    const order = new OrderPage(page);
    await order.goto(live.spotId);
    await expect(order.logInToBeNotified).toHaveAttribute(
      'href',
      `/login?return=${encodeURIComponent(`/order/${live.spotId}`)}`,
    );

    await loginAs(GREENLEAF.email, GREENLEAF.password);
    await order.goto(live.spotId);
    await order.notifyMe.click();
    await expect(order.stopNotifying).toBeVisible();
    // The button is busy while the choice is sent: focus goes to what it now says.
    await expect(order.watchState).toHaveText('You will get an email when this spot frees.');
    await expect(order.watchState).toBeFocused();
    await order.stopNotifying.click();
    await expect(order.notifyMe).toBeVisible();
    await expect(order.watchState).toBeFocused();
    // A refusal takes focus to its alert.
    const watch = endpoints.reservations.watchSpot;
    await sim.armFault({
      method: watch.method,
      path: endpointPathPattern(watch),
      status: 409,
      message: 'Not now.',
    });
    await order.notifyMe.click();
    const refused = page.getByRole('main').getByRole('alert').filter({ hasText: 'Not now.' });
    await expect(refused).toBeFocused();
    await order.notifyMe.click();
    await expect(order.watchState).toHaveText('You will get an email when this spot frees.');
    await page.reload();
    await expect(order.stopNotifying).toBeVisible();
    expect(await violationsInBothThemes(page)).toEqual([]);

    const freed = await callApi(
      api,
      endpoints.reservations.unreserve,
      { body: { spotContentId: live.id } },
      { headers: holder },
    );
    expect(freed.status(), await freed.text()).toBe(200);
    const mail = await sim.latestMail(GREENLEAF.email, 'spot_freed');
    expect(mail.link).toContain(`/order/${live.spotId}`);
    await page.reload();
    await expect(order.spotState).toHaveText('Available');
    await expect(order.notifyMe).toHaveCount(0);
  });
});
