// /account/profile: the signed-in user's profile form and billing details.
import type { Locator, Page } from '@playwright/test';

export class ProfilePage {
  readonly heading: Locator;
  readonly name: Locator;
  readonly bio: Locator;
  readonly website: Locator;
  readonly location: Locator;
  readonly save: Locator;
  readonly savedToast: Locator;
  readonly businessName: Locator;
  readonly billingCountry: Locator;
  readonly billingAddress: Locator;
  readonly vatId: Locator;
  readonly saveBilling: Locator;
  /** The billing form's message that the details are saved (it takes focus). */
  readonly billingSaved: Locator;
  /** The billing form's alert for a save that failed on no field of its own. */
  readonly billingFailed: Locator;

  constructor(private readonly page: Page) {
    const main = page.getByRole('main');
    this.heading = main.getByRole('heading', { name: 'Profile', exact: true });
    this.name = main.getByLabel('Name', { exact: true });
    this.bio = main.getByLabel('Bio');
    this.website = main.getByLabel('Website');
    this.location = main.getByLabel('Location');
    this.save = main.getByRole('button', { name: 'Save profile' });
    this.savedToast = page.getByRole('status').filter({ hasText: 'Your profile is saved.' });
    this.businessName = main.getByLabel('Business name');
    this.billingCountry = main.getByLabel('Billing country');
    this.billingAddress = main.getByLabel('Billing address');
    this.vatId = main.getByLabel('VAT id (optional)');
    this.saveBilling = main.getByRole('button', { name: 'Save billing details' });
    const billing = main.getByRole('form', { name: 'Billing details' });
    this.billingSaved = billing.getByRole('status').filter({ hasText: 'Your billing details are saved.' });
    this.billingFailed = billing.getByRole('alert');
  }

  async goto(): Promise<void> {
    await this.page.goto('/account/profile');
  }

  async changeName(name: string): Promise<void> {
    await this.name.fill(name);
    await this.save.click();
  }
}
