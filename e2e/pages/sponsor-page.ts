// The sponsor's screens: the dashboard (/sponsor: active reservations, what needs action, capacity, the
// figures over a range) and the reservations list (/sponsor/spots: filters, rows, the unreserve dialog).
import type { Locator, Page } from '@playwright/test';

export class SponsorDashboardPage {
  readonly activeReservations: Locator;
  readonly needsAction: Locator;
  readonly usage: Locator;
  readonly range: Locator;
  readonly totals: Locator;
  readonly chart: Locator;
  readonly presets: Locator;
  readonly chartTableToggle: Locator;
  readonly dayTable: Locator;
  readonly spotsTable: Locator;
  readonly emptyState: Locator;

  constructor(private readonly page: Page) {
    const main = page.getByRole('main');
    this.activeReservations = main.getByTestId('active-reservations');
    this.needsAction = main.getByTestId('needs-action');
    this.usage = main.getByTestId('reservation-usage');
    this.range = main.getByTestId('sponsor-figures-range');
    this.totals = main.getByRole('group', { name: 'Totals for the range' });
    this.chart = main.getByRole('img', { name: /^Views and clicks per day/ });
    this.presets = main.getByRole('group', { name: 'Date range presets' });
    this.chartTableToggle = main.getByText('Show the figures as a table');
    this.dayTable = main.getByRole('table', { name: /^Views, clicks and click-through rate per day/ });
    this.spotsTable = main.getByTestId('sponsor-figures-by-spot');
    this.emptyState = main.getByRole('heading', { name: 'You sponsor nothing yet' });
  }

  async goto(query = ''): Promise<void> {
    await this.page.goto(`/sponsor${query}`);
  }

  /** One item of "Needs your action", by its spot's name. */
  action(spotName: string): Locator {
    return this.needsAction
      .getByRole('listitem')
      .filter({ has: this.page.getByRole('link', { name: spotName, exact: true }) });
  }

  /** A decal thumbnail of an active reservation, by its alt text. */
  decal(alt: string): Locator {
    return this.activeReservations.getByRole('img', { name: alt, exact: true });
  }

  async choosePreset(days: number): Promise<void> {
    await this.presets.getByRole('button', { name: `${days} days`, exact: true }).click();
  }

  /** The figure under a total's label: Views, Clicks or Click-through rate. */
  total(label: 'Views' | 'Clicks' | 'Click-through rate'): Locator {
    return this.totals
      .locator('dl')
      .filter({ has: this.page.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) }) })
      .getByRole('definition');
  }
}

export class SponsorSpotsPage {
  readonly table: Locator;
  readonly rows: Locator;
  readonly status: Locator;
  readonly text: Locator;
  readonly dialog: Locator;
  readonly success: Locator;

  constructor(private readonly page: Page) {
    const main = page.getByRole('main');
    this.table = main.getByTestId('sponsor-contents');
    this.rows = this.table.getByRole('row');
    this.status = main.getByLabel('Status');
    this.text = main.getByLabel('Spot, link or title');
    this.dialog = page.getByRole('dialog');
    this.success = main.getByRole('status').filter({ hasText: /^Unreserved/ });
  }

  async goto(query = ''): Promise<void> {
    await this.page.goto(`/sponsor/spots${query}`);
  }

  /** The row of one content, by its spot's name. */
  row(spotName: string): Locator {
    return this.rows.filter({ has: this.page.getByRole('rowheader', { name: spotName, exact: true }) });
  }

  /** The row's cell under a column: Status, Link, Check or Billing. */
  cell(spotName: string, column: 'Status' | 'Link' | 'Check' | 'Billing'): Locator {
    const index = { Status: 0, Link: 1, Check: 2, Billing: 3 }[column];
    return this.row(spotName).getByRole('cell').nth(index);
  }

  async openUnreserve(spotName: string): Promise<void> {
    await this.row(spotName)
      .getByRole('button', { name: `Unreserve ${spotName}` })
      .click();
  }

  async confirmUnreserve(): Promise<void> {
    await this.dialog.getByRole('button', { name: 'Unreserve', exact: true }).click();
  }
}
