// A fair end (docs/sponsors.md "Ending an order"): a sponsor unreserves a live order on its Billing tab. The
// decal keeps running to the end of the period paid for, and the order reads "Runs until …" (never "Ended"
// beside "Ends …"); the publisher is mailed and their spots list says when it comes off. On the simulator's
// clock the period ends: the order reads "Ended …", the spot is free, and nothing more was billed. Both
// screens pass axe in both themes, at full width and at 390 px. Every expectation is asked of the API.
import type { APIRequestContext, Page } from '@playwright/test';
import { endpointUrl } from '@sponsorspot/contract/endpoint';
import { ENDPOINT_AREAS as endpoints } from '@sponsorspot/contract/endpoint-list';
import type { SpotContent } from '@sponsorspot/contract/sponsor';
import { expect, pageOf, test } from '../fixtures.js';
import { callApi, json } from '../harness/api.js';
import { violationsInBothThemes } from '../harness/axe.js';
import { dialogSettled } from '../harness/dialogs.js';
import { pageWidth } from '../harness/overflow.js';
import { approveAsAdmin, reserveAndPay } from '../harness/reviews.js';
import { OrderPage } from '../pages/order-page.js';
import { PublisherSpotsPage } from '../pages/publisher-spots-page.js';

const SPONSOR = { email: 'sponsor@sponsorspot.test', password: 'Sponsor!2026' };
const PUBLISHER = {
  business: 'Riverton Daily Ledger',
  email: 'ledger@sponsorspot.test',
  password: 'Market!2026',
};
const LINK = 'https://coffee.example/beans';
const PHONE = { width: 390, height: 844 };

/** A day as the app writes it (lib/format.ts formatDate): "Dec 27, 2026". */
const day = (iso: string) => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(new Date(iso));

// Two users, two browsers, axe in both themes four times.
test.describe.configure({ timeout: 120_000 });

