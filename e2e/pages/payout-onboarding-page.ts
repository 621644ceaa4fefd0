// The simulator's payout onboarding stand-in (/connect/onboarding/{token}): business name, country, the
// test bank account, Finish and Abandon.
import type { Locator, Page } from '@playwright/test';

export class PayoutOnboardingPage {
  readonly heading: Locator;
  readonly businessName: Locator;
  readonly country: Locator;
  readonly routingNumber: Locator;
  readonly accountNumber: Locator;
  readonly finishButton: Locator;
  readonly abandonButton: Locator;

  constructor(page: Page) {
    this.heading = page.getByRole('heading', { name: /Set up payouts/, level: 1 });
    this.businessName = page.getByLabel('Business name');
    this.country = page.getByLabel('Country of the bank account');
    this.routingNumber = page.getByLabel('Routing number');
    this.accountNumber = page.getByLabel('Account number');
    this.finishButton = page.getByRole('button', { name: 'Finish', exact: true });
    this.abandonButton = page.getByRole('button', { name: 'Abandon', exact: true });
  }

  async finish(details: { country: string; routingNumber: string; accountNumber: string }): Promise<void> {
    await this.country.selectOption(details.country);
    await this.routingNumber.fill(details.routingNumber);
    await this.accountNumber.fill(details.accountNumber);
    await this.finishButton.click();
  }
}
