// The accessibility gate: every screen of the app's route table, logged out and logged in, in the light
// and the dark theme, has no serious or critical axe-core violation. The screens are read from the route
// table itself (harness/screens.ts), so a route added to the table without an entry there fails the first
// test.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.js';
import { transitionsSettled } from '../harness/axe.js';
import {
  expectEveryRouteCovered,
  PRO_USER,
  screenAddresses,
  screenPatterns,
  waitForSettledScreen,
} from '../harness/screen-walk.js';
import { AppNav } from '../pages/app-nav.js';

type AxeViolation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

const THEMES = ['light', 'dark'] as const;
type Theme = (typeof THEMES)[number];

test('every route of the route table is scanned, and nothing else', () => {
  expectEveryRouteCovered();
});

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
      // A link that just became the current one (a step skipped on the way) fades to its colours.
      await transitionsSettled(page);
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
    for (const pattern of screenPatterns(loggedIn)) {
      test(`${pattern} has no serious or critical axe violation in either theme`, async ({
        page,
        api,
        loginAs,
      }) => {
        const session = loggedIn ? await loginAs(PRO_USER.email, PRO_USER.password) : null;
        const addresses = await screenAddresses(api, pattern, session);
        expect(addresses, `addresses of ${pattern} to scan`).not.toEqual([]);
        // Each address is scanned in both themes: the order page's four tabs are eight scans.
        test.setTimeout(Math.max(30_000, addresses.length * 20_000));
        const violations = await scan(page, addresses, loggedIn);
        expect(violations.length, `axe found:\n\n${violations.join('\n\n')}\n`).toBe(0);
      });
    }
  });
}