/** Where the spot's public click link leads now (the live revision's link, or the unsold placeholder). */
async function clickTarget(api: APIRequestContext, spotId: number): Promise<string | undefined> {
  const response = await api.get(endpointUrl(endpoints.embed.spotClick, { id: spotId }), { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  return response.headers()['location'];
}

/** The page does not scroll sideways and passes axe in both themes. */
async function expectFitsAndAccessible(page: Page): Promise<void> {
  const width = await pageWidth(page);
  expect(width.culprits).toEqual([]);
  expect(width.scrollWidth).toBeLessThanOrEqual(width.viewport);
  expect(await violationsInBothThemes(page)).toEqual([]);
}

test('unreserving a live order runs it to the end of the paid period, tells the publisher, then ends it', async ({
  api,
  browser,
  page,
  sim,
  loginAs,
}) => {
  test.slow();
  const { jwt } = await json(callApi(api, endpoints.auth.login, { body: SPONSOR }));
  const auth = { authorization: `Bearer ${jwt}` };
  const invoices = async () =>
    (await json(callApi(api, endpoints.account.account, {}, { headers: auth }))).invoices;
  const { spot, content: reserved } = await reserveAndPay(
    api,
    jwt,
    (candidate) => candidate.businessName === PUBLISHER.business,
  );
  await approveAsAdmin(api, reserved.id);
  const mine = async (): Promise<SpotContent> =>
    json(
      callApi(
        api,
        endpoints.content.sponsorContent,
        { params: { sponsorId: reserved.sponsorId, spotId: spot.id } },
        { headers: auth },
      ),
    );
  const live = await mine();
  expect(live).toMatchObject({ status: 2, endsAt: null, subscription: { subscriptionLevel: 'Spot' } });
  const periodEnd = live.subscription!.currentPeriodEnd!;
  expect(await clickTarget(api, spot.id)).toBe(LINK);
  const invoicesBefore = (await invoices()).length;

  // The sponsor unreserves on the Billing tab: the dialog says the decal runs until the period's end.
  const buyer = await pageOf(browser, api, SPONSOR);
  const order = new OrderPage(buyer.page);
  await order.goto(spot.id, 'billing');
  const main = buyer.page.getByRole('main');
  await main.getByRole('button', { name: 'Unreserve…' }).click();
  const dialog = buyer.page.getByRole('dialog', { name: `Unreserve “${spot.name}”?` });
  await expect(dialog.getByTestId('unreserve-comes-off')).toHaveText(
    `Your decal keeps running until ${day(periodEnd)}, then it comes off and the spot is freed for other sponsors.`,
  );
  await expect(dialog).toContainText('Nothing more is billed');
  await dialogSettled(buyer.page);
  expect(await violationsInBothThemes(buyer.page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Unreserve', exact: true }).click();
  const done = main.getByText(
    `Unreserved: your decal runs until ${day(periodEnd)}, the end of the period you paid for. Nothing more is billed.`,
  );
  await expect(done).toBeVisible();
  await expect(done).toBeFocused();
  await expect(dialog).toBeHidden();

  // Still running: the order says until when, the billing says it ends then, and there is nothing to unreserve.
  const ending = await mine();
  expect(ending).toMatchObject({ status: 2, endsAt: periodEnd, subscription: { cancelAtPeriodEnd: true } });
  await expect(buyer.page.getByTestId('billing-reservation')).toHaveText(`Runs until ${day(periodEnd)}`);
  await expect(buyer.page.getByTestId('billing-next')).toHaveText(`Ends ${day(periodEnd)}`);
  await expect(main.getByRole('button', { name: 'Unreserve…' })).toHaveCount(0);
  await order.openTab('Overview');
  await expect(order.contentState).toHaveText(`Runs until ${day(periodEnd)}`);
  expect(await clickTarget(api, spot.id)).toBe(LINK);
  await buyer.page.setViewportSize(PHONE);
  await expectFitsAndAccessible(buyer.page);

  // The publisher is mailed, and their spots list says when it comes off.
  const mail = await sim.latestMail(PUBLISHER.email, 'reservation_ended');
  expect(mail.subject).toBe(
    `The sponsor of "${spot.name}" unreserved it: their decal runs until ${periodEnd.slice(0, 10)}, then the spot is available`,
  );
  await loginAs(PUBLISHER.email, PUBLISHER.password);
  const spots = new PublisherSpotsPage(page);
  await spots.goto();
  await expect(spots.sponsorCell(spot.name).getByTestId('sponsor-ends')).toHaveText(
    `Unreserved: ends ${day(periodEnd)}`,
  );
  await expectFitsAndAccessible(page);
  await page.setViewportSize(PHONE);
  await expectFitsAndAccessible(page);

  await buyer.close();

  // The period ends on the simulator's clock: the decal comes off, the spot is free, no renewal was billed.
  await sim.advanceClock((Date.parse(periodEnd) - Date.now()) / 1000 + 3600);
  // The clock moved past the tokens' lifetime: the sponsor signs in again.
  auth.authorization = `Bearer ${(await json(callApi(api, endpoints.auth.login, { body: SPONSOR }))).jwt}`;
  const ended = await mine();
  expect(ended).toMatchObject({ status: 3, endsAt: periodEnd });
  expect(await clickTarget(api, spot.id)).not.toBe(LINK);
  expect(await invoices()).toHaveLength(invoicesBefore);
  await loginAs(SPONSOR.email, SPONSOR.password);
  const endedOrder = new OrderPage(page);
  await endedOrder.goto(spot.id);
  await expect(endedOrder.contentState).toHaveText(`Ended ${day(periodEnd)}`);
  await endedOrder.openTab('Billing');
  await expect(page.getByTestId('billing-reservation')).toHaveText(`Ended ${day(periodEnd)}`);
  // Never "Ended" beside "Ends …".
  await expect(page.getByTestId('billing-next')).toHaveText('Ended');
  await expectFitsAndAccessible(page);
});
