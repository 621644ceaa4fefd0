// The contract run's walk of the screens (playwright.contract.config.ts): every screen of the route table as
// each seeded role sees it, through nginx and the Prism tap. What this spec asserts is only that each screen
// settled as its user would see it: the verdict on the calls the app made is the teardown's
// (harness/contract-setup.ts).
import { expect, test } from '../fixtures.js';
import {
  expectEveryRouteCovered,
  screenAddresses,
  screenPatterns,
  waitForSettledScreen,
} from '../harness/screen-walk.js';
import { AppNav } from '../pages/app-nav.js';

/** One login of each kind `demo` seeds (seeds/README.md), and the visitor who is not logged in. */
const ROLES = {
  visitor: null,
  admin: { email: 'admin@sponsorspot.test', password: 'Admin!2026' },
  'free publisher': { email: 'publisher@sponsorspot.test', password: 'Publisher!2026' },
  'Basic sponsor': { email: 'sponsor@sponsorspot.test', password: 'Sponsor!2026' },
  'Pro publisher and sponsor': { email: 'pro@sponsorspot.test', password: 'ProUser!2026' },
  'sponsor with pending reservations': { email: 'mosaic@sponsorspot.test', password: 'Market!2026' },
} as const;

/**
 * The screens a visitor may open whose calls still depend on who is logged in (the caller's content and
 * watch on the order page, their figures on the dashboard): visited by every login too. The other screens a
 * visitor may open are walked once, by the visitor, to keep the run short.
 */
const PER_USER = new Set(['/dashboard', '/order/:id/:tab?']);

function patternsOf(loggedIn: boolean): string[] {
  if (!loggedIn) return screenPatterns(false);
  const visitorScreens = new Set(screenPatterns(false));
  return screenPatterns(true).filter((pattern) => !visitorScreens.has(pattern) || PER_USER.has(pattern));
}

test('the walk covers every route of the route table', () => {
  expectEveryRouteCovered();
});

for (const [role, login] of Object.entries(ROLES)) {
  test(`every screen as the ${role}`, async ({ page, api, loginAs }) => {
    test.setTimeout(90_000);
    const session = login ? await loginAs(login.email, login.password) : null;
    const nav = new AppNav(page);
    const visited: string[] = [];
    for (const pattern of patternsOf(session !== null)) {
      for (const address of await screenAddresses(api, pattern, session)) {
        await page.goto(address);
        await waitForSettledScreen(page);
        // Every call of the screen answered (Prism judged each) before the next address; and the session's
        // refresh is stored, so the next load does not send the refresh token this one used up.
        await page.waitForLoadState('networkidle');
        if (session) await expect(nav.userMenuButton).toBeVisible();
        visited.push(address);
      }
    }
    expect(visited.length).toBeGreaterThan(session ? 8 : 15);
  });
}
