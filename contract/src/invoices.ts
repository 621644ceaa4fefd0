// Invoices as documents (beyond the spec, like Stripe's hosted_invoice_url and invoice_pdf): the buyer's
// billing details kept on the account, and an invoice with its seller, buyer, lines, tax and total. The
// rules are profile-rules.ts (billing details: billingDetailsProblems) and invoice-rules.ts (the sums, the PDF's name).
import Type, { type Static } from 'typebox';
import { Invoice } from './payments.js';

/** GET account/billing_details: '' where not given. */
export const BillingDetails = Type.Object({
  businessName: Type.String(),
  /** ISO 3166-1 alpha-2, or ''. */
  country: Type.String(),
  address: Type.String(),
  /** Normalised: capitals and digits (DE123456789), or ''. */
  vatId: Type.String(),
});
export type BillingDetails = Static<typeof BillingDetails>;

/** The schema only bounds the size; billingDetailsProblems refuses each field with its code (400). */
const BOUNDED = { maxLength: 1000 };

/** POST account/billing_details: every field ('' clears it). */
export const BillingDetailsUpdate = Type.Object(
  {
    businessName: Type.String(BOUNDED),
    country: Type.String(BOUNDED),
    address: Type.String(BOUNDED),
    vatId: Type.String(BOUNDED),
  },
  { additionalProperties: false },
);
export type BillingDetailsUpdate = Static<typeof BillingDetailsUpdate>;

/** Who sells: the simulator's settings (SIM_SELLER_*) when the invoice was issued. */
export const InvoiceSeller = Type.Object({
  name: Type.String(),
  address: Type.String(),
  country: Type.String(),
  email: Type.String(),
  /** '' when none is configured. */
  taxId: Type.String(),
});
export type InvoiceSeller = Static<typeof InvoiceSeller>;

/** Who buys: the account's name, email and billing details when the invoice was issued. */
export const InvoiceBuyer = Type.Object({
  name: Type.String(),
  email: Type.String(),
  ...BillingDetails.properties,
});
export type InvoiceBuyer = Static<typeof InvoiceBuyer>;

export const InvoiceLine = Type.Object({
  description: Type.String(),
  periodStart: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  periodEnd: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  quantity: Type.Integer({ minimum: 1 }),
  /** The line's amount, tax included. */
  amount: Type.Number(),
});
export type InvoiceLine = Static<typeof InvoiceLine>;

/** GET account/invoices/{id}: the invoice row and the document around it. */
export const InvoiceDocument = Type.Object({
  ...Invoice.properties,
  seller: InvoiceSeller,
  buyer: InvoiceBuyer,
  lines: Type.Array(InvoiceLine),
  /** The tax rate in percent included in the prices (0 unless configured when it was issued). */
  taxRate: Type.Number({ minimum: 0, maximum: 100 }),
  /** total − tax. */
  subtotal: Type.Number(),
  tax: Type.Number(),
  /** What was charged. */
  total: Type.Number(),
});
export type InvoiceDocument = Static<typeof InvoiceDocument>;

/** GET account/invoices/{id}/pdf: the same document as a PDF file (bytes; the app reads it as a Blob). */
export const InvoicePdf = Type.Unsafe<Uint8Array>({
  type: 'string',
  format: 'binary',
  description: 'A PDF document (application/pdf, Content-Disposition: attachment).',
});
