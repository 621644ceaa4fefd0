// /dashboard: for a visitor the open spots at a glance and the ways in; for a signed-in user one panel per
// side (Publisher, Sponsor) with its figures and links.
import type { Locator, Page } from '@playwright/test';

export type DashboardSide = 'Publisher' | 'Sponsor';

/** The figures a side shows, by their test id (figure-<key>, web/src/features/dashboard). */
export type FigureKey = 'spots' | 'live' | 'reservations' | 'views' | 'clicks' | 'ctr';

export class DashboardPage {
  readonly heading: Locator;
  readonly openSpotsTotal: Locator;
  readonly openSpots: Locator;
  readonly waysIn: Locator;

  constructor(private readonly page: Page) {
    const main = page.getByRole('main');
    this.heading = main.getByRole('heading', { name: 'Dashboard', level: 1 });
    this.openSpotsTotal = main.getByTestId('available-total');
    this.openSpots = main.getByRole('list', { name: 'Open spots' }).getByRole('listitem');
    this.waysIn = main.getByRole('navigation', { name: 'Ways in' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/dashboard');
  }

  side(side: DashboardSide): Locator {
    return this.page.getByRole('main').getByRole('region', { name: side, exact: true });
  }

  /** The value of one figure of a side (shown once it has loaded). */
  figure(side: DashboardSide, key: FigureKey): Locator {
    return this.side(side).getByTestId(`figure-${key}`).getByTestId('figure-value');
  }

  sideLink(side: DashboardSide, name: string): Locator {
    return this.side(side).getByRole('link', { name, exact: true });
  }
}
