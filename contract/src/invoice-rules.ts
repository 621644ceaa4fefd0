// Invoices as documents: the sums an invoice shows and the name of its PDF. No TypeBox: the app imports these.

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
