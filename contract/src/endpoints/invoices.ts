// Account service, beyond the spec: the buyer's billing details, and each invoice as a document (like
// Stripe's hosted_invoice_url and invoice_pdf). Only the invoice's buyer and an admin may read it; anyone
// else gets 404, as for an invoice that does not exist. The app shows the document at
// /account/invoices/{id} and downloads the PDF with the session's token (docs/payments.md "Invoices").
import { endpoint } from '../endpoint.js';

export const billingDetails = endpoint({
  method: 'GET',
  service: 'account',
  path: '/account/billing_details',
  login: 'required',
  spec: false,
  summary: "The caller's billing details: business name, country, address, VAT id ('' where not given)",
  schema: ({ invoices, responses }) => ({
    response: { 200: invoices.BillingDetails, ...responses.guardedErrors, ...responses.signedIn },
  }),
});

export const saveBillingDetails = endpoint({
  method: 'POST',
  service: 'account',
  path: '/account/billing_details',
  login: 'required',
  spec: false,
  summary: "Save the caller's billing details; invoices issued from now on name them",
  description:
    "Every field is sent; '' clears it. Text is trimmed and the VAT id normalised (spaces, dots and dashes " +
    'taken out, capitals). 400 validation_failed with details [{field, code, message}], code one of ' +
    'business_name_invalid (one line, up to 120 characters), country_unknown (not an ISO 3166-1 alpha-2 ' +
    'code), address_invalid (up to 300 characters), vat_id_invalid (two letters, then 2–13 letters or ' +
    'digits). Invoices issued before keep the details they were issued with.',
  schema: ({ invoices, responses }) => ({
    body: invoices.BillingDetailsUpdate,
    response: { 200: invoices.BillingDetails, ...responses.bodyErrors, ...responses.signedIn },
  }),
});

export const invoiceDocument = endpoint({
  method: 'GET',
  service: 'account',
  path: '/account/invoices/:id',
  login: 'required',
  spec: false,
  summary: 'An invoice as a document: seller, buyer, lines, tax, total and status',
  description:
    'The seller and the buyer as they were when the invoice was issued; prices include the tax at the rate ' +
    'recorded then (taxRate, 0 unless configured), so subtotal + tax = total = amount. 404 not_found for ' +
    'anyone but the buyer or an admin.',
  schema: ({ common, invoices, responses }) => ({
    params: common.IdParam,
    response: {
      200: invoices.InvoiceDocument,
      ...responses.guardedErrors,
      ...responses.signedIn,
      ...responses.notFoundError,
    },
  }),
});

export const invoicePdf = endpoint({
  method: 'GET',
  service: 'account',
  path: '/account/invoices/:id/pdf',
  login: 'required',
  spec: false,
  summary: 'An invoice as a PDF file',
  description:
    'application/pdf, Content-Disposition: attachment; filename="SponsorSpot-invoice-{number}.pdf", ' +
    'Cache-Control: no-store. The same document as GET account/invoices/{id}, made with PDFKit in its ' +
    'standard Helvetica. 404 not_found for anyone but the buyer or an admin.',
  produces: ['application/pdf'],
  schema: ({ common, invoices, responses }) => ({
    params: common.IdParam,
    response: {
      200: invoices.InvoicePdf,
      ...responses.guardedErrors,
      ...responses.signedIn,
      ...responses.notFoundError,
    },
  }),
});
