// /start: the home page with the live count of open spots and the first few.
import type { Locator, Page } from '@playwright/test';

export class HomePage {
  readonly total: Locator;
  readonly openSpots: Locator;
  readonly browseLink: Locator;
  readonly earnLink: Locator;

  constructor(private readonly page: Page) {
    this.total = page.getByTestId('available-total');
    this.openSpots = page.getByRole('list', { name: 'Open spots' }).getByRole('listitem');
    this.browseLink = page.getByRole('link', { name: 'Browse the marketplace' });
    this.earnLink = page.getByRole('link', { name: 'Earn with your site' }).first();
  }

  async goto(): Promise<void> {
    await this.page.goto('/start');
  }
}
