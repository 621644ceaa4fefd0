// /earn/*: the publisher onboarding flow — its step indicator and the step on screen.
import type { Locator, Page } from '@playwright/test';

export class EarnPage {
  readonly steps: Locator;
  readonly currentStep: Locator;
  readonly stepHeading: Locator;
  readonly createAccountLink: Locator;
  readonly businessName: Locator;
  readonly connectButton: Locator;
  readonly payoutStatus: Locator;
  readonly spotName: Locator;
  readonly spotLocationPath: Locator;
  readonly spotLocationPathPreview: Locator;
  readonly spotSampleUrl: Locator;
  readonly spotPrice: Locator;
  readonly publishButton: Locator;
  readonly published: Locator;
  readonly seeInMarketplaceLink: Locator;

  constructor(private readonly page: Page) {
    const indicator = page.getByRole('navigation', { name: 'Earn steps' });
    this.steps = indicator.getByRole('listitem');
    this.currentStep = indicator.locator('[aria-current="step"]');
    this.stepHeading = page.getByRole('main').getByRole('heading', { level: 2 }).first();
    this.createAccountLink = page
      .getByRole('main')
      .getByRole('link', { name: 'Create an account', exact: true });
    this.businessName = page.getByLabel('Business name');
    this.connectButton = page.getByRole('button', { name: 'Connect payouts' });
    this.payoutStatus = page.getByTestId('payout-status');
    const main = page.getByRole('main');
    this.spotName = main.getByLabel('Name', { exact: true });
    this.spotLocationPath = main.getByLabel('Location path');
    this.spotLocationPathPreview = main.getByTestId('location-path-preview');
    this.spotSampleUrl = main.getByLabel('Sample page URL');
    this.spotPrice = main.getByLabel('Price per month (USD)');
    this.publishButton = main.getByRole('button', { name: 'Create and publish' });
    this.published = main.getByRole('status').filter({ hasText: 'is published' });
    this.seeInMarketplaceLink = main.getByRole('link', { name: 'See it in the marketplace' });
  }

  async goto(step: 'start' | 'register' | 'connect' | 'publish'): Promise<void> {
    await this.page.goto(`/earn/${step}`);
  }

  /** The step's link in the indicator, e.g. step('Payouts'). */
  step(label: string): Locator {
    return this.page.getByRole('navigation', { name: 'Earn steps' }).getByRole('link', { name: label });
  }

  /** Fills the publish step's spot form and sends it. */
  async publishSpot(input: { name: string; locationPath: string; sampleUrl: string; price: string }) {
    await this.spotName.fill(input.name);
    await this.spotLocationPath.fill(input.locationPath);
    await this.spotSampleUrl.fill(input.sampleUrl);
    await this.spotPrice.fill(input.price);
    await this.publishButton.click();
  }

  async connectPayouts(businessName: string): Promise<void> {
    await this.businessName.fill(businessName);
    await this.connectButton.click();
  }
}
