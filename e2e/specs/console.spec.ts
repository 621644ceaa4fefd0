// The simulator's QA console (/__sim/console) driving the app as a tester would: a fault armed in the console
// fails the marketplace's search until it is used up, a registration is verified with the code copied from
// the console's outbox, the clock moved in the console makes a subscription past due, the journal's filters,
// ending a user's sessions, resetting to a scenario; each action's result takes the focus; a section that
// cannot load and a refused input say so; axe in both themes; the keyboard alone; no sideways scroll at
// 390 px. Expectations come from the control API.
import { endpointUrl } from '@sponsorspot/contract/endpoint';
import { ENDPOINT_AREAS as endpoints } from '@sponsorspot/contract/endpoint-list';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test, withoutUnauthorizedLoads } from '../fixtures.js';
import { callApi, json } from '../harness/api.js';
import { harness } from '../harness/ports.js';
import { MarketplacePage } from '../pages/marketplace-page.js';
import { ProfilePage } from '../pages/profile-page.js';
import { QaConsolePage } from '../pages/qa-console-page.js';
import { RegisterPage } from '../pages/register-page.js';
import { SubscriptionPage } from '../pages/subscription-page.js';
import { VerificationPage } from '../pages/verification-page.js';

const SEARCH = endpoints.marketplace.searchSpots;
const PUBLISHER = { email: 'publisher@sponsorspot.test', password: 'Publisher!2026' };
const SPONSOR = { email: 'sponsor@sponsorspot.test', password: 'Sponsor!2026', name: 'Sam Okafor' };

// A reset of the shared data set asks first (console-open-app.spec.ts tests the question): where these tests
// run outside a sandbox of their own (E2E_SANDBOXES=off), they mean it.
test.beforeEach(({ context }) => {
  context.on('dialog', (dialog) => void dialog.accept());
});

/** The console in a tab of its own, beside the app's page. */
async function openConsole(page: Page): Promise<QaConsolePage> {
  const qa = new QaConsolePage(await page.context().newPage());
  await qa.open();
  await expect(qa.scenario('demo')).toBeVisible();
  return qa;
}

test('resets to a scenario: says how long it took, marks it current, and the simulator answers from it', async ({
  page,
  api,
  consoleErrors,
}) => {
  const qa = new QaConsolePage(page);
  await qa.open();
  const { scenarios } = await json(callApi(api, endpoints.sim.listScenarios));
  for (const scenario of scenarios)
    await expect(qa.scenario(scenario.name)).toContainText(scenario.description);
  await expect(qa.scenario('demo').getByText('current')).toBeVisible();

  await qa.scenario('empty').getByRole('button', { name: 'Reset to empty' }).click();
  const result = qa.result(qa.scenarios);
  await expect(result).toHaveText(/^Reset to empty in \d+ ms\.$/);
  await expect(result).toBeFocused();
  await expect(qa.scenario('empty').getByText('current')).toBeVisible();
  await expect(qa.scenario('demo').getByText('current')).toHaveCount(0);
  expect((await json(callApi(api, endpoints.sim.listScenarios))).current).toBe('empty');
  expect((await json(callApi(api, SEARCH, { body: {} }))).totalCount).toBe(0);
  expect(consoleErrors).toEqual([]);
});

test("lists each scenario's logins with what each shows, as the control API describes them", async ({
  page,
  api,
}) => {
  const qa = new QaConsolePage(page);
  await qa.open();
  const { scenarios, current } = await json(callApi(api, endpoints.sim.listScenarios));
  const withLogins = scenarios.filter((scenario) => (scenario.logins ?? []).length > 0);
  expect(withLogins.length).toBeGreaterThan(0);
  for (const scenario of withLogins) {
    const entry = qa.scenario(scenario.name);
    const logins = entry.getByRole('list', { name: `Logins of ${scenario.name}` });
    const described = (scenario.logins ?? []).map(
      (login) => `${login.email} / ${login.password} — ${login.shows}`,
    );
    if (scenario.name === current) {
      // The loaded scenario's are unfolded, each with its "Open the app as" (console-open-app.spec.ts).
      await expect(logins.getByRole('listitem')).toContainText(described);
      await expect(logins.getByRole('button', { name: /^Open the app as / })).toHaveCount(described.length);
      continue;
    }
    await expect(logins).toBeHidden();
    await entry.getByText(`Logins (${(scenario.logins ?? []).length})`).click();
    await expect(logins.getByRole('listitem')).toHaveText(described);
  }
});

