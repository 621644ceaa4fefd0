// The order page: a visitor sees a spot's overview and analytics and is sent to log in to reserve; a
// sponsor uploads a decal (the progress bar shows, then the preview), enters an http link, sees the AI
// check's reason at the link field, fixes it and the check (re-run by itself) passes.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { AiCheckResult, SponsorContents } from '@sponsorspot/simulator/contract/content';
import { parseSpotProduct } from '@sponsorspot/simulator/contract/rules';
import type { AvailableSpotsResult, SpotContent } from '@sponsorspot/simulator/contract/sponsor';
import { fileURLToPath } from 'node:url';
import { expect, test } from '../fixtures.js';
import { OrderPage } from '../pages/order-page.js';

const SPONSOR = { email: 'sponsor@sponsorspot.test', password: 'Sponsor!2026' };
const DECALS: Record<string, string> = {
  '300x250': fileURLToPath(new URL('../../seeds/images/placeholder-300x250.png', import.meta.url)),
  '728x90': fileURLToPath(new URL('../../seeds/images/placeholder-728x90.png', import.meta.url)),
};

/** The serious and critical axe violations of the page as it is, in the light and the dark theme. */
async function violationsInBothThemes(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await expect(page.locator('html')).toHaveAttribute('data-bs-theme', theme);
    const { violations } = await new AxeBuilder({ page }).analyze();
    for (const violation of violations)
      if (violation.impact === 'serious' || violation.impact === 'critical')
        found.push(
          `${theme}: ${violation.id} ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
        );
  }
  return found;
}

test.describe('order page', () => {
  test('a visitor sees the overview and analytics, and is sent to log in to reserve', async ({
    page,
    api,
    consoleErrors,
  }) => {
    const available = (await (
      await api.post('/sponsor/api/v1/spot/available', { data: {} })
    ).json()) as AvailableSpotsResult;
    const spot = available.spots[0]!;

    const order = new OrderPage(page);
    await order.goto(spot.id);
    await expect(order.heading).toHaveText(spot.name);
    await expect(order.spotState).toHaveText('Available');
    await expect(order.tab('Overview')).toHaveAttribute('aria-current', 'page');

    await order.openTab('Analytics');
    await expect(page).toHaveURL(`/order/${spot.id}/analytics`);
    await expect(order.analyticsForSponsor).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(`/order/${spot.id}`);
    await expect(order.spotState).toBeVisible();

    // Tabs are links: reachable and followed with the keyboard.
    await order.tab('Reserve').focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`/order/${spot.id}/reserve`);
    await order.logInToReserve.first().click();
    await expect(page).toHaveURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('return')).toBe(`/order/${spot.id}/reserve`);
    expect(consoleErrors).toEqual([]);
  });

  test('a sponsor uploads a decal, sees the check’s reason at the link, fixes it and passes', async ({
    page,
    api,
    loginAs,
  }) => {
    const available = (await (
      await api.post('/sponsor/api/v1/spot/available', { data: { pageSize: 100 } })
    ).json()) as AvailableSpotsResult;
    const spot = available.spots.find((candidate) => {
      const { width, height } = parseSpotProduct(candidate.productJson);
      return `${width}x${height}` in DECALS;
    });
    expect(spot, 'an available spot of a size the seed images have').toBeDefined();
    const { width, height } = parseSpotProduct(spot!.productJson);
    const session = await loginAs(SPONSOR.email, SPONSOR.password);
    const auth = { Authorization: `Bearer ${session.jwt}` };

    const order = new OrderPage(page);
    await order.goto(spot!.id, 'reserve');
    await expect(order.decalFile).toBeVisible();

    // The upload is held at the network until the progress bar has been seen, then let through.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/spot/upload/**', async (route) => {
      await held;
      await route.continue();
    });
    await order.uploadDecal(DECALS[`${width}x${height}`]!);
    await expect(order.uploadProgress).toBeVisible();
    release();
    await expect(order.uploadProgress).toBeHidden({ timeout: 30_000 });
    await expect(order.decalPreview).toBeVisible();
    await expect(page.getByText(`Your decal: ${width} × ${height} px`)).toBeVisible();
    await expect(page.getByText(`Spot size: ${width} × ${height} px`)).toBeVisible();

    await order.enterLink('http://www.example.com/offer');
    await order.enterTitle('Trailhead Coffee');
    await order.terms.check();
    await expect(order.terms).toBeChecked();

    // What the check says, read from the API for the content the page made.
    const sponsorUser = (await (
      await api.get('/sponsor/api/v1/publisher/profile', { headers: auth })
    ).json()) as { sponsor: { id: number } };
    await expect
      .poll(async () => {
        const res = await api.get(
          `/sponsor/api/v1/sponsor/${sponsorUser.sponsor.id}/spot/${spot!.id}/content`,
          {
            headers: auth,
          },
        );
        return ((await res.json()) as SpotContent).linkUrl;
      })
      .toBe('http://www.example.com/offer');
    const content = (await (
      await api.get(`/sponsor/api/v1/sponsor/${sponsorUser.sponsor.id}/spot/${spot!.id}/content`, {
        headers: auth,
      })
    ).json()) as SpotContent;
    const expected = (await (
      await api.post('/sponsor/api/v1/spot/content/aicheck', {
        headers: auth,
        data: { spotContentId: content.id },
      })
    ).json()) as AiCheckResult;
    const linkReasons = expected.reasons.filter((reason) => reason.field === 'linkUrl');
    expect(linkReasons.map((reason) => reason.code)).toContain('link_not_https');

    await order.checkButton.click();
    await expect(order.linkReasons.getByRole('listitem')).toHaveText(linkReasons.map((r) => r.message));
    await expect(order.checkStatus).toContainText('problem');
    expect(await violationsInBothThemes(page)).toEqual([]);

    await order.enterLink('https://www.example.com/offer');
    // The edit cleared the check; it runs again by itself.
    await expect(order.checkStatus).toHaveText('The check passed.', { timeout: 10_000 });
    await expect(order.linkReasons).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Pay and reserve|Reserve/ })).toBeEnabled();

    // Every tab, as the sponsor with a content here, has no serious or critical axe violation.
    for (const tab of ['Overview', 'Analytics', 'Billing'] as const) {
      await order.openTab(tab);
      await expect(order.tab(tab)).toHaveAttribute('aria-current', 'page');
      await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
      expect(await violationsInBothThemes(page), tab).toEqual([]);
    }
  });
});

test.describe('sponsor screens', () => {
  test('/sponsor/spots lists every content of the sponsor with its status filter, each opening its order page', async ({
    page,
    api,
    loginAs,
  }) => {
    const session = await loginAs(SPONSOR.email, SPONSOR.password);
    const auth = { Authorization: `Bearer ${session.jwt}` };
    const { sponsor } = (await (
      await api.get('/sponsor/api/v1/publisher/profile', { headers: auth })
    ).json()) as { sponsor: { id: number } };
    const { contents } = (await (
      await api.get(`/sponsor/api/v1/sponsor/${sponsor.id}/content`, { headers: auth })
    ).json()) as SponsorContents;
    expect(contents.length).toBeGreaterThan(0);

    await page.goto('/sponsor/spots');
    const rows = page.getByTestId('sponsor-contents').getByRole('row');
    await expect(rows.getByRole('rowheader')).toHaveText(contents.map((item) => item.spotName));

    const active = contents.filter((item) => item.content.status === 2);
    await page.getByLabel('Status').selectOption('active');
    await expect(page).toHaveURL(/[?&]status=active/);
    await expect(rows.getByRole('rowheader')).toHaveText(active.map((item) => item.spotName));

    await page.goto('/sponsor');
    await expect(page.getByTestId('active-reservations').getByRole('link')).toHaveText(
      active.map((item) => item.spotName),
    );
    await page.getByTestId('active-reservations').getByRole('link').first().click();
    await expect(page).toHaveURL(`/order/${active[0]!.content.spotId}`);
    await expect(page.getByTestId('content-state')).toHaveText('Active');
  });
});
