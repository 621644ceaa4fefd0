// A review decides exactly what was seen (docs/publishers.md "A review decides exactly what was seen"): the
// publisher's queue sends back the revision it shows with Approve. When the sponsor changed the decal after
// the publisher opened the queue, Approve changes nothing and says "This decal changed after you opened it —
// look again", with the queue read again to show what waits now; approving that runs it. Axe in both themes,
// at full width and at 390 px. Every expectation is asked of the API.
import type { APIRequestContext } from '@playwright/test';
import { endpointUrl } from '@sponsorspot/contract/endpoint';
import { ENDPOINT_AREAS as endpoints } from '@sponsorspot/contract/endpoint-list';
import { expect, test } from '../fixtures.js';
import { callApi, json } from '../harness/api.js';
import { violationsInBothThemes } from '../harness/axe.js';
import { pageWidth } from '../harness/overflow.js';
import { approveAsAdmin, reserveAndPay } from '../harness/reviews.js';
import { PublisherDashboardPage } from '../pages/publisher-dashboard-page.js';

const SPONSOR = { email: 'sponsor@sponsorspot.test', password: 'Sponsor!2026' };
const PUBLISHER = {
  business: 'Riverton Daily Ledger',
  email: 'ledger@sponsorspot.test',
  password: 'Market!2026',
};

test.describe.configure({ timeout: 90_000 });

/** Where the spot's public click link leads now (the live revision's link). */
async function clickTarget(api: APIRequestContext, spotId: number): Promise<string | undefined> {
  const response = await api.get(endpointUrl(endpoints.embed.spotClick, { id: spotId }), { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  return response.headers()['location'];
}

test('approving a decal its sponsor changed since the queue was opened changes nothing and says to look again', async ({
  api,
  page,
  loginAs,
}) => {
  test.slow();
  const { jwt } = await json(callApi(api, endpoints.auth.login, { body: SPONSOR }));
  const headers = { authorization: `Bearer ${jwt}` };
  const { spot, content } = await reserveAndPay(
    api,
    jwt,
    (candidate) => candidate.businessName === PUBLISHER.business,
  );
  await approveAsAdmin(api, content.id);
  /** The sponsor changes the live decal's link, and the change passes the check: it waits for review. */
  const change = async (linkUrl: string) => {
    const edited = await callApi(
      api,
      endpoints.content.updateContent,
      { body: { id: content.id, spotId: spot.id, linkUrl } },
      { headers },
    );
    expect(edited.status(), await edited.text()).toBe(200);
    const check = await json(
      callApi(api, endpoints.content.aiCheck, { body: { spotContentId: content.id } }, { headers }),
    );
    expect(check.passed).toBe(true);
  };
  await change('https://coffee.example/autumn');

  await loginAs(PUBLISHER.email, PUBLISHER.password);
  const publisher = new PublisherDashboardPage(page);
  await publisher.goto();
  const item = publisher.reviewItem(spot.name);
  await expect(item).toContainText('https://coffee.example/autumn');

  // Changed after the publisher looked: Approve decides nothing, says so, and the queue shows what waits now.
  await change('https://coffee.example/casino');
  await publisher.approve(spot.name);
  const outdated = publisher.reviews.getByRole('alert');
  await expect(outdated).toHaveText('This decal changed after you opened it — look again.');
  await expect(publisher.reviewsHeading).toBeFocused();
  await expect(item).toContainText('https://coffee.example/casino');
  await expect(item).not.toContainText('https://coffee.example/autumn');
  expect(await clickTarget(api, spot.id)).toBe('https://coffee.example/beans');
  expect(await violationsInBothThemes(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  const width = await pageWidth(page);
  expect(width.culprits).toEqual([]);
  expect(width.scrollWidth).toBeLessThanOrEqual(width.viewport);
  expect(await violationsInBothThemes(page)).toEqual([]);

  // What the publisher now sees is what they approve: it runs.
  await publisher.approve(spot.name);
  await expect(publisher.reviewOutcome).toContainText(spot.name);
  await expect(outdated).toHaveCount(0);
  expect(await clickTarget(api, spot.id)).toBe('https://coffee.example/casino');
});
