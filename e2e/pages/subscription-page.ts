// /account/subscription: the plans, the billing period, cancel/resume, invoices and the checkout dialog.
// Role and label locators, no assertions.
import { expect, type Locator, type Page } from '@playwright/test';
import { EmbeddedCheckoutFrame } from './embedded-checkout.js';

export class SubscriptionPage {
  readonly heading: Locator;
  readonly checkoutDialog: Locator;
  readonly checkout: EmbeddedCheckoutFrame;
  readonly paymentComplete: Locator;
  /** Above the card form: what the plan or add-on charges now and what renews after it. */
  readonly charge: Locator;
  readonly done: Locator;
  readonly cancelSubscription: Locator;
  readonly resumeSubscription: Locator;
  readonly invoices: Locator;
  /** What the plan gives, in words. */
  readonly features: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Subscription', level: 2 });
    this.checkoutDialog = page.getByRole('dialog');
    this.checkout = EmbeddedCheckoutFrame.in(page);
    this.paymentComplete = this.checkoutDialog.getByRole('status').filter({ hasText: 'Payment complete' });
    this.charge = this.checkoutDialog.getByText(/^You pay /);
    this.done = this.checkoutDialog.getByRole('button', { name: 'Done' });
    this.cancelSubscription = page.getByRole('button', { name: 'Cancel subscription' });
    this.resumeSubscription = page.getByRole('button', { name: 'Resume subscription' });
    this.features = page.getByRole('list', { name: 'Your features' });
    this.invoices = page
      .getByRole('table')
      .filter({ has: page.getByRole('columnheader', { name: 'Invoice' }) });
  }

  async open(): Promise<void> {
    await this.page.goto('/account/subscription');
  }

  async choosePeriod(period: 'Monthly' | 'Yearly'): Promise<void> {
    await this.page
      .getByRole('group', { name: 'Billing period' })
      .getByRole('button', { name: period })
      .click();
  }

  /** An add-on's row, by its name. */
  addOn(name: string): Locator {
    return this.page
      .getByRole('list', { name: 'Add-ons' })
      .getByRole('listitem')
      .filter({ has: this.page.getByText(name, { exact: true }) });
  }

  /** The message of a change waiting for the period's end, or of its undo: "Basic starts …", "You keep …". */
  periodEndNotice(startsWith: string): Locator {
    return this.page.getByRole('status').filter({ hasText: new RegExp(`^${startsWith}`) });
  }

  /** The undo of a change waiting for the period's end. */
  keep(plan: string): Locator {
    return this.page.getByRole('button', { name: `Keep ${plan}` });
  }

  async downgradeTo(plan: string): Promise<void> {
    await this.page.getByRole('button', { name: `Downgrade at period end to ${plan}` }).click();
  }

  /** The plan held, past due: paid again through checkout. */
  async payAgainFor(plan: string): Promise<void> {
    await this.page.getByRole('button', { name: `Pay again for ${plan}` }).click();
  }

  /** Upgrades to `plan`, paying with `card`, and closes the checkout once it says the payment is complete. */
  async buy(plan: string, card: string): Promise<void> {
    await this.upgradeTo(plan);
    await this.checkout.payWith(card);
    await expect(this.paymentComplete).toBeVisible();
    await this.done.click();
  }

  async upgradeTo(plan: string): Promise<void> {
    await this.page.getByRole('button', { name: `Upgrade to ${plan}` }).click();
  }
}
