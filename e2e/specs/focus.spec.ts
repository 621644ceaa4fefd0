// Focus after every async step (issue 33, item 4), for the forms and outcomes no other spec reaches this way:
// registration, the forgotten-password and reset forms, a refused billing save, connecting payouts, the
// custom date range, the marketplace's price range and a refused unreserve. Focus lands on the message that
// says how it went or on the first field in error, never on <body>. The forms other specs send carry their
// own check (publisher-spots, invoices, order, sponsor, profile, identity-forms, password-change, earn,
// keyboard-reserve). Steps go by keyboard where the form allows it.
import type { Endpoint } from '@sponsorspot/contract/endpoint';
import { ENDPOINT_AREAS as endpoints } from '@sponsorspot/contract/endpoint-list';
import { expect, test } from '../fixtures.js';
import { dialogSettled } from '../harness/dialogs.js';
import { endpointPathPattern } from '../harness/network.js';
import { EarnPage } from '../pages/earn-page.js';
import { MarketplacePage } from '../pages/marketplace-page.js';
import { ForgotPasswordPage, ResetPasswordPage } from '../pages/password-pages.js';
import { ProfilePage } from '../pages/profile-page.js';
import { RegisterPage } from '../pages/register-page.js';
import { SponsorDashboardPage, SponsorSpotsPage } from '../pages/sponsor-page.js';

const SPONSOR = { email: 'sponsor@sponsorspot.test', password: 'Sponsor!2026' };

/** A refusal of the server for the next call of `endpoint`, on no field of the form (4xx: not retried). */
const refusalOf = (endpoint: Pick<Endpoint, 'method' | 'service' | 'path'>) => ({
  method: endpoint.method,
  path: endpointPathPattern(endpoint),
  status: 409,
  message: 'Refused for this test.',
});

test.describe('identity forms', () => {
  test('registration: the first field in error takes focus; once sent, the next screen’s heading', async ({
    page,
  }) => {
    const register = new RegisterPage(page);
    await register.goto();
    await register.name.fill('Nina Newcomer');
    await register.email.fill('not-an-address');
    await register.password.fill('Harbour-lights-2026');
    await register.password.press('Enter');
    await expect(register.email).toHaveAttribute('aria-invalid', 'true');
    await expect(register.email).toBeFocused();

    await register.email.fill('nina.newcomer@sponsorspot.test');
    await register.email.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === '/verification');
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  });

  test('forgotten password: the answer replaces the form and takes focus; a refusal takes it to the alert', async ({
    page,
    sim,
  }) => {
    const forgot = new ForgotPasswordPage(page);
    await forgot.goto();
    await sim.armFault(refusalOf(endpoints.auth.forgotPassword));
    await forgot.requestReset('pro@sponsorspot.test');
    const refused = page.getByRole('main').getByRole('alert');
    await expect(refused).toBeVisible();
    await expect(refused).toBeFocused();

    await forgot.email.press('Enter');
    const sent = page.getByRole('status').filter({ hasText: 'If pro@sponsorspot.test has an account' });
    await expect(sent).toBeVisible();
    await expect(sent).toBeFocused();
  });

  test('reset: the first field in error takes focus; the new password saved, the message does', async ({
    page,
    sim,
  }) => {
    const email = 'pro@sponsorspot.test';
    const forgot = new ForgotPasswordPage(page);
    await forgot.goto();
    await forgot.requestReset(email);
    const mail = await sim.latestMail(email, 'password_reset');

    const reset = new ResetPasswordPage(page);
    await reset.goto();
    await reset.newPassword.fill('Another-Start-2026');
    await reset.newPasswordAgain.fill('Another-Start-2026');
    await reset.newPasswordAgain.press('Enter');
    await expect(reset.code).toHaveAttribute('aria-invalid', 'true');
    await expect(reset.code).toBeFocused();

    await reset.code.fill(mail.code);
    await reset.code.press('Enter');
    const changed = page.getByRole('status').filter({ hasText: 'Your password is changed' });
    await expect(changed).toBeVisible();
    await expect(changed).toBeFocused();
  });
});

test('billing details: a refusal on no field takes focus to its alert', async ({ page, sim, loginAs }) => {
  await loginAs(SPONSOR.email, SPONSOR.password);
  const profile = new ProfilePage(page);
  await profile.goto();
  await profile.businessName.fill('Sponsor Works Ltd');
  await sim.armFault(refusalOf(endpoints.invoices.saveBillingDetails));
  await profile.businessName.press('Enter');
  await expect(profile.billingFailed).toHaveText('Refused for this test.');
  await expect(profile.billingFailed).toBeFocused();

  await profile.saveBilling.press('Enter');
  await expect(profile.billingSaved).toBeFocused();
});

test('connecting payouts: the field in error takes focus, and a refusal its alert', async ({
  page,
  sim,
  loginAs,
}) => {
  await loginAs(SPONSOR.email, SPONSOR.password);
  const earn = new EarnPage(page);
  await earn.goto('connect');
  await earn.businessName.fill('');
  await earn.connectButton.press('Enter');
  await expect(earn.businessName).toHaveAttribute('aria-invalid', 'true');
  await expect(earn.businessName).toBeFocused();

  await earn.businessName.fill('Sponsor Works Ltd');
  await sim.armFault(refusalOf(endpoints.publisher.connect));
  await earn.businessName.press('Enter');
  const refused = page.getByRole('main').getByRole('alert');
  await expect(refused).toHaveText('Refused for this test.');
  await expect(refused).toBeFocused();
});

test('a custom range in error puts focus on the field to change', async ({ page, loginAs }) => {
  await loginAs(SPONSOR.email, SPONSOR.password);
  const dashboard = new SponsorDashboardPage(page);
  await dashboard.goto();
  const main = page.getByRole('main');
  const from = main.getByLabel('From', { exact: true });
  const to = main.getByLabel('To', { exact: true });
  await from.fill('2026-11-20');
  await to.fill('2026-11-01');
  await from.press('Enter');
  await expect(to).toHaveAttribute('aria-invalid', 'true');
  await expect(to).toHaveAccessibleDescription('The last day must not be before the first day.');
  await expect(to).toBeFocused();
});

test('a price range in error puts focus on the field to change', async ({ page }) => {
  const marketplace = new MarketplacePage(page);
  await marketplace.goto();
  await marketplace.priceFrom.fill('50');
  await marketplace.priceTo.fill('lots');
  await marketplace.priceFrom.press('Enter');
  await expect(marketplace.priceTo).toHaveAttribute('aria-invalid', 'true');
  await expect(marketplace.priceTo).toBeFocused();

  await marketplace.priceTo.fill('10');
  await marketplace.applyPrice.press('Enter');
  await expect(marketplace.priceFrom).toHaveAccessibleDescription(
    /The lowest price must not be above the highest\./,
  );
  await expect(marketplace.priceFrom).toBeFocused();
});

test('unreserving: a refusal takes focus to the dialog’s alert', async ({ page, sim, loginAs }) => {
  await loginAs(SPONSOR.email, SPONSOR.password);
  const spots = new SponsorSpotsPage(page);
  await spots.goto('?status=active');
  const name = (await spots.rows.getByRole('rowheader').first().textContent())!;
  await spots.openUnreserve(name);
  await dialogSettled(page);
  await sim.armFault(refusalOf(endpoints.reservations.unreserve));
  await spots.confirmUnreserve();
  const refused = spots.dialog.getByRole('alert');
  await expect(refused).toHaveText('Refused for this test.');
  await expect(refused).toBeFocused();
});
