// The simulator's checkout page inside the Stripe stand-in's iframe (or opened on its own): role and label
// locators, no assertions.
import type { FrameLocator, Locator, Page } from '@playwright/test';

export class EmbeddedCheckoutFrame {
  readonly root: FrameLocator | Page;
  readonly cardNumber: Locator;
  readonly expiry: Locator;
  readonly cvc: Locator;
  readonly name: Locator;
  readonly email: Locator;
  readonly pay: Locator;
  readonly alert: Locator;
  readonly completeAuthentication: Locator;
  readonly failAuthentication: Locator;
  readonly done: Locator;

  constructor(root: FrameLocator | Page) {
    this.root = root;
    this.cardNumber = root.getByLabel('Card number');
    this.expiry = root.getByLabel('Expiration (MM / YY)');
    this.cvc = root.getByLabel('CVC');
    this.name = root.getByLabel('Cardholder name');
    this.email = root.getByLabel('Email');
    this.pay = root.getByRole('button', { name: /^(Pay|Confirm)/ });
    this.alert = root.getByRole('alert');
    this.completeAuthentication = root.getByRole('button', { name: 'Complete authentication' });
    this.failAuthentication = root.getByRole('button', { name: 'Fail authentication' });
    this.done = root.getByRole('heading', { name: 'Thanks for your payment' });
  }

  /** The stand-in's iframe on an embedding page. */
  static in(page: Page): EmbeddedCheckoutFrame {
    return new EmbeddedCheckoutFrame(page.frameLocator('iframe[title="Secure checkout"]'));
  }

  async payWith(card: string): Promise<void> {
    await this.cardNumber.fill(card);
    await this.expiry.fill('12 / 34');
    await this.cvc.fill('123');
    await this.name.fill('Test Buyer');
    await this.pay.click();
  }
}
