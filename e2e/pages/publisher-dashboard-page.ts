// The publisher dashboard (/publisher): totals for a range, the chart with its table, figures per spot.
import type { Locator, Page } from '@playwright/test';

export class PublisherDashboardPage {
  readonly totals: Locator;
  readonly chart: Locator;
  readonly ctrChart: Locator;
  readonly spotsTable: Locator;
  readonly countingRules: Locator;

  constructor(private readonly page: Page) {
    this.totals = page.getByRole('group', { name: 'Totals for the range' });
    this.chart = page.getByRole('img', { name: /^Views and clicks per day/ });
    this.ctrChart = page.getByRole('img', { name: /^Click-through rate per day/ });
    this.spotsTable = page.getByRole('table', { name: /Each spot/ });
    this.countingRules = page.getByRole('complementary', { name: 'How views and clicks are counted' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/publisher');
  }

  /** The figure shown under a total's label: Views, Clicks or Click-through rate. */
  total(label: 'Views' | 'Clicks' | 'Click-through rate'): Locator {
    return this.totals
      .locator('dl')
      .filter({ has: this.page.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) }) })
      .getByRole('definition');
  }

  /** The row of one spot in the table per spot. */
  spotRow(name: string): Locator {
    return this.spotsTable.getByRole('row').filter({ has: this.page.getByRole('rowheader', { name }) });
  }
}
