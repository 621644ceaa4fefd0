// The text of an invoice's parts, which its page and its PDF both write.
import { describe, expect, it } from 'vitest';
import type { InvoiceDocument } from '../src/invoices.js';
import {
  invoiceBuyerLines,
  invoiceFacts,
  invoicePeriod,
  invoiceSellerLines,
  invoiceSumRows,
} from '../src/invoice-rules.js';

const invoice = {
  id: 7,
  number: 'SIM-0004-0042',
  status: 'paid',
  createdAt: '2026-11-02T10:00:00.000Z',
  periodStart: '2026-11-01T00:00:00.000Z',
  periodEnd: '2026-11-30T00:00:00.000Z',
  cardLast4: '4242',
  currency: 'usd',
  description: 'Pro (monthly)',
  seller: {
    name: 'SponsorSpot',
    address: '1 Main St\nSpringfield',
    country: 'US',
    email: 'a@b.c',
    taxId: '',
  },
  buyer: {
    name: 'Owl',
    email: 'owl@example.com',
    businessName: 'Owl Ltd',
    country: 'DE',
    address: 'Hauptstr. 1',
    vatId: 'DE123',
  },
  lines: [],
  taxRate: 19,
  subtotal: 49.58,
  tax: 9.42,
  total: 59,
} as unknown as InvoiceDocument;

describe('invoice text', () => {
  it('names a period by its days, and none without both ends', () => {
    expect(invoicePeriod(invoice.periodStart, invoice.periodEnd)).toBe('Nov 1, 2026 – Nov 30, 2026');
    expect(invoicePeriod(null, invoice.periodEnd)).toBe('');
  });

  it('lists the facts that have a value', () => {
    expect(invoiceFacts(invoice)).toEqual([
      ['Invoice number', 'SIM-0004-0042'],
      ['Date of issue', 'Nov 2, 2026'],
      ['Period', 'Nov 1, 2026 – Nov 30, 2026'],
      ['Paid with', 'Card ending 4242'],
    ]);
    expect(invoiceFacts({ ...invoice, periodStart: null, cardLast4: null }).map(([label]) => label)).toEqual([
      'Invoice number',
      'Date of issue',
    ]);
  });

  it('writes the parties line by line, leaving out what is empty', () => {
    expect(invoiceSellerLines(invoice.seller)).toEqual([
      'SponsorSpot',
      '1 Main St',
      'Springfield',
      'United States',
      'a@b.c',
    ]);
    expect(invoiceBuyerLines(invoice.buyer)).toEqual([
      'Owl Ltd',
      'Owl',
      'Hauptstr. 1',
      'Germany',
      'VAT id: DE123',
      'owl@example.com',
    ]);
  });

  it('ends with what was paid, refunded or is due', () => {
    expect(invoiceSumRows(invoice)).toEqual([
      { label: 'Subtotal (excluding tax)', value: '$49.58', strong: false },
      { label: 'Tax (19%, included)', value: '$9.42', strong: false },
      { label: 'Total', value: '$59.00', strong: true },
      { label: 'Amount paid', value: '$59.00', strong: true },
    ]);
    expect(invoiceSumRows({ ...invoice, status: 'refunded' }).at(-1)?.label).toBe('Amount refunded');
    expect(invoiceSumRows({ ...invoice, status: 'failed' }).at(-1)?.label).toBe('Amount due');
  });
});
