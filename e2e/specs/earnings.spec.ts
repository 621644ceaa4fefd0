// The publisher's earnings on /publisher: a seeded demo publisher sees this month's net, the balance, the
// next payout day, a row per month per spot and the payout history, all as the API answers them, and
// downloads the CSV statement; moving the simulator's clock past the 1st adds the payout of the balance.
// The section passes axe in both themes. Every expectation is asked of the API.
import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import type { EarningsResult, PayoutList } from '@sponsorspot/contract/earnings';
import { PAYOUT_MINIMUM } from '@sponsorspot/contract/earnings-rules';
import { ENDPOINT_AREAS as endpoints } from '@sponsorspot/contract/endpoint-list';
import { expect, test } from '../fixtures.js';
import { callApi, json } from '../harness/api.js';
import { violationsInBothThemes } from '../harness/axe.js';
import { dayText } from '../harness/figures.js';
import { PublisherDashboardPage } from '../pages/publisher-dashboard-page.js';

// Shipit Weekly: live spots paid every month of the seeded year.
const PRO = { email: 'pro@sponsorspot.test', password: 'ProUser!2026' };
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

async function earningsOf(api: APIRequestContext, jwt: string): Promise<EarningsResult> {
  const headers = { authorization: `Bearer ${jwt}` };
  const response = await callApi(api, endpoints.earnings.earnings, {}, { headers });
  expect(response.status(), await response.text()).toBe(200);
  return json(response);
}

async function payoutsOf(api: APIRequestContext, jwt: string): Promise<PayoutList['payouts']> {
  const headers = { authorization: `Bearer ${jwt}` };
  const response = await callApi(api, endpoints.earnings.payouts, {}, { headers });
  expect(response.status(), await response.text()).toBe(200);
  return (await json(response)).payouts;
}

test('a demo publisher sees a year of earnings and payouts; the next 1st adds a payout', async ({
  api,
  page,
  sim,
  loginAs,
}) => {
  test.slow(); // axe in two themes and a clock move
  const session = await loginAs(PRO.email, PRO.password);
  const earnings = await earningsOf(api, session.jwt);
  const payouts = await payoutsOf(api, session.jwt);
  expect(earnings.items.length, 'the seeded year has earnings').toBeGreaterThan(0);
  expect(payouts.length, 'and payouts').toBeGreaterThan(0);
  expect(earnings.balance, 'the next 1st pays the balance').toBeGreaterThanOrEqual(PAYOUT_MINIMUM);

  const dashboard = new PublisherDashboardPage(page);
  await dashboard.goto();
  await expect(dashboard.earnings).toBeVisible();
  await expect(dashboard.earningsFigure('Balance')).toHaveText(usd.format(earnings.balance));
  // The balance has reached the minimum, so the next payout has its day (the 1st, in UTC).
  await expect(dashboard.earningsFigure('Next payout')).toHaveText(
    dayText(earnings.nextPayoutDate.slice(0, 10)),
  );
  // A row per month per spot, then the header and the total rows.
  await expect(dashboard.earningsTable.getByRole('row')).toHaveCount(earnings.items.length + 2);
  const newest = earnings.items[0]!;
  await expect(dashboard.earningsTable.getByRole('row').nth(1)).toContainText(newest.spotName);
  await expect(dashboard.earningsTable.getByRole('row').nth(1)).toContainText(usd.format(newest.net));
  await expect(dashboard.earningsTable.getByRole('row').last()).toContainText(usd.format(earnings.net));
  await expect(dashboard.payoutsTable.getByRole('row')).toHaveCount(payouts.length + 1);
  await expect(dashboard.payoutsTable.getByRole('row').nth(1)).toContainText(usd.format(payouts[0]!.amount));
  await expect(dashboard.payoutsTable.getByRole('row').nth(1)).toContainText('Paid');
  await expect(dashboard.payoutsTable.getByRole('row').nth(1)).toContainText(
    `••••${payouts[0]!.bankAccountLast4}`,
  );
  expect(await violationsInBothThemes(page)).toEqual([]);

  const statement = await dashboard.downloadStatement();
  // The button keeps the keyboard's focus while the file is made and after.
  await expect(dashboard.statementButton).toHaveText('Download CSV statement');
  await expect(dashboard.statementButton).toBeFocused();
  const [header, ...rows] = (await readFile(await statement.path(), 'utf8')).trim().split(/\r?\n/);
  expect(header).toBe('month,spotId,spot,gross,fee,net');
  expect(rows).toHaveLength(earnings.items.length + 1);
  expect(rows.at(-1)).toBe(
    `total,,,${earnings.gross.toFixed(2)},${earnings.fee.toFixed(2)},${earnings.net.toFixed(2)}`,
  );

  // A minute past the next 1st: the balance is paid out.
  await sim.advanceClock((Date.parse(earnings.nextPayoutDate) + 60_000 - Date.now()) / 1000);
  // The access token expired with the days passed: a new login for the API (the app refreshes its own).
  const later = await loginAs(PRO.email, PRO.password);
  const after = await payoutsOf(api, later.jwt);
  expect(after).toHaveLength(payouts.length + 1);
  expect(after[0]).toMatchObject({ status: 'paid', createdAt: earnings.nextPayoutDate });
  await page.reload();
  await expect(dashboard.payoutsTable.getByRole('row')).toHaveCount(after.length + 1);
  await expect(dashboard.payoutsTable.getByRole('row').nth(1)).toContainText(usd.format(after[0]!.amount));
  await expect(dashboard.earningsFigure('Balance')).toHaveText(
    usd.format((await earningsOf(api, later.jwt)).balance),
  );
});
