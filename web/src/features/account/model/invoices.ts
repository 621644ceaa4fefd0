// An invoice's status as the invoice tables show it: a badge, and for a refund the day it was made (a decal
// its publisher rejected is refunded in full). Pure: days are formatted by the caller's function.
import type { Invoice } from '@sponsorspot/contract/payments';

export interface InvoiceStatusView {
  label: string;
  /** Bootstrap's badge colour class. */
  className: string;
  /** "Refunded on 25 Nov 2026" beside the badge, or null. */
  detail: string | null;
}

export function invoiceStatusOf(
  invoice: Pick<Invoice, 'status' | 'refundedAt'>,
  formatDay: (iso: string) => string,
): InvoiceStatusView {
  switch (invoice.status) {
    case 'paid':
      return { label: 'Paid', className: 'text-bg-success', detail: null };
    case 'failed':
      return { label: 'Failed', className: 'text-bg-danger', detail: null };
    case 'refunded':
      return {
        label: 'Refunded',
        className: 'text-bg-info',
        detail: invoice.refundedAt ? `on ${formatDay(invoice.refundedAt)}` : null,
      };
  }
}
