// The order page /order/:id/:tab?: its tabs as links, the overview, and the reserve steps.
import type { Locator, Page } from '@playwright/test';

export type OrderTabName = 'Overview' | 'Reserve' | 'Analytics' | 'Billing';

export class OrderPage {
  readonly heading: Locator;
  readonly tabs: Locator;
  readonly spotState: Locator;
  readonly logInToReserve: Locator;
  readonly decalFile: Locator;
  readonly uploadProgress: Locator;
  readonly decalPreview: Locator;
  readonly linkUrl: Locator;
  readonly linkTitle: Locator;
  readonly terms: Locator;
  readonly checkButton: Locator;
  readonly checkStatus: Locator;
  readonly linkReasons: Locator;
  readonly analyticsForSponsor: Locator;

  constructor(private readonly page: Page) {
    const main = page.getByRole('main');
    this.heading = main.getByRole('heading', { level: 1 });
    this.tabs = main.getByRole('navigation', { name: 'Order sections' });
    this.spotState = main.getByTestId('spot-state');
    this.logInToReserve = main.getByRole('link', { name: 'Log in to reserve' });
    this.decalFile = main.getByLabel(/(Upload|Replace) the decal|Upload a decal/);
    this.uploadProgress = main.getByRole('progressbar', { name: 'Upload progress' });
    this.decalPreview = main.getByRole('img', { name: 'Your decal' });
    this.linkUrl = main.getByLabel('Link URL');
    this.linkTitle = main.getByLabel('Link title');
    this.terms = main.getByLabel(/I agree to the sponsorship terms/);
    this.checkButton = main.getByRole('button', { name: 'Check', exact: true });
    this.checkStatus = main.getByTestId('check-status');
    this.linkReasons = main.getByTestId('linkUrl-reasons');
    this.analyticsForSponsor = main.getByRole('heading', { name: "Figures are for this spot's sponsor" });
  }

  async goto(spotId: number, tab?: string): Promise<void> {
    await this.page.goto(`/order/${spotId}${tab ? `/${tab}` : ''}`);
  }

  tab(name: OrderTabName): Locator {
    return this.tabs.getByRole('link', { name, exact: true });
  }

  async openTab(name: OrderTabName): Promise<void> {
    await this.tab(name).click();
  }

  async uploadDecal(file: string): Promise<void> {
    await this.decalFile.setInputFiles(file);
  }

  /** Types the link and leaves the field, which saves it. */
  async enterLink(url: string): Promise<void> {
    await this.linkUrl.fill(url);
    await this.linkUrl.blur();
  }

  async enterTitle(title: string): Promise<void> {
    await this.linkTitle.fill(title);
    await this.linkTitle.blur();
  }
}
