// /login: email and password (with the verification help for unverified accounts) and the social buttons.
import type { Locator, Page } from '@playwright/test';

export class LoginPage {
  readonly heading: Locator;
  readonly email: Locator;
  readonly password: Locator;
  readonly submit: Locator;
  readonly alert: Locator;
  readonly forgotPasswordLink: Locator;
  readonly createAccountLink: Locator;
  readonly verifyEmailLink: Locator;
  readonly resendCodeButton: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Log in', level: 1 });
    this.email = page.getByLabel('Email', { exact: true });
    this.password = page.getByLabel('Password', { exact: true });
    // exact: the social buttons' names also start with "Log in".
    this.submit = page.getByRole('button', { name: 'Log in', exact: true });
    this.alert = page.getByRole('main').getByRole('alert');
    this.forgotPasswordLink = page.getByRole('link', { name: 'Forgot your password?' });
    this.createAccountLink = page.getByRole('link', { name: 'Create an account' });
    this.verifyEmailLink = page.getByRole('link', { name: 'Verify your email' });
    this.resendCodeButton = page.getByRole('button', { name: 'Send the code again' });
  }

  async goto(returnPath?: string): Promise<void> {
    await this.page.goto(returnPath ? `/login?return=${encodeURIComponent(returnPath)}` : '/login');
  }

  async logIn(email: string, password: string): Promise<void> {
    // Often reached by a link from a screen with an Email field of its own: fill once this one is shown.
    await this.heading.waitFor();
    await this.email.fill(email);
    await this.password.fill(password);
    await this.submit.click();
  }

  /** The button that starts sign-in with a provider, e.g. socialButton('Google'). */
  socialButton(provider: string): Locator {
    return this.page.getByRole('button', { name: `Log in with ${provider}`, exact: true });
  }
}
