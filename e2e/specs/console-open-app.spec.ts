// The QA console's "Open the app as …": one click on a login of the loaded scenario opens the app in a new
// tab, signed in as that user and landed where the role works; and its resets: the shared data set's asks
// first (a "no" changes nothing), a sandbox's does not. Expectations come from the control API.
import { ENDPOINT_AREAS as endpoints } from '@sponsorspot/contract/endpoint-list';
import { SANDBOX_COOKIE } from '@sponsorspot/contract/sim';
import type { Dialog } from '@playwright/test';
import { expect, SANDBOXED, test } from '../fixtures.js';
import { callApi, json } from '../harness/api.js';
import { harness } from '../harness/ports.js';
import { AppNav } from '../pages/app-nav.js';
import { QaConsolePage } from '../pages/qa-console-page.js';

test('"Open the app as" opens a new tab signed in as that login, on the screen its role works in', async ({
  page,
  api,
  consoleErrors,
}) => {
  const { scenarios, current } = await json(callApi(api, endpoints.sim.listScenarios));
  const logins = scenarios.find((scenario) => scenario.name === current)?.logins ?? [];
  const qa = new QaConsolePage(page);
  await qa.open();
  // Every login of the loaded scenario has its button, shown without unfolding the list.
  for (const login of logins) await expect(qa.openAppAs(current, login.email)).toBeVisible();

  for (const [email, landing] of [
    ['publisher@sponsorspot.test', '/publisher'],
    ['sponsor@sponsorspot.test', '/sponsor'],
  ] as const) {
    const name = (
      await json(
        callApi(api, endpoints.auth.login, {
          body: { email, password: logins.find((login) => login.email === email)!.password },
        }),
      )
    ).user.name;
    const opened = page.waitForEvent('popup');
    await qa.openAppAs(current, email).click();
    const app = await opened;
    await expect(app).toHaveURL((url) => url.origin === harness.webUrl && url.pathname === landing);
    await expect(new AppNav(app).userMenuButton).toHaveText(name);
    await expect(qa.result(qa.scenarios)).toHaveText(`Opened the app as ${email} in a new tab.`);
    await app.close();
  }
  expect(consoleErrors).toEqual([]);
});

test("a sandbox's reset does not ask", async ({ page }) => {
  test.skip(!SANDBOXED, 'Each test has a sandbox of its own only where E2E_SANDBOXES is not off.');
  const questions: string[] = [];
  page.on('dialog', (dialog) => {
    questions.push(dialog.message());
    void dialog.dismiss();
  });
  const qa = new QaConsolePage(page);
  await qa.open();
  await qa.scenario('empty').getByRole('button', { name: 'Reset to empty' }).click();
  await expect(qa.result(qa.scenarios)).toHaveText(/^Reset to empty in \d+ ms\.$/);
  expect(questions).toEqual([]);
});

test('resetting the shared data set asks first: No changes nothing, Yes resets', async ({
  page,
  playwright,
}) => {
  // This browser uses the shared data set, even where the suite gives each test a sandbox of its own. It is
  // only reset to the scenario it already has, so tests running meanwhile in their sandboxes see no change.
  await page.context().clearCookies({ name: SANDBOX_COOKIE });
  const shared = await playwright.request.newContext({ baseURL: harness.simUrl });
  const before = (await json(callApi(shared, endpoints.sim.listScenarios))).current;
  const other = before === 'empty' ? 'demo' : 'empty';
  const qa = new QaConsolePage(page);
  await qa.open();
  await expect(qa.sandboxes.getByText('This browser uses the default data set.')).toBeVisible();

  const answer = (accept: boolean) =>
    new Promise<string>((resolve) => {
      page.once('dialog', (dialog: Dialog) => {
        resolve(dialog.message());
        void (accept ? dialog.accept() : dialog.dismiss());
      });
    });

  const declined = answer(false);
  await qa
    .scenario(other)
    .getByRole('button', { name: `Reset to ${other}` })
    .click();
  expect(await declined).toContain(`Reset the shared data set to ${other}?`);
  const result = qa.result(qa.scenarios);
  await expect(result).toHaveText('Not reset: the shared data set stays as it was.');
  await expect(result).toBeFocused();
  expect((await json(callApi(shared, endpoints.sim.listScenarios))).current).toBe(before);

  const accepted = answer(true);
  await qa
    .scenario(before)
    .getByRole('button', { name: `Reset to ${before}` })
    .click();
  expect(await accepted).toContain(`Reset the shared data set to ${before}?`);
  await expect(result).toHaveText(new RegExp(`^Reset to ${before} in \\d+ ms\\.$`));
  await expect(result).toBeFocused();
  await shared.dispose();
});
