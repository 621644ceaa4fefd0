// The identity screens driven through their forms: registration and verification, the login form (return
// path, wrong password, unverified account) and the forgotten-password reset.
import { ENDPOINT_AREAS as endpoints } from '@sponsorspot/contract/endpoint-list';
import { AUTH_COOKIE, expect, test, withoutUnauthorizedLoads } from '../fixtures.js';
import { callApi } from '../harness/api.js';
import { AppNav } from '../pages/app-nav.js';
import { LoginPage } from '../pages/login-page.js';
import { ForgotPasswordPage, ResetPasswordPage } from '../pages/password-pages.js';
import { RegisterPage } from '../pages/register-page.js';
import { VerificationPage } from '../pages/verification-page.js';

/** The start of what /verification says after a registration, whether or not the address had an account. */
const checkYourMail = (email: string) => `Check your mail at ${email}.`;

const newcomer = {
  name: 'Nina Newcomer',
  email: 'nina.newcomer@sponsorspot.test',
  password: 'Harbour-lights-2026',
};

test.describe('registration', () => {
  test('register, type the code from the verification mail, then log in', async ({
    page,
    sim,
    consoleErrors,
  }) => {
    const register = new RegisterPage(page);
    await register.goto();
    await register.register(newcomer);
    await expect(page).toHaveURL(
      (url) => url.pathname === '/verification' && url.searchParams.get('email') === newcomer.email,
    );
    await expect(page.getByRole('main').getByText(checkYourMail(newcomer.email))).toBeVisible();

    const mail = await sim.latestMail(newcomer.email, 'verification');
    const verification = new VerificationPage(page);
    await verification.verify(mail.code);
    await expect(verification.verified).toBeVisible();

    await verification.logInLink.click();
    const login = new LoginPage(page);
    await expect(login.heading).toBeVisible();
    await login.logIn(newcomer.email, newcomer.password);
    await expect(page).toHaveURL((url) => url.pathname === '/marketplace');
    const nav = new AppNav(page);
    await expect(nav.userMenuButton).toHaveText(newcomer.name);
    await expect(nav.planBadge).toHaveText('Plan: Free');
    expect(consoleErrors).toEqual([]);
  });

  test('an address that has an account gets the same answer, and its owner a reset link', async ({
    page,
    sim,
    api,
    consoleErrors,
  }) => {
    const owner = {
      name: 'Someone Else',
      email: 'sponsor@sponsorspot.test',
      password: 'Harbour-lights-2026',
    };
    const register = new RegisterPage(page);
    await register.goto();
    await register.register(owner);
    // The same screen and words as for a new address: nothing says the account exists.
    await expect(page).toHaveURL(
      (url) => url.pathname === '/verification' && url.searchParams.get('email') === owner.email,
    );
    await expect(page.getByRole('main').getByText(checkYourMail(owner.email))).toBeVisible();
    await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);

    const mail = await sim.latestMail(owner.email, 'registration_attempt');
    expect(new URL(mail.link).pathname).toBe('/password/reset');
    // The account is unchanged: the password typed at registration does not log in.
    const login = await callApi(api, endpoints.auth.login, {
      body: { email: owner.email, password: owner.password },
    });
    expect(login.status()).toBe(401);
    expect(consoleErrors).toEqual([]);
  });

  test("the verification mail's link verifies without typing", async ({ page, sim, api, consoleErrors }) => {
    const register = new RegisterPage(page);
    await register.goto();
    await register.register(newcomer);
    await expect(page).toHaveURL((url) => url.pathname === '/verification');

    const mail = await sim.latestMail(newcomer.email, 'verification');
    const link = new URL(mail.link);
    expect(link.pathname).toBe('/verification');
    expect(link.searchParams.get('code')).toBe(mail.code);
    // The link names the app's own origin, so it opens in the app under test.
    await page.goto(mail.link);
    const verification = new VerificationPage(page);
    await expect(verification.verified).toBeVisible();

    const login = await callApi(api, endpoints.auth.login, {
      body: { email: newcomer.email, password: newcomer.password },
    });
    expect(login.status()).toBe(200);
    expect(consoleErrors).toEqual([]);
  });

  test('a wrong code takes focus to its message; a code is good for one verification only', async ({
    page,
    sim,
  }) => {
    const register = new RegisterPage(page);
    await register.goto();
    await register.register(newcomer);
    await expect(page).toHaveURL((url) => url.pathname === '/verification');
    const mail = await sim.latestMail(newcomer.email, 'verification');
    // A wrong code typed: the alert says so and takes focus (the button was busy meanwhile).
    await new VerificationPage(page).verify('WRONG0');
    const refused = page.getByRole('main').getByRole('alert');
    await expect(refused).toBeVisible();
    await expect(refused).toBeFocused();
    await page.goto(mail.link);
    await expect(new VerificationPage(page).verified).toBeVisible();

    await page.goto(mail.link);
    await expect(page.getByRole('main').getByRole('alert')).toBeVisible();
    await expect(new VerificationPage(page).verified).toHaveCount(0);
  });
});

