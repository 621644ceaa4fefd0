// /verification?email=… (code typed) or ?code=…&email=… (the mail's link, verified at once).
import type { Locator, Page } from '@playwright/test';

export class VerificationPage {
  readonly code: Locator;
  readonly submit: Locator;
  readonly verified: Locator;
  readonly logInLink: Locator;

  constructor(page: Page) {
    this.code = page.getByLabel('Verification code');
    this.submit = page.getByRole('button', { name: 'Verify email', exact: true });
    this.verified = page.getByText('Email verified — log in.');
    this.logInLink = page.getByRole('main').getByRole('link', { name: 'Log in', exact: true });
  }

  async verify(code: string): Promise<void> {
    await this.code.fill(code);
    await this.submit.click();
  }
}
