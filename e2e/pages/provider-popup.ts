// The simulator's stand-in for a social provider's sign-in page, opened by the app in a popup.
import type { Locator, Page } from '@playwright/test';

export class ProviderPopup {
  readonly denyButton: Locator;
  readonly newIdentityEmail: Locator;
  readonly newIdentityName: Locator;

  constructor(readonly popup: Page) {
    this.denyButton = popup.getByRole('button', { name: 'Deny access' });
    this.newIdentityEmail = popup.getByLabel('Email');
    this.newIdentityName = popup.getByLabel('Name');
  }

  /** A seeded user's button (shown as name and email). */
  identity(email: string): Locator {
    return this.popup.getByRole('button', { name: email });
  }

  async continueAs(email: string): Promise<void> {
    await this.identity(email).click();
  }

  async signInAsNewIdentity(email: string, name: string): Promise<void> {
    await this.newIdentityEmail.fill(email);
    await this.newIdentityName.fill(name);
    await this.popup.getByRole('button', { name: 'Sign in as this identity' }).click();
  }

  async deny(): Promise<void> {
    await this.denyButton.click();
  }
}
