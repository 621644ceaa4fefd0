// /account/settings: preferences, the password change and the session buttons.
import type { Locator, Page } from '@playwright/test';

export class SettingsPage {
  readonly logOutButton: Locator;
  readonly signOutEverywhereButton: Locator;
  /** The password change form, by its heading "Password". */
  readonly passwordForm: Locator;
  readonly currentPassword: Locator;
  readonly newPassword: Locator;
  readonly newPasswordAgain: Locator;
  readonly changePasswordButton: Locator;
  /** The form's message: how the change went (a status on success, an alert on failure). */
  readonly passwordMessage: Locator;

  constructor(private readonly page: Page) {
    const main = page.getByRole('main');
    this.logOutButton = main.getByRole('button', { name: 'Log out', exact: true });
    this.signOutEverywhereButton = main.getByRole('button', { name: 'Sign out of every session' });
    this.passwordForm = main.getByRole('form', { name: 'Password' });
    this.currentPassword = this.passwordForm.getByLabel('Current password');
    this.newPassword = this.passwordForm.getByLabel('New password', { exact: true });
    this.newPasswordAgain = this.passwordForm.getByLabel('New password again');
    this.changePasswordButton = this.passwordForm.getByRole('button', { name: 'Change password' });
    this.passwordMessage = this.passwordForm.getByRole('status').or(this.passwordForm.getByRole('alert'));
  }

  /** Types the three fields from the keyboard alone (Tab between them) and sends the form with Enter. */
  async changePasswordByKeyboard(current: string, next: string): Promise<void> {
    await this.currentPassword.focus();
    await this.page.keyboard.type(current);
    await this.page.keyboard.press('Tab');
    await this.page.keyboard.type(next);
    await this.page.keyboard.press('Tab');
    await this.page.keyboard.type(next);
    await this.page.keyboard.press('Enter');
  }

  async goto(): Promise<void> {
    await this.page.goto('/account/settings');
  }
}
