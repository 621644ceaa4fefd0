// What the specs that walk every screen of the route table share (accessibility, narrow screens): the
// check that the table is covered, the login that shows every workspace, the addresses of a pattern with a
// spot's and an invoice's id put in, and the wait for a screen to finish loading.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { ENDPOINT_AREAS as endpoints } from '@sponsorspot/contract/endpoint-list';
import type { SessionAnswer } from '@sponsorspot/contract/presence-auth';
import { callApi, json } from './api.js';
import { INVOICE_ID, NOT_SCREENS, routeTable, SCREENS, SPOT_ID, type TableRow } from './screens.js';

/** The pro user is publisher and sponsor, so the bar shows every workspace link. */
export const PRO_USER = { email: 'pro@sponsorspot.test', password: 'ProUser!2026' };

/** A route added to the table without an entry in SCREENS or NOT_SCREENS fails here. */
export function expectEveryRouteCovered(): void {
  const inTable = [...new Set(routeTable.map((row) => row.pattern))].sort();
  const covered = [...Object.keys(SCREENS), ...Object.keys(NOT_SCREENS)].sort();
  expect(covered, 'SCREENS and NOT_SCREENS list exactly the patterns of web/src/app/routes.ts').toEqual(
    inTable,
  );
}

/** The patterns with a screen a visitor may open logged out, or (loggedIn) every one with a screen. */
export function screenPatterns(loggedIn: boolean): string[] {
  const rows = routeTable.filter((row: TableRow) => (loggedIn || !row.requiresAuth) && SCREENS[row.pattern]);
  return [...new Set(rows.map((row) => row.pattern))];
}

/**
 * The addresses of a pattern's screen, with the scenario's first marketplace spot and the signed-in user's
 * first invoice put in. A user without an invoice has no invoice page to open: answers no address then.
 */
export async function screenAddresses(
  api: APIRequestContext,
  pattern: string,
  session: SessionAnswer | null,
): Promise<string[]> {
  let addresses = SCREENS[pattern]!;
  if (addresses.some((address) => address.includes(SPOT_ID))) {
    const response = await callApi(api, endpoints.marketplace.searchSpots, { body: {} });
    expect(response.status(), await response.text()).toBe(200);
    const { spots } = await json(response);
    addresses = addresses.map((address) => address.replace(SPOT_ID, String(spots[0]!.id)));
  }
  if (session && addresses.some((address) => address.includes(INVOICE_ID))) {
    const headers = { authorization: `Bearer ${session.jwt}` };
    const account = await json(callApi(api, endpoints.account.account, {}, { headers }));
    const invoice = account.invoices[0];
    if (!invoice) return [];
    addresses = addresses.map((address) => address.replace(INVOICE_ID, String(invoice.id)));
  }
  return addresses;
}

/**
 * Waits until the screen has stopped loading: its heading shown, no skeleton or busy region left (the app's
 * loading lines are busy: components/loading-line.tsx), and no "Loading …" text either, for a line that
 * would not be. A step that is skipped on the way (/earn/register signed in) shows its busy line first.
 */
export async function waitForSettledScreen(page: Page): Promise<void> {
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[aria-busy="true"], .placeholder')).toHaveCount(0);
  await expect(page.getByRole('main').getByText(/^Loading\b.*…$/)).toHaveCount(0);
}
