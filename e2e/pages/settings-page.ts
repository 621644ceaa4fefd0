// /account/settings: preferences and the session buttons.
import type { Locator, Page } from '@playwright/test';

export class SettingsPage {
  readonly logOutButton: Locator;
  readonly signOutEverywhereButton: Locator;

  constructor(private readonly page: Page) {
    const main = page.getByRole('main');
    this.logOutButton = main.getByRole('button', { name: 'Log out', exact: true });
    this.signOutEverywhereButton = main.getByRole('button', { name: 'Sign out of every session' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/account/settings');
  }
}
