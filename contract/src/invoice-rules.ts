// Invoices as documents: the sums an invoice shows, the name of its PDF, and the text of its parts as both
// the page and the PDF write them (so the two read the same). No TypeBox at run time: the app imports these.
import type { InvoiceBuyer, InvoiceDocument, InvoiceSeller } from './invoices.js';

/**
 * An invoice's sums in whole cents. Prices include tax: the tax is the part of the amount charged that the
 * rate (in percent, as recorded when the invoice was issued) makes up, rounded to the cent, and the
 * subtotal the rest, so subtotal + tax is always exactly what was charged.
 */
export function invoiceSums(
  amount: number,
  taxRate: number,
): { subtotal: number; tax: number; total: number } {
  const totalCents = Math.round(amount * 100);
  const taxCents = taxRate > 0 ? Math.round((totalCents * taxRate) / (100 + taxRate)) : 0;
  return { subtotal: (totalCents - taxCents) / 100, tax: taxCents / 100, total: totalCents / 100 };
}

/** The PDF's file name: `SponsorSpot-invoice-SIM-0004-0042.pdf` (letters, digits and dashes of the number). */
export const invoiceFileName = (invoiceNumber: string): string =>
  `SponsorSpot-invoice-${invoiceNumber.replace(/[^A-Za-z0-9-]/g, '')}.pdf`;

/** "$59.00": an amount as the invoice's page and PDF write it. */
export const invoiceMoney = (amount: number, currency: string): string =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() || 'USD' }).format(
    amount,
  );

/**
 * "Nov 27, 2026": a day as the invoice's page and PDF write it, in UTC (the day the simulator issued it), in
 * the app's one date style (web/src/lib/format.ts formatDate); a document reads the same for everyone.
 */
export const invoiceDay = (iso: string): string =>
  new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** "Germany" for DE ('' for ''): the country's English name. */
export function countryName(code: string): string {
  if (code === '') return '';
  return new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' }).of(code) ?? code;
}

/** What the status says in words on the page and in the PDF. */
export function invoiceStatusText(invoice: {
  status: 'paid' | 'failed' | 'refunded';
  refundedAt?: string;
}): string {
  switch (invoice.status) {
    case 'paid':
      return 'Paid';
    case 'failed':
      return 'Payment failed: not paid';
    case 'refunded':
      return invoice.refundedAt ? `Refunded on ${invoiceDay(invoice.refundedAt)}` : 'Refunded';
  }
}

/** "Nov 1, 2026 – Nov 30, 2026", or '' when the invoice or its line covers no period. */
export const invoicePeriod = (start: string | null, end: string | null): string =>
  start && end ? `${invoiceDay(start)} – ${invoiceDay(end)}` : '';

/** The seller's lines: name, address, country, email and tax id where configured. */
export const invoiceSellerLines = (seller: InvoiceSeller): string[] =>
  [
    seller.name,
    ...seller.address.split('\n'),
    countryName(seller.country),
    seller.email,
    seller.taxId ? `Tax id: ${seller.taxId}` : '',
  ].filter(Boolean);

/** The buyer's lines: business name, the person, address, country, VAT id and email. */
export const invoiceBuyerLines = (buyer: InvoiceBuyer): string[] =>
  [
    buyer.businessName,
    buyer.name,
    ...buyer.address.split('\n'),
    countryName(buyer.country),
    buyer.vatId ? `VAT id: ${buyer.vatId}` : '',
    buyer.email,
  ].filter(Boolean);

/** The facts under the title, as [label, value]: the number and date always, the period and card if any. */
export function invoiceFacts(invoice: InvoiceDocument): [label: string, value: string][] {
  const facts: [string, string][] = [
    ['Invoice number', invoice.number],
    ['Date of issue', invoiceDay(invoice.createdAt)],
    ['Period', invoicePeriod(invoice.periodStart, invoice.periodEnd)],
    ['Paid with', invoice.cardLast4 ? `Card ending ${invoice.cardLast4}` : ''],
  ];
  return facts.filter(([, value]) => value !== '');
}

/** One row of the sums below the lines; `strong` ones (the total and what was settled) stand out. */
export interface InvoiceSumRow {
  label: string;
  value: string;
  strong: boolean;
}

/**
 * The sums below the lines (prices include the tax): subtotal, tax, total, and what was paid, refunded or
 * is due.
 */
export function invoiceSumRows(invoice: InvoiceDocument): InvoiceSumRow[] {
  const money = (amount: number) => invoiceMoney(amount, invoice.currency);
  const settled =
    invoice.status === 'refunded'
      ? 'Amount refunded'
      : invoice.status === 'paid'
        ? 'Amount paid'
        : 'Amount due';
  return [
    { label: 'Subtotal (excluding tax)', value: money(invoice.subtotal), strong: false },
    { label: `Tax (${invoice.taxRate}%, included)`, value: money(invoice.tax), strong: false },
    { label: 'Total', value: money(invoice.total), strong: true },
    { label: settled, value: money(invoice.total), strong: true },
  ];
}
