// The marketplace screen: a search box, filters and a sort kept in the URL, spot cards and paging.
import type { Locator, Page } from '@playwright/test';

export class MarketplacePage {
  readonly searchBox: Locator;
  readonly cards: Locator;
  readonly pagination: Locator;
  readonly filters: Locator;
  readonly showFilters: Locator;
  readonly sortSelect: Locator;
  readonly priceFrom: Locator;
  readonly priceTo: Locator;
  readonly applyPrice: Locator;

  constructor(private readonly page: Page) {
    this.searchBox = page.getByLabel('Search spots');
    this.cards = page.getByTestId('spot-card');
    this.pagination = page.getByRole('navigation', { name: 'Spot pages' });
    this.filters = page.getByRole('region', { name: 'Filters' });
    this.showFilters = page.getByRole('button', { name: /Show filters/ });
    this.sortSelect = page.getByLabel('Sort by');
    this.priceFrom = page.getByLabel('From $');
    this.priceTo = page.getByLabel('To $');
    this.applyPrice = page.getByRole('button', { name: 'Apply price' });
  }

  /** A filter's checkbox, by its group (Availability, Size, Placement) and the start of its label. */
  choice(group: string, label: string): Locator {
    return this.filters.getByRole('group', { name: group }).getByRole('checkbox', { name: label });
  }

  async goto(query = ''): Promise<void> {
    await this.page.goto(`/marketplace${query}`);
  }

  async search(text: string): Promise<void> {
    await this.searchBox.fill(text);
    await this.searchBox.press('Enter');
  }

  /** The spot names of the cards, in order. */
  cardNames(): Locator {
    return this.cards.getByRole('heading');
  }

  card(name: string): Locator {
    return this.cards.filter({ has: this.page.getByRole('heading', { name, exact: true }) });
  }

  pageLink(pageNumber: number): Locator {
    return this.pagination.getByRole('link', { name: `Page ${pageNumber}`, exact: true });
  }

  currentPage(): Locator {
    return this.pagination.locator('[aria-current="page"]');
  }
}
