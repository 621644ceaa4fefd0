// The order page /order/:id/:tab?: its tabs as links, the overview (holds and their countdown, notify me),
// the reserve steps and the analytics tab's public figures.
import type { Locator, Page } from '@playwright/test';

export type OrderTabName = 'Overview' | 'Reserve' | 'Analytics' | 'Billing';

export class OrderPage {
  readonly heading: Locator;
  readonly tabs: Locator;
  readonly spotState: Locator;
  /** The overview's monthly price ("$25.00 a month", or "Not priced yet"). */
  readonly spotPrice: Locator;
  /** What the page says of a spot without a valid monthly price: it cannot be reserved yet. */
  readonly notReservable: Locator;
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
  readonly contentState: Locator;
  /** A hold's sentence with its time left ("Held for your checkout: 18 min left."). */
  readonly holdCountdown: Locator;
  /** What the page says when another sponsor's checkout holds the spot. */
  readonly heldByOther: Locator;
  readonly payAndReserve: Locator;
  /** What reserving costs, above the pay button: the line item, now, the renewal and how to stop. */
  readonly costLine: Locator;
  readonly costNow: Locator;
  readonly costRenews: Locator;
  readonly costStop: Locator;
  readonly notifyMe: Locator;
  readonly stopNotifying: Locator;
  readonly watchState: Locator;
  readonly logInToBeNotified: Locator;
  readonly publicFigures: Locator;
  readonly publicTotals: Locator;
  readonly publicFiguresHidden: Locator;
  readonly publicChart: Locator;
  readonly publicTableToggle: Locator;
  readonly publicTableRows: Locator;

  constructor(private readonly page: Page) {
    const main = page.getByRole('main');
    this.heading = main.getByRole('heading', { level: 1 });
    this.tabs = main.getByRole('navigation', { name: 'Order sections' });
    this.spotState = main.getByTestId('spot-state');
    this.spotPrice = main.getByTestId('spot-price');
    this.notReservable = main.getByTestId('not-reservable');
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
    this.contentState = main.getByTestId('content-state');
    this.holdCountdown = main.getByRole('timer');
    this.heldByOther = main.getByTestId('held-by-other');
    this.payAndReserve = main.getByRole('button', { name: /^Pay \$[\d,.]+ and reserve$/ });
    this.costLine = main.getByTestId('reserve-cost-line');
    this.costNow = main.getByTestId('reserve-cost-now');
    this.costRenews = main.getByTestId('reserve-cost-renews');
    this.costStop = main.getByTestId('reserve-cost-stop');
    this.notifyMe = main.getByRole('button', { name: 'Notify me when it frees' });
    this.stopNotifying = main.getByRole('button', { name: 'Stop notifying' });
    this.watchState = main.getByTestId('watch-state');
    this.logInToBeNotified = main.getByRole('link', { name: 'Log in to be notified' });
    this.publicFigures = main.getByRole('region', { name: /^This spot's traffic/ });
    this.publicTotals = main.getByTestId('public-totals');
    this.publicFiguresHidden = main.getByTestId('public-figures-hidden');
    this.publicChart = this.publicFigures.getByRole('img', { name: /^Views and clicks per day/ });
    this.publicTableToggle = this.publicFigures.getByText('Show the figures as a table');
    this.publicTableRows = this.publicFigures.getByRole('table').locator('tbody tr');
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
