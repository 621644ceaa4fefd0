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
  readonly createSpotLink: Locator;

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
    this.createSpotLink = page.getByRole('link', { name: 'Create your spot' });
  }

  async goto(step: 'start' | 'register' | 'connect' | 'publish'): Promise<void> {
    await this.page.goto(`/earn/${step}`);
  }

  /** The step's link in the indicator, e.g. step('Payouts'). */
  step(label: string): Locator {
    return this.page.getByRole('navigation', { name: 'Earn steps' }).getByRole('link', { name: label });
  }

  async connectPayouts(businessName: string): Promise<void> {
    await this.businessName.fill(businessName);
    await this.connectButton.click();
  }
}
