// The QA console's Sandboxes section: a sandbox opened from a scenario and entered in the console is what the
// app in the same browser shows (the sim_sandbox cookie, which the simulator sets), while the default data
// set stays as it was; leaving it, or ending it, sends the browser back to the default data. Each action's
// result takes the focus; axe in both themes.
import { ENDPOINT_AREAS as endpoints } from '@sponsorspot/contract/endpoint-list';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../fixtures.js';
import { SANDBOX_COOKIE } from '@sponsorspot/contract/sim';
import { callApi, json } from '../harness/api.js';
import { harness } from '../harness/ports.js';
import { transitionsSettled } from '../harness/axe.js';
import { MarketplacePage } from '../pages/marketplace-page.js';
import { QaConsolePage } from '../pages/qa-console-page.js';

test('a sandbox entered in the console is what the app in the same browser shows, until it is ended', async ({
  page,
  api,
  playwright,
}) => {
  // This browser starts in the default data set, even where the suite gives each test a sandbox of its own;
  // the default set is only read here, so tests running meanwhile in their sandboxes are not disturbed.
  await page.context().clearCookies({ name: SANDBOX_COOKIE });
  const defaultSet = await playwright.request.newContext({ baseURL: harness.simUrl });
  const qa = new QaConsolePage(await page.context().newPage());
  await qa.open();
  await expect(qa.sandboxes.getByText('This browser uses the default data set.')).toBeVisible();

  await qa.sandboxes.getByLabel('Scenario').selectOption('empty');
  await qa.sandboxes.getByRole('button', { name: 'Open a sandbox' }).click();
  const result = qa.result(qa.sandboxes);
  await expect(result).toHaveText(/^Opened sandbox [a-f0-9]{16} from empty in \d+ ms\.$/);
  await expect(result).toBeFocused();
  const id = /[a-f0-9]{16}/.exec((await result.textContent()) ?? '')?.[0] as string;
  const listed = await json(callApi(api, endpoints.sim.listSandboxes));
  expect(listed.sandboxes.map((s) => s.id)).toContain(id);
  // The QA data's memory against its limit (SIM_QA_MEMORY_MB), as the list answers it.
  const limitMiB = Math.round(listed.memory.limitBytes / 2 ** 20);
  const meter = qa.sandboxes.getByRole('meter', { name: 'QA data memory:' });
  await expect(meter).toHaveAttribute('max', String(limitMiB));
  expect(Number(await meter.getAttribute('value'))).toBeGreaterThan(0);
  await expect(qa.sandboxes.locator('[data-qa-memory]')).toContainText(
    new RegExp(`\\d+ of ${limitMiB} MiB held by sandboxes and state loads`),
  );
  try {
    await qa.sandboxes.getByRole('button', { name: `Enter sandbox ${id}` }).click();
    await expect(result).toHaveText(`Entered sandbox ${id}.`);
    await expect(result).toBeFocused();
    await expect(qa.sandboxes.getByText(`This browser is in sandbox ${id} (empty)`)).toBeVisible();
    // The other sections now show the sandbox's data.
    await expect(qa.scenario('empty').getByText('current')).toBeVisible();
    // The simulator's cookie, out of the reach of the pages' scripts.
    const sandboxCookie = async () =>
      (await page.context().cookies()).find((cookie) => cookie.name === SANDBOX_COOKIE);
    expect(await sandboxCookie()).toMatchObject({ value: id, path: '/', httpOnly: true, sameSite: 'Lax' });

    const violations: string[] = [];
    for (const colorScheme of ['light', 'dark'] as const) {
      await qa.page.emulateMedia({ colorScheme });
      await transitionsSettled(qa.page);
      const { violations: found } = await new AxeBuilder({ page: qa.page }).include('#sandboxes').analyze();
      for (const v of found)
        if (v.impact === 'serious' || v.impact === 'critical')
          violations.push(`${colorScheme}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    }
    expect(violations).toEqual([]);

    const marketplace = new MarketplacePage(page);
    await page.bringToFront();
    await marketplace.goto();
    await expect(page.getByText('The marketplace has no spots yet')).toBeVisible();
    // The default data set is untouched.
    expect((await json(callApi(defaultSet, endpoints.sim.listScenarios))).current).toBe('demo');

    await qa.page.bringToFront();
    await qa.sandboxes.getByRole('button', { name: 'Leave the sandbox' }).click();
    await expect(result).toHaveText('Left the sandbox: this browser uses the default data set.');
    await expect(result).toBeFocused();
    await expect(
      qa.sandboxes.getByText('This browser uses the default data set.', { exact: true }),
    ).toBeVisible();
    await expect(qa.scenario('demo').getByText('current')).toBeVisible();
    expect(await sandboxCookie()).toBeUndefined();
    await qa.sandboxes.getByRole('button', { name: `Enter sandbox ${id}` }).click();
    await expect(result).toHaveText(`Entered sandbox ${id}.`);

    await qa.sandboxes.getByRole('button', { name: `End sandbox ${id}` }).click();
    await expect(result).toHaveText(`Ended sandbox ${id}.`);
    await expect(result).toBeFocused();
    await expect(qa.sandboxes.getByText('This browser uses the default data set.')).toBeVisible();
    await expect(qa.scenario('demo').getByText('current')).toBeVisible();
    expect(await sandboxCookie()).toBeUndefined();

    await page.bringToFront();
    await page.reload();
    await expect(marketplace.cards.first()).toBeVisible();
  } finally {
    await callApi(api, endpoints.sim.endSandbox, { params: { id } });
    await defaultSet.dispose();
  }
});
