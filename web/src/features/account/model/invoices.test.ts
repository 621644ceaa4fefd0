import { describe, expect, it } from 'vitest';
import { invoiceStatusOf } from './invoices';

const day = (iso: string) => iso.slice(0, 10);

describe('invoice status', () => {
  it('shows a refund with its day', () => {
    expect(invoiceStatusOf({ status: 'refunded', refundedAt: '2026-11-25T08:00:00.000Z' }, day)).toEqual({
      label: 'Refunded',
      className: 'text-bg-info',
      detail: 'on 2026-11-25',
    });
    expect(invoiceStatusOf({ status: 'refunded' }, day)).toMatchObject({ label: 'Refunded', detail: null });
  });

  it('tells paid from failed', () => {
    expect(invoiceStatusOf({ status: 'paid' }, day)).toMatchObject({ label: 'Paid', detail: null });
    expect(invoiceStatusOf({ status: 'failed' }, day)).toMatchObject({ label: 'Failed', detail: null });
  });
});
