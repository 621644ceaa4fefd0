// The narrow-screen gate: every screen of the app's route table, logged out and logged in, fits a 390 px
// phone without sideways scrolling (document.documentElement.scrollWidth ≤ 390), and nothing on it scrolls
// sideways on its own unless it is a labelled, focusable region, and no table's caption runs on past the edge
// of the region that scrolls its table (nor at 1024 and 1280 px); at 1280 px the
// screen uses the desktop's width. Like the accessibility gate it reads the route table (harness/screens.ts), so a route added without
// an entry there fails the first test. A failure names the elements that stick out.
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.js';
import { pageWidth } from '../harness/overflow.js';
import {
  expectEveryRouteCovered,
  PRO_USER,
  screenAddresses,
  screenPatterns,
  waitForSettledScreen,
} from '../harness/screen-walk.js';
import { routeTable } from '../harness/screens.js';
import { AppNav } from '../pages/app-nav.js';
import { OrderPage } from '../pages/order-page.js';
import { QaConsolePage } from '../pages/qa-console-page.js';

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1024, height: 768 };
const DESKTOP = { width: 1280, height: 800 };
/** The least width of the main landmark at 1280 px: the content, not a column beside an empty page. */
const DESKTOP_MAIN_WIDTH = 800;

/**
 * Who the screens behind the login are walked as, besides the pro user (publisher and sponsor, who also
 * walks the public screens logged in): the sponsor's live reservations and the free publisher's spots fill
 * the tables with other rows; the administrator has no workspace at all.
 */
const WORKSPACE_LOGINS = [
  PRO_USER,
  { email: 'sponsor@sponsorspot.test', password: 'Sponsor!2026' },
  { email: 'publisher@sponsorspot.test', password: 'Publisher!2026' },
  { email: 'admin@sponsorspot.test', password: 'Admin!2026' },
];

/** What is wrong with the page at the viewport's width as it is now, described; nothing when it fits. */
async function widthProblems(page: Page, address: string, who: string): Promise<string[]> {
  const width = await pageWidth(page);
  const found: string[] = [];
  if (width.scrollWidth > width.viewport)
    found.push(
      `${address} (${who}) is ${width.scrollWidth} px wide at ${width.viewport} px; sticking out:\n      ${width.culprits.join('\n      ')}`,
    );
  if (width.unlabelledScrollers.length > 0)
    found.push(
      `${address} (${who}) at ${width.viewport} px scrolls sideways inside parts that are not a labelled, focusable region:\n      ${width.unlabelledScrollers.join('\n      ')}`,
    );
  if (width.cutCaptions.length > 0)
    found.push(
      `${address} (${who}) at ${width.viewport} px has table captions wider than the region that scrolls their table, cut off at its edge:\n      ${width.cutCaptions.join('\n      ')}`,
    );
  return found;
}

/**
 * Opens each address at 390 px and answers what does not fit, described; then looks at it at a small
 * laptop's 1024 px (the workspace menu beside the content) and at 1280 px.
 */
async function walk(page: Page, addresses: string[], who: string | null): Promise<string[]> {
  const nav = new AppNav(page);
  const found: string[] = [];
  const user = who ?? 'logged out';
  for (const address of addresses) {
    await page.setViewportSize(PHONE);
    await page.goto(address);
    await waitForSettledScreen(page);
    // Walked as the user it was meant for: a lost session would measure the login form instead. (At 390 px
    // the user menu is in the bar's collapsed part: there, not shown.)
    if (who) await expect(nav.userMenuButton).toHaveCount(1);
    else await expect(nav.userMenuButton).toHaveCount(0);
    found.push(...(await widthProblems(page, address, user)));

    await page.setViewportSize(LAPTOP);
    found.push(...(await widthProblems(page, address, user)));

    await page.setViewportSize(DESKTOP);
    found.push(...(await widthProblems(page, address, user)));
    const main = await page.getByRole('main').boundingBox();
    if ((main?.width ?? 0) < DESKTOP_MAIN_WIDTH)
      found.push(`${address} (${user}): its main content is ${main?.width} px wide at 1280 px`);
    // The workspace menu is open on a desktop (not a "Menu" button beside an empty column).
    const workspaceMenu = page.getByRole('navigation', { name: 'Workspace' });
    if ((await workspaceMenu.count()) > 0) await expect(workspaceMenu).toBeVisible();
  }
  return found;
}

test('every route of the route table is walked, and nothing else', () => {
  expectEveryRouteCovered();
});

for (const loggedIn of [false, true]) {
  test.describe(loggedIn ? 'logged in' : 'logged out', () => {
    for (const pattern of screenPatterns(loggedIn)) {
      const behindLogin = routeTable.some((row) => row.pattern === pattern && row.requiresAuth);
      const logins = !loggedIn ? [null] : behindLogin ? WORKSPACE_LOGINS : [PRO_USER];
      test(`${pattern} fits 390 px without sideways scrolling`, async ({ page, api, context, loginAs }) => {
        test.setTimeout(30_000 * logins.length);
        const found: string[] = [];
        for (const login of logins) {
          let session = null;
          if (login) {
            await context.clearCookies();
            session = await loginAs(login.email, login.password);
          }
          const addresses = await screenAddresses(api, pattern, session);
          found.push(...(await walk(page, addresses, login?.email ?? null)));
        }
        expect(found.length, `at 390, 1024 and 1280 px:\n\n${found.join('\n\n')}\n`).toBe(0);
      });
    }
  });
}

test("the order page's tabs stay on one line at 390 px", async ({ page, api }) => {
  const [address] = await screenAddresses(api, '/order/:id/:tab?', null);
  await page.setViewportSize(PHONE);
  await page.goto(address!);
  const tabs = new OrderPage(page).tabs.getByRole('link');
  await expect(tabs).toHaveCount(4);
  const tops = await tabs.evaluateAll((links) => links.map((link) => link.getBoundingClientRect().top));
  expect(new Set(tops).size, `tops of the tabs: ${tops.join(', ')}`).toBe(1);
});

// The simulator's QA console is not an app route, but testers open it on phones too; a login puts the
// requests' long paths in its journal.
test('the QA console fits 390 px without sideways scrolling', async ({ page, loginAs }) => {
  await loginAs(PRO_USER.email, PRO_USER.password);
  const qaConsole = new QaConsolePage(page);
  await page.setViewportSize(PHONE);
  await qaConsole.open();
  await expect(qaConsole.requests.first()).toBeVisible();
  expect(await widthProblems(page, '/__sim/console', 'tester')).toEqual([]);
});
