// The publisher dashboard (/publisher): the spot and range pickers, the CSV export, totals for a range, the
// chart with its table, figures per spot; the Earnings section with its summary, tables and statement; the
// decals waiting for the publisher's approval, with Approve and Reject (its reason in a dialog).
import { expect, type Download, type Locator, type Page } from '@playwright/test';

export class PublisherDashboardPage {
  readonly totals: Locator;
  readonly chart: Locator;
  readonly ctrChart: Locator;
  readonly spotsTable: Locator;
  readonly countingRules: Locator;
  /** The spot picker: "All spots" or one of the publisher's spots. */
  readonly spotPicker: Locator;
  readonly presets: Locator;
  readonly from: Locator;
  readonly to: Locator;
  readonly showRangeButton: Locator;
  readonly exportCsvButton: Locator;
  /** What a free plan sees instead of the range pickers: the last 30 days and the way to a plan. */
  readonly freePlanNote: Locator;
  readonly earnings: Locator;
  readonly earningsTable: Locator;
  readonly payoutsTable: Locator;
  readonly statementButton: Locator;
  /** "Decals to review": the queue, its outcome message and the reject dialog. */
  readonly reviews: Locator;
  readonly reviewsHeading: Locator;
  readonly reviewOutcome: Locator;
  readonly rejectDialog: Locator;

  constructor(private readonly page: Page) {
    const main = page.getByRole('main');
    this.totals = page.getByRole('group', { name: 'Totals for the range' });
    this.chart = page.getByRole('img', { name: /^Views and clicks per day/ });
    this.ctrChart = page.getByRole('img', { name: /^Click-through rate per day/ });
    this.spotsTable = page.getByRole('table', { name: /Each spot/ });
    this.countingRules = page.getByRole('complementary', { name: 'How views and clicks are counted' });
    this.spotPicker = main.getByLabel('Spot', { exact: true });
    this.presets = main.getByRole('group', { name: 'Date range presets' });
    this.from = main.getByLabel('From', { exact: true });
    this.to = main.getByLabel('To', { exact: true });
    this.showRangeButton = main.getByRole('button', { name: 'Show range' });
    this.exportCsvButton = main.getByRole('button', { name: 'Export CSV' });
    this.freePlanNote = main.getByRole('note').filter({ hasText: 'The free plan shows the last' });
    this.earnings = main.getByRole('region', { name: 'Earnings', exact: true });
    this.earningsTable = this.earnings.getByRole('table', { name: /^Earnings by month and spot/ });
    this.payoutsTable = this.earnings.getByRole('table', { name: /^Payout history/ });
    this.statementButton = this.earnings.getByRole('button', { name: 'Download CSV statement' });
    this.reviews = main.getByRole('region', { name: 'Decals to review' });
    this.reviewsHeading = this.reviews.getByRole('heading', { level: 2, name: 'Decals to review' });
    this.reviewOutcome = this.reviews.getByRole('status');
    this.rejectDialog = page.getByRole('dialog', { name: /^Reject the decal on/ });
  }

  /** The waiting decal of one spot in the queue. */
  reviewItem(spotName: string): Locator {
    return this.reviews
      .getByRole('listitem')
      .filter({ has: this.page.getByRole('heading', { level: 3, name: spotName }) });
  }

  async approve(spotName: string): Promise<void> {
    await this.reviewItem(spotName).getByRole('button', { name: 'Approve' }).click();
  }

  /** Reject, the reason typed where the dialog opens (on its Reason box), and the dialog's Reject. */
  async reject(spotName: string, reason: string): Promise<void> {
    await this.reviewItem(spotName).getByRole('button', { name: 'Reject' }).click();
    await expect(this.rejectDialog.getByLabel('Reason')).toBeFocused();
    await this.page.keyboard.type(reason);
    await this.rejectDialog.getByRole('button', { name: 'Reject', exact: true }).click();
  }

  /** A figure of the earnings summary: its label's definition. */
  earningsFigure(label: "This month's net" | 'Balance' | 'Next payout'): Locator {
    return this.earnings
      .getByRole('term')
      .filter({ hasText: new RegExp(`^${label}$`) })
      .locator('xpath=following-sibling::dd[1]');
  }

  /** Clicks "Download CSV statement" and answers the file the browser downloads. */
  async downloadStatement(): Promise<Download> {
    const download = this.page.waitForEvent('download');
    await this.statementButton.click();
    return download;
  }

  async goto(query = ''): Promise<void> {
    await this.page.goto(`/publisher${query}`);
  }

  /** The heading that says what the figures cover: "[spot name, ]<from> to <to>". */
  coverage(text: string): Locator {
    return this.page.getByRole('main').getByRole('heading', { level: 2, name: text, exact: true });
  }

  /** A preset button: 7, 30, 90 or 365 days. */
  preset(days: number): Locator {
    return this.presets.getByRole('button', { name: `${days} days`, exact: true });
  }

  async choosePreset(days: number): Promise<void> {
    await this.preset(days).click();
  }

  async chooseCustomRange(from: string, to: string): Promise<void> {
    await this.from.fill(from);
    await this.to.fill(to);
    await this.showRangeButton.click();
  }

  /** Picks one spot by its name, or all spots with 'All spots'. */
  async chooseSpot(name: string): Promise<void> {
    await this.spotPicker.selectOption({ label: name });
  }

  /** Clicks "Export CSV" and answers the file the browser downloads. */
  async exportCsv(): Promise<Download> {
    const download = this.page.waitForEvent('download');
    await this.exportCsvButton.click();
    return download;
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