test.describe('the login form', () => {
  test('honours the return path of a protected page', async ({ page, consoleErrors }) => {
    await page.goto('/account/profile');
    await expect(page).toHaveURL('/login?return=%2Faccount%2Fprofile');

    const login = new LoginPage(page);
    await login.logIn('sponsor@sponsorspot.test', 'Sponsor!2026');
    await expect(page).toHaveURL('/account/profile');
    await expect(page.getByRole('main').getByLabel('Name', { exact: true })).toHaveValue('Sam Okafor');
    await expect(new AppNav(page).planBadge).toHaveText('Plan: Basic');
    expect(consoleErrors).toEqual([]);
  });

  test('a wrong password shows the alert and keeps the visitor logged out', async ({
    page,
    context,
    consoleErrors,
  }) => {
    const login = new LoginPage(page);
    await login.goto('/account/profile');
    await login.logIn('sponsor@sponsorspot.test', 'NotTheRightOne!1');
    await expect(login.alert).toHaveText(
      'That email and password do not match an account. Check both and try again.',
    );
    await expect(login.alert).toBeFocused();
    await expect(page).toHaveURL('/login?return=%2Faccount%2Fprofile');
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain(AUTH_COOKIE);
    expect(withoutUnauthorizedLoads(consoleErrors)).toEqual([]);
  });

  test('an unverified account gets help to verify, and can log in once verified', async ({ page, sim }) => {
    const email = 'unverified@sponsorspot.test';
    const login = new LoginPage(page);
    await login.goto();
    await login.logIn(email, 'Unverified!2026');
    await expect(login.alert).toContainText('Your email address is not verified yet.');
    await expect(login.verifyEmailLink).toBeVisible();

    await login.resendCodeButton.click();
    await expect(page.getByRole('button', { name: 'Verification email sent' })).toBeDisabled();
    const mail = await sim.latestMail(email, 'verification');

    await login.verifyEmailLink.click();
    await expect(page).toHaveURL(
      (url) => url.pathname === '/verification' && url.searchParams.get('email') === email,
    );
    const verification = new VerificationPage(page);
    await verification.verify(mail.code);
    await expect(verification.verified).toBeVisible();

    await verification.logInLink.click();
    await login.logIn(email, 'Unverified!2026');
    await expect(new AppNav(page).userMenuButton).toHaveText('Umar Patel');
  });
});

test.describe('forgotten password', () => {
  test('reset with the code from the mail; the new password works and the old one no longer does', async ({
    page,
    sim,
  }) => {
    const email = 'sponsor@sponsorspot.test';
    const newPassword = 'Fresh-Start-2026';
    const login = new LoginPage(page);
    await login.goto();
    await login.forgotPasswordLink.click();

    const forgot = new ForgotPasswordPage(page);
    await forgot.requestReset(email);
    await expect(page.getByText(`If ${email} has an account, a reset link is on its way.`)).toBeVisible();

    const mail = await sim.latestMail(email, 'password_reset');
    const link = new URL(mail.link);
    expect(link.pathname).toBe('/password/reset');
    await page.goto(mail.link);
    const reset = new ResetPasswordPage(page);
    await expect(reset.code).toHaveValue(mail.code);
    await reset.choosePassword(newPassword);
    await expect(reset.logInLink).toBeVisible();

    await reset.logInLink.click();
    await login.logIn(email, 'Sponsor!2026');
    await expect(login.alert).toHaveText(
      'That email and password do not match an account. Check both and try again.',
    );

    await login.logIn(email, newPassword);
    await expect(new AppNav(page).userMenuButton).toHaveText('Sam Okafor');
    // A sponsor without a ?return= lands on the sponsor's dashboard.
    await expect(page).toHaveURL((url) => url.pathname === '/sponsor');
  });

  test('the reset code can be typed, and is good for one reset only', async ({ page, sim }) => {
    const email = 'pro@sponsorspot.test';
    const forgot = new ForgotPasswordPage(page);
    await forgot.goto();
    await forgot.requestReset(email);
    await expect(page.getByText(`If ${email} has an account, a reset link is on its way.`)).toBeVisible();
    const mail = await sim.latestMail(email, 'password_reset');

    const reset = new ResetPasswordPage(page);
    await reset.goto();
    await reset.code.fill(mail.code);
    await reset.choosePassword('Another-Start-2026');
    await expect(reset.logInLink).toBeVisible();

    await reset.goto();
    await reset.code.fill(mail.code);
    await reset.choosePassword('Third-Start-2026');
    await expect(page.getByRole('main').getByRole('alert')).toBeVisible();
    await expect(reset.logInLink).toHaveCount(0);
  });
});
