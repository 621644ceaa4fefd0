// /password/forgot (ask for a reset mail) and /password/reset?code=… (choose a new password).
import type { Locator, Page } from '@playwright/test';

export class ForgotPasswordPage {
  readonly heading: Locator;
  readonly email: Locator;
  readonly submit: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Forgot your password?', level: 1 });
    this.email = page.getByLabel('Email', { exact: true });
    this.submit = page.getByRole('button', { name: 'Send reset link', exact: true });
  }

  async goto(): Promise<void> {
    await this.page.goto('/password/forgot');
  }

  async requestReset(email: string): Promise<void> {
    // Reached by a link from /login, whose form has an Email field too: fill once this screen replaced it.
    await this.heading.waitFor();
    await this.email.fill(email);
    await this.submit.click();
  }
}

export class ResetPasswordPage {
  readonly code: Locator;
  readonly newPassword: Locator;
  readonly newPasswordAgain: Locator;
  readonly submit: Locator;
  readonly logInLink: Locator;

  constructor(private readonly page: Page) {
    this.code = page.getByLabel('Reset code');
    this.newPassword = page.getByLabel('New password', { exact: true });
    this.newPasswordAgain = page.getByLabel('New password again', { exact: true });
    this.submit = page.getByRole('button', { name: 'Save new password', exact: true });
    this.logInLink = page.getByRole('main').getByRole('link', { name: 'Log in', exact: true });
  }

  async goto(): Promise<void> {
    await this.page.goto('/password/reset');
  }

  async choosePassword(password: string): Promise<void> {
    await this.newPassword.fill(password);
    await this.newPasswordAgain.fill(password);
    await this.submit.click();
  }
}
