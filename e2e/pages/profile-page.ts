// /account/profile: the signed-in user's profile form.
import type { Locator, Page } from '@playwright/test';

export class ProfilePage {
  readonly heading: Locator;
  readonly name: Locator;
  readonly bio: Locator;
  readonly website: Locator;
  readonly location: Locator;
  readonly save: Locator;
  readonly savedToast: Locator;

  constructor(private readonly page: Page) {
    const main = page.getByRole('main');
    this.heading = main.getByRole('heading', { name: 'Profile', exact: true });
    this.name = main.getByLabel('Name', { exact: true });
    this.bio = main.getByLabel('Bio');
    this.website = main.getByLabel('Website');
    this.location = main.getByLabel('Location');
    this.save = main.getByRole('button', { name: 'Save profile' });
    this.savedToast = page.getByText('Your profile is saved.');
  }

  async goto(): Promise<void> {
    await this.page.goto('/account/profile');
  }

  async changeName(name: string): Promise<void> {
    await this.name.fill(name);
    await this.save.click();
  }
}
