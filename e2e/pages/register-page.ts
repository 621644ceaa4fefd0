// /register: name, email and password; a new account goes on to /verification.
import type { Locator, Page } from '@playwright/test';

export class RegisterPage {
  readonly name: Locator;
  readonly email: Locator;
  readonly password: Locator;
  readonly submit: Locator;

  constructor(private readonly page: Page) {
    this.name = page.getByLabel('Name', { exact: true });
    this.email = page.getByLabel('Email', { exact: true });
    this.password = page.getByLabel('Password', { exact: true });
    this.submit = page.getByRole('button', { name: 'Create account', exact: true });
  }

  async goto(): Promise<void> {
    await this.page.goto('/register');
  }

  async register(account: { name: string; email: string; password: string }): Promise<void> {
    await this.name.fill(account.name);
    await this.email.fill(account.email);
    await this.password.fill(account.password);
    await this.submit.click();
  }
}
