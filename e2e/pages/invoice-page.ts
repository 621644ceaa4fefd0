// /account/invoices/:id: one invoice as a printable document, with its PDF; and the invoice tables (the
// order page's billing tab, /account/subscription) that link to it.
import type { Locator, Page } from '@playwright/test';

export class InvoicePage {
  readonly heading: Locator;
  /** The document: its title names the invoice's number. */
  readonly document: Locator;
  readonly downloadPdf: Locator;
  readonly print: Locator;
  readonly notFound: Locator;

  constructor(private readonly page: Page) {
    const main = page.getByRole('main');
    this.heading = main.getByRole('heading', { level: 1, name: 'Invoice' });
    this.document = main.getByRole('article');
    this.downloadPdf = main.getByRole('button', { name: 'Download PDF' });
    this.print = main.getByRole('button', { name: 'Print' });
    this.notFound = main.getByRole('heading', { name: 'No such invoice' });
  }

  async goto(id: number): Promise<void> {
    await this.page.goto(`/account/invoices/${id}`);
  }
}

/** An invoice table's row of one invoice: its number links to the document, its button downloads the PDF. */
export function invoiceRow(page: Page, invoiceNumber: string) {
  const row = page.getByRole('main').getByRole('row').filter({ hasText: invoiceNumber });
  return {
    row,
    link: row.getByRole('link', { name: `Invoice ${invoiceNumber}` }),
    pdf: row.getByRole('button', { name: `Download invoice ${invoiceNumber} as PDF` }),
  };
}