test('saves the state to a file and loads it back after a reset: the change made before the save returns', async ({
  page,
  api,
}) => {
  const qa = new QaConsolePage(page);
  await qa.open();
  // A change to save: a new account, registered through the API.
  const email = `saved${Date.now()}@example.test`;
  const registered = await callApi(api, endpoints.auth.register, {
    body: { name: 'Saved Sam', email, password: 'Quiet!Harbor2026' },
  });
  expect(registered.status()).toBe(202);
  const mailsTo = async () =>
    (await json(callApi(api, endpoints.sim.listOutbox, { query: { to: email } }))).messages.length;
  expect(await mailsTo()).toBe(1);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    qa.savedStates.getByRole('button', { name: 'Save state' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^sponsorspot-state-.+\.json$/);
  await expect(qa.result(qa.savedStates)).toHaveText(
    /^Saved the state of .+ as sponsorspot-state-.+\.json\.$/,
  );
  await expect(qa.result(qa.savedStates)).toBeFocused();
  const file = await download.path();

  await qa.scenario('empty').getByRole('button', { name: 'Reset to empty' }).click();
  await expect(qa.result(qa.scenarios)).toHaveText(/^Reset to empty/);
  expect(await mailsTo()).toBe(0);

  // Load without a file: the field says what is missing and takes the focus.
  await qa.savedStates.getByRole('button', { name: 'Load state' }).click();
  const field = qa.savedStates.getByLabel('Saved state file');
  await expect(field).toBeFocused();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(qa.savedStates.getByText('Choose a saved state file first.')).toBeVisible();

  await field.setInputFiles(file);
  await qa.savedStates.getByRole('button', { name: 'Load state' }).click();
  await expect(qa.result(qa.savedStates)).toHaveText(/^Loaded .+ \(demo\) in \d+ ms\.$/);
  await expect(qa.result(qa.savedStates)).toBeFocused();
  expect(await mailsTo()).toBe(1);
  // The outbox section shows the saved mail again.
  await expect(qa.mails.filter({ hasText: email }).first()).toBeVisible();
});

test('a fault on search armed in the console shows the marketplace error, and Try again recovers once it is used up', async ({
  page,
}) => {
  const qa = await openConsole(page);
  // The first load and the app's one retry of a 5xx.
  await qa.armFault({
    method: SEARCH.method,
    path: endpointUrl(SEARCH),
    status: 503,
    code: 'maintenance',
    message: 'The marketplace is resting.',
    times: 2,
  });
  await expect(qa.result(qa.faults)).toContainText(`Armed fault`);
  await expect(qa.result(qa.faults)).toBeFocused();
  await expect(qa.armedFaults).toHaveText([/503 maintenance "The marketplace is resting\." · 2 of 2 left/]);

  const marketplace = new MarketplacePage(page);
  await page.bringToFront();
  await marketplace.goto();
  await expect(page.getByText('The marketplace could not be loaded')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('The marketplace is resting.')).toBeVisible();

  await qa.page.bringToFront();
  await qa.faults.getByRole('button', { name: 'Refresh' }).click();
  await expect(qa.result(qa.faults)).toHaveText('0 faults armed.');
  await expect(qa.faults.getByText('No fault is armed.')).toBeVisible();

  await page.bringToFront();
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(marketplace.cards.first()).toBeVisible();
});

test('arms, lists and disarms faults; a refused fault says why under its field', async ({ page, sim }) => {
  const qa = new QaConsolePage(page);
  await qa.open();
  await qa.armFault({ path: 'spot/search' });
  const path = qa.faults.getByLabel('Path pattern');
  await expect(path).toBeFocused();
  await expect(path).toHaveAttribute('aria-invalid', 'true');
  await expect(qa.faults.getByText('Path pattern must match pattern "^/".')).toBeVisible();
  await expect(qa.result(qa.faults)).toContainText('Could not arm the fault');

  await qa.armFault({ method: 'GET', path: '/sponsor/api/v1/spot/*/public', delayMs: 1500, times: 3 });
  await expect(qa.result(qa.faults)).toBeFocused();
  await expect(path).not.toHaveAttribute('aria-invalid');
  await qa.faults.getByLabel('Delay (ms)').fill('');
  await qa.armFault({ path: '/presence/api/v1/auth/login', drop: true });
  // armFault returns once the form is sent; the control API has the fault once its answer is back.
  await expect
    .poll(() => sim.armedFaults())
    .toMatchObject([
      { method: 'GET', path: '/sponsor/api/v1/spot/*/public', delayMs: 1500, times: 3, status: null },
      { method: 'GET', path: '/presence/api/v1/auth/login', drop: true, times: 3 },
    ]);
  const armed = await sim.armedFaults();
  await expect(qa.armedFaults).toHaveText([
    /^GET \/sponsor.*waits 1500 ms · 3 of 3 left/,
    /drops the connection/,
  ]);

  await qa.faults.getByRole('button', { name: `Disarm fault ${armed[0]!.id}` }).click();
  await expect(qa.result(qa.faults)).toHaveText(`Disarmed fault ${armed[0]!.id}.`);
  await expect(qa.result(qa.faults)).toBeFocused();
  await expect(qa.armedFaults).toHaveCount(1);
  await qa.faults.getByRole('button', { name: 'Disarm all' }).click();
  await expect(qa.result(qa.faults)).toHaveText('Disarmed 1 fault.');
  expect(await sim.armedFaults()).toEqual([]);
});

test('a registration in the app is verified with the code copied from the console outbox', async ({
  page,
  context,
  sim,
  consoleErrors,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: harness.simUrl });
  const newcomer = {
    name: 'Quinn Tester',
    email: 'quinn.tester@sponsorspot.test',
    password: 'Harbour-lights-2026',
  };
  const register = new RegisterPage(page);
  await register.goto();
  await register.register(newcomer);
  await expect(page).toHaveURL((url) => url.pathname === '/verification');

  const qa = await openConsole(page);
  await qa.outbox.getByLabel('To').fill(newcomer.email);
  await qa.outbox.getByRole('button', { name: 'Show mails' }).click();
  await expect(qa.result(qa.outbox)).toHaveText(`1 mail to ${newcomer.email}.`);
  await expect(qa.result(qa.outbox)).toBeFocused();
  const sent = await sim.latestMail(newcomer.email, 'verification');
  const mail = qa.mails.first();
  await expect(mail).toContainText('verification');
  await expect(mail.getByRole('link')).toHaveAttribute('href', sent.link);
  await mail.getByRole('button', { name: 'Copy code' }).click();
  await expect(qa.result(qa.outbox)).toHaveText(`Copied the code: ${sent.code}`);
  const copied = await qa.page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(sent.code);

  await page.bringToFront();
  const verification = new VerificationPage(page);
  await verification.verify(copied);
  await expect(verification.verified).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('+1 month in the console makes a monthly plan paid with the 0341 card past due', async ({
  page,
  loginAs,
}) => {
  await loginAs(PUBLISHER.email, PUBLISHER.password);
  const subscription = new SubscriptionPage(page);
  await subscription.open();
  await subscription.buy('Basic', '4000 0000 0000 0341');

  const qa = await openConsole(page);
  await qa.clock.getByRole('button', { name: '+1 month' }).click();
  await expect(qa.result(qa.clock)).toContainText('Moved forward a month');
  await expect(qa.result(qa.clock)).toBeFocused();

  await page.bringToFront();
  await loginAs(PUBLISHER.email, PUBLISHER.password); // the clock moved past the token's lifetime
  await subscription.open();
  await expect(page.getByText('Past due: the last renewal was not paid.')).toBeVisible();
});

test('the clock: +1 hour, +1 day, set to a date and time, back to real time', async ({ page, sim }) => {
  const qa = new QaConsolePage(page);
  await qa.open();
  const result = qa.result(qa.clock);
  await expect(qa.clock.getByText('Real time', { exact: true })).toBeVisible();
  await qa.clock.getByRole('button', { name: '+1 hour' }).click();
  await expect(result).toContainText('Moved forward an hour');
  await expect(result).toBeFocused();
  await qa.clock.getByRole('button', { name: '+1 day' }).click();
  await expect(result).toContainText('Moved forward a day');
  await expect(qa.clock.getByText('1 day 1 h 0 min ahead of real time')).toBeVisible();
  expect(Math.round((await sim.clock()).offsetMs / 60_000)).toBe(25 * 60);

  // The browser's local time, as the field says; Playwright's Chromium and this process share the zone.
  await qa.clock.getByLabel('Set to (your local time)').fill('2027-03-15T09:30:00');
  await qa.clock.getByRole('button', { name: 'Set', exact: true }).click();
  await expect(result).toContainText('Clock set');
  const set = Date.parse((await sim.clock()).now);
  expect(Math.abs(set - new Date('2027-03-15T09:30:00').getTime())).toBeLessThan(60_000);

  await qa.clock.getByRole('button', { name: 'Back to real time' }).click();
  await expect(result).toContainText('Back to real time');
  await expect(result).toBeFocused();
  expect((await sim.clock()).offsetMs).toBe(0);
});

test('the journal filters by method, path and status, newest first, and shows a body', async ({
  page,
  api,
}) => {
  await callApi(api, SEARCH, { body: { searchText: 'blog' } });
  const refused = await callApi(api, endpoints.auth.login, {
    body: { email: SPONSOR.email, password: 'not-the-password-1' },
  });
  const qa = new QaConsolePage(page);
  await qa.open();
  await expect(qa.requests).toHaveCount(2);
  await expect(qa.requests.first()).toContainText(endpointUrl(endpoints.auth.login)); // newest first

  await qa.journal.getByLabel('Status').fill(String(refused.status()));
  await qa.journal.getByRole('button', { name: 'Show requests' }).click();
  await expect(qa.result(qa.journal)).toHaveText('1 request matches.');
  await expect(qa.result(qa.journal)).toBeFocused();
  await expect(qa.requests).toHaveText([
    new RegExp(`^${refused.status()} POST ${endpointUrl(endpoints.auth.login)}`),
  ]);

  await qa.journal.getByLabel('Status').fill('');
  await qa.journal.getByLabel('Method').selectOption('POST');
  await qa.journal.getByLabel('Path pattern').fill('/sponsor/**');
  await qa.journal.getByRole('button', { name: 'Show requests' }).click();
  await expect(qa.result(qa.journal)).toHaveText('1 request matches.');
  const search = qa.requests.first();
  await search.getByText(endpointUrl(SEARCH)).click();
  await expect(search.getByRole('definition').filter({ hasText: '"searchText": "blog"' })).toBeVisible();

  await qa.journal.getByLabel('Method').selectOption('GET');
  await qa.journal.getByRole('button', { name: 'Show requests' }).click();
  await expect(qa.result(qa.journal)).toHaveText('0 requests match.');
  await expect(qa.journal.getByText('No request matches.')).toBeVisible();
});

test("ending a user's sessions in the console sends their app back to the login page", async ({
  page,
  loginAs,
  consoleErrors,
}) => {
  await loginAs(SPONSOR.email, SPONSOR.password);
  const profile = new ProfilePage(page);
  await profile.goto();
  await expect(profile.name).toHaveValue(SPONSOR.name);

  const qa = await openConsole(page);
  const user = qa.sessions.getByLabel('Email or user id');
  await user.fill('nobody@sponsorspot.test');
  await qa.sessions.getByRole('button', { name: 'End sessions' }).click();
  await expect(user).toBeFocused();
  await expect(qa.sessions.getByText('No user has this email address or id.')).toBeVisible();

  await user.fill(SPONSOR.email);
  await qa.sessions.getByRole('button', { name: 'End sessions' }).click();
  await expect(qa.result(qa.sessions)).toHaveText(
    new RegExp(`^Ended \\d+ sessions? of ${SPONSOR.email}\\.$`),
  );
  await expect(qa.result(qa.sessions)).toBeFocused();

  await page.bringToFront();
  await page.reload();
  await expect(page).toHaveURL('/login?return=%2Faccount%2Fprofile');
  expect(withoutUnauthorizedLoads(consoleErrors)).toEqual([]);
});

test('works from the keyboard alone, with a visible focus', async ({ page }) => {
  const qa = new QaConsolePage(page);
  await qa.open();
  await expect(qa.scenario('empty')).toBeVisible();
  const reset = qa.scenario('empty').getByRole('button', { name: 'Reset to empty' });
  for (
    let presses = 0;
    presses < 40 && !(await reset.evaluate((b) => b === document.activeElement));
    presses++
  )
    await page.keyboard.press('Tab');
  await expect(reset).toBeFocused();
  expect(await reset.evaluate((b) => getComputedStyle(b).outlineStyle)).not.toBe('none');
  await page.keyboard.press('Enter');
  await expect(qa.result(qa.scenarios)).toBeFocused();
  await expect(qa.result(qa.scenarios)).toContainText('Reset to empty');

  // A form sends with Enter from its field.
  await qa.sessions.getByLabel('Email or user id').focus();
  await page.keyboard.type(SPONSOR.email);
  await page.keyboard.press('Enter');
  await expect(qa.sessions.getByText('No user has this email address or id.')).toBeVisible();
});

test('no serious or critical axe violation in light and dark, and no sideways scroll at 390 px', async ({
  page,
  api,
  sim,
}) => {
  // Four full-page axe runs over every scenario, login and list of the console.
  test.slow();
  // Something in every list: a mail with a long link, a fault, requests.
  await callApi(api, endpoints.auth.register, {
    body: {
      name: 'Ana Axe',
      email: 'ana.axe.with.a.long.address@sponsorspot.test',
      password: 'Harbour-lights-2026',
    },
  });
  await sim.armFault({ path: endpointUrl(SEARCH), status: 503, times: 5 });
  const qa = new QaConsolePage(page);
  await qa.open();
  await expect(qa.mails).toHaveCount(1);
  await expect(qa.armedFaults).toHaveCount(1);
  await qa.requests.first().locator('summary').click();

  const violations: string[] = [];
  const check = async (label: string) => {
    const { violations: found } = await new AxeBuilder({ page }).analyze();
    for (const v of found)
      if (v.impact === 'serious' || v.impact === 'critical')
        violations.push(`${label}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  };
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await check(`${colorScheme} (system)`);
  }
  const systemDark = await background();
  // The picker overrides the system's choice.
  await page.emulateMedia({ colorScheme: 'light' });
  const systemLight = await background();
  await qa.theme.selectOption('dark');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await background()).toBe(systemDark);
  await check('dark (picker)');
  await page.emulateMedia({ colorScheme: 'dark' });
  await qa.theme.selectOption('light');
  expect(await background()).toBe(systemLight);
  await check('light (picker)');
  expect(violations).toEqual([]);

  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('a section the simulator does not answer says so, and a refused filter says why under its field', async ({
  page,
}) => {
  await page.route(`${harness.simUrl}${endpointUrl(endpoints.sim.listOutbox)}**`, (route) =>
    route.abort('connectionrefused'),
  );
  const qa = new QaConsolePage(page);
  await qa.open();
  await expect(
    qa.outbox.getByText('The outbox could not be loaded: The simulator did not answer'),
  ).toBeVisible();
  await expect(qa.scenario('demo')).toBeVisible(); // the other sections load all the same

  const path = qa.journal.getByLabel('Path pattern');
  await path.fill('sponsor/**');
  await qa.journal.getByRole('button', { name: 'Show requests' }).click();
  await expect(path).toBeFocused();
  await expect(path).toHaveAttribute('aria-invalid', 'true');
  await expect(qa.result(qa.journal)).toContainText('Could not read the journal');
  await expect(qa.journal.getByText('The journal could not be loaded')).toBeVisible();
});
