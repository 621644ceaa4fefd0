// The accessibility gate: every screen of the app's route table, logged out and logged in, in the light
// and the dark theme, has no serious or critical axe-core violation. The screens are read from the route
// table itself (harness/screens.ts), so a route added to the table without an entry there fails the first
// test.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { ENDPOINT_AREAS as endpoints } from '@sponsorspot/contract/endpoint-list';
import { expect, test } from '../fixtures.js';
import { callApi, json } from '../harness/api.js';
import { INVOICE_ID, NOT_SCREENS, routeTable, SCREENS, SPOT_ID } from '../harness/screens.js';
import { AppNav } from '../pages/app-nav.js';

type AxeViolation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

const THEMES = ['light', 'dark'] as const;
type Theme = (typeof THEMES)[number];

/** The pro user is publisher and sponsor, so the bar shows every workspace link. */
const PRO_USER = { email: 'pro@sponsorspot.test', password: 'ProUser!2026' };

const table = routeTable;

test('every route of the route table is scanned, and nothing else', () => {
  const inTable = [...new Set(table.map((row) => row.pattern))].sort();
  const covered = [...Object.keys(SCREENS), ...Object.keys(NOT_SCREENS)].sort();
  expect(covered, 'SCREENS and NOT_SCREENS list exactly the patterns of web/src/app/routes.ts').toEqual(
    inTable,
  );
});

/** Waits until the screen has stopped loading: its heading shown, no skeleton or busy region left. */
async function waitForSettledScreen(page: Page): Promise<void> {
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[aria-busy="true"], .placeholder')).toHaveCount(0);
}

function describeViolations(address: string, theme: Theme, violations: AxeViolation[]): string[] {
  return violations.map((violation) => {
    const nodes = violation.nodes
      .map(
        (node) =>
          `      ${node.target.join(' ')}\n        ${node.failureSummary?.replace(/\n/g, '\n        ')}`,
      )
      .join('\n');
    return `${address} (${theme}): ${violation.id} [${violation.impact}] ${violation.help}\n    ${violation.helpUrl}\n${nodes}`;
  });
}

/** Opens each address in each theme and answers the serious and critical violations, described. */
async function scan(page: Page, addresses: string[], loggedIn: boolean): Promise<string[]> {
  const nav = new AppNav(page);
  const found: string[] = [];
  for (const theme of THEMES) {
    // No stored choice: the app follows the system's colour mode.
    await page.emulateMedia({ colorScheme: theme });
    for (const address of addresses) {
      await page.goto(address);
      await expect(page.locator('html')).toHaveAttribute('data-bs-theme', theme);
      await waitForSettledScreen(page);
      // Scanned as the user it was meant for: a lost session would scan the login form instead.
      if (loggedIn) await expect(nav.userMenuButton).toBeVisible();
      else await expect(nav.userMenuButton).toHaveCount(0);
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations.filter(
        (violation) => violation.impact === 'serious' || violation.impact === 'critical',
      );
      found.push(...describeViolations(address, theme, serious));
    }
  }
  return found;
}

for (const loggedIn of [false, true]) {
  test.describe(loggedIn ? 'logged in' : 'logged out', () => {
    const rows = table.filter((row) => (loggedIn || !row.requiresAuth) && SCREENS[row.pattern]);
    for (const pattern of new Set(rows.map((row) => row.pattern))) {
      test(`${pattern} has no serious or critical axe violation in either theme`, async ({
        page,
        api,
        loginAs,
      }) => {
        let addresses = SCREENS[pattern]!;
        // Each address is scanned in both themes: the order page's four tabs are eight scans.
        test.setTimeout(Math.max(30_000, addresses.length * 20_000));
        if (addresses.some((address) => address.includes(SPOT_ID))) {
          const response = await callApi(api, endpoints.marketplace.searchSpots, { body: {} });
          expect(response.status(), await response.text()).toBe(200);
          const { spots } = await json(response);
          const spotId = String(spots[0]!.id);
          addresses = addresses.map((address) => address.replace(SPOT_ID, spotId));
        }
        const session = loggedIn ? await loginAs(PRO_USER.email, PRO_USER.password) : null;
        if (session && addresses.some((address) => address.includes(INVOICE_ID))) {
          const headers = { authorization: `Bearer ${session.jwt}` };
          const account = await json(callApi(api, endpoints.account.account, {}, { headers }));
          const invoiceId = String(account.invoices[0]!.id);
          addresses = addresses.map((address) => address.replace(INVOICE_ID, invoiceId));
        }
        const violations = await scan(page, addresses, loggedIn);
        expect(violations.length, `axe found:\n\n${violations.join('\n\n')}\n`).toBe(0);
      });
    }
  });
}
