// /publisher/spots: the publisher's spots table, the spot form (in a dialog), the status buttons of each row,
// the delete confirmation, the embed dialog and the link to each spot's figures.
import { expect, type Locator, type Page } from '@playwright/test';

export interface SpotFormInput {
  name: string;
  locationPath?: string;
  sampleUrl?: string;
  description?: string;
  price?: string;
}

export class PublisherSpotsPage {
  readonly heading: Locator;
  readonly newSpotButton: Locator;
  readonly statusFilter: Locator;
  readonly table: Locator;
  readonly rows: Locator;
  /** What the last save, status change or deletion did ("“Name” is created."); it takes focus. */
  readonly outcome: Locator;
  /** The dialog of the spot form (new or edit). */
  readonly formDialog: Locator;
  readonly name: Locator;
  readonly description: Locator;
  readonly locationPath: Locator;
  readonly locationPathPreview: Locator;
  readonly sampleUrl: Locator;
  readonly price: Locator;
  /** The switch that shows the spot's daily traffic to everyone on its order page. */
  readonly showAnalytics: Locator;
  /** The switch that prints a visible "Sponsored" under the decal in the snippet and the HTML file. */
  readonly sponsoredLabel: Locator;
  readonly createButton: Locator;
  readonly saveButton: Locator;
  readonly deleteDialog: Locator;
  readonly embedDialog: Locator;
  /** In the embed dialog: the snippet's text, its copy button and what it says the copy did. */
  readonly snippet: Locator;
  readonly copySnippetButton: Locator;
  readonly copyStatus: Locator;
  /** In the embed dialog: the HTML file's download button (Download.HTML), or the prompt that sells it. */
  readonly downloadFileButton: Locator;
  readonly downloadUpgradePrompt: Locator;
  readonly upgradePrompt: Locator;
  readonly notPublisher: Locator;

  constructor(private readonly page: Page) {
    const main = page.getByRole('main');
    this.heading = main.getByRole('heading', { name: 'Your spots', level: 1 });
    this.newSpotButton = main.getByRole('button', { name: 'New spot', exact: true });
    this.statusFilter = main.getByLabel('Show');
    this.table = main.getByRole('table', { name: 'Your spots' });
    this.rows = this.table.getByTestId('publisher-spot-row');
    this.outcome = main.getByRole('status').filter({ hasText: /^“.*” is / });
    this.formDialog = page.getByRole('dialog', { name: /^(New spot|Edit “.*”)$/ });
    this.name = this.formDialog.getByLabel('Name', { exact: true });
    this.description = this.formDialog.getByLabel('Description');
    this.locationPath = this.formDialog.getByLabel('Location path');
    this.locationPathPreview = this.formDialog.getByTestId('location-path-preview');
    this.sampleUrl = this.formDialog.getByLabel('Sample page URL');
    this.price = this.formDialog.getByLabel('Price per month (USD)');
    this.showAnalytics = this.formDialog.getByLabel("Show this spot's analytics");
    this.sponsoredLabel = this.formDialog.getByLabel('Show "Sponsored" under the decal');
    this.createButton = this.formDialog.getByRole('button', { name: 'Create spot' });
    this.saveButton = this.formDialog.getByRole('button', { name: 'Save changes' });
    this.deleteDialog = page.getByRole('dialog', { name: /^Delete “.*”\?$/ });
    this.embedDialog = page.getByRole('dialog', { name: /^Embed “.*”$/ });
    this.snippet = this.embedDialog.getByLabel('Paste this where the spot sits on your page');
    this.copySnippetButton = this.embedDialog.getByRole('button', { name: 'Copy snippet' });
    this.copyStatus = this.embedDialog.getByRole('status').filter({ hasText: /^Cop/ });
    this.downloadFileButton = this.embedDialog.getByRole('button', { name: 'Download as an HTML file' });
    this.downloadUpgradePrompt = this.embedDialog.getByTestId('download-upgrade-prompt');
    this.upgradePrompt = page.getByTestId('upgrade-prompt');
    this.notPublisher = main.getByRole('heading', { name: 'You are not a publisher yet' });
  }

  async goto(query = ''): Promise<void> {
    await this.page.goto(`/publisher/spots${query}`);
  }

  /** The Sponsor cell of a spot's row: who sponsors or holds it. */
  sponsorCell(name: string): Locator {
    return this.row(name).getByTestId('spot-sponsor');
  }

  /** The Marketplace badge of a spot's row (Live, Available, Reserved), or "Not listed". */
  marketplaceCell(name: string): Locator {
    return this.row(name).getByRole('cell').nth(1);
  }

  /** The row of the spot with this name. */
  row(name: string): Locator {
    return this.rows.filter({ has: this.page.getByRole('rowheader').getByText(name, { exact: true }) });
  }

  /** A button of a spot's row by its visible label: Edit, Publish, Disable, Back to draft, Move to draft, Embed, Delete. */
  rowButton(name: string, label: string): Locator {
    return this.row(name).getByRole('button', { name: `${label} ${name}`, exact: true });
  }

  /** The link of a spot's row to its figures on the dashboard. */
  figuresLink(name: string): Locator {
    return this.row(name).getByRole('link', { name: `Figures ${name}`, exact: true });
  }

  async openNewSpot(): Promise<void> {
    await this.newSpotButton.click();
  }

  /**
   * Fills the form once the dialog has opened on its Name field (after its fade): typing before then would
   * lose the keys that follow when focus moves to Name.
   */
  async fillForm(input: SpotFormInput): Promise<void> {
    await expect(this.name).toBeFocused();
    await this.name.fill(input.name);
    if (input.description !== undefined) await this.description.fill(input.description);
    if (input.locationPath !== undefined) await this.locationPath.fill(input.locationPath);
    if (input.sampleUrl !== undefined) await this.sampleUrl.fill(input.sampleUrl);
    if (input.price !== undefined) await this.price.fill(input.price);
  }

  async createSpot(input: SpotFormInput): Promise<void> {
    await this.openNewSpot();
    await this.fillForm(input);
    await this.createButton.click();
  }
}
