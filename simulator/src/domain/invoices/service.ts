// Invoices as documents (contract/endpoints/invoices.ts): the buyer's billing details, and each invoice with
// the seller, buyer and tax rate it recorded when issued, its line and sums, as JSON for the app's page and
// as a PDF (pdf.ts). Only the invoice's buyer and an admin may read one; for anyone else it does not exist
// (404), so an invoice's number never tells who else has one.
import type {
  BillingDetails,
  BillingDetailsUpdate,
  InvoiceDocument,
  InvoiceSeller,
} from '@sponsorspot/contract/invoices';
import { invoiceFileName, invoiceSums } from '@sponsorspot/contract/invoice-rules';
import {
  BILLING_PROBLEMS,
  billingDetailsProblems,
  normalizeVatId,
} from '@sponsorspot/contract/profile-rules';
import type { BillingDetailsRepository } from '../../db/repositories/billing-details.js';
import type { InvoiceRepository } from '../../db/repositories/invoices.js';
import { apiError } from '../../lib/errors.js';
import type { SimClock } from '../clock.js';
import { invoicePdf } from './pdf.js';

export interface InvoiceCaller {
  userId: number;
  roles: readonly string[];
}

export interface InvoiceDocumentDeps {
  invoices: InvoiceRepository;
  billingDetails: BillingDetailsRepository;
  clock: SimClock;
  /** The seller of the settings in force: what invoices issued without one (the seeded history) name. */
  seller: InvoiceSeller;
}

export class InvoiceDocuments {
  constructor(private readonly deps: InvoiceDocumentDeps) {}

  billingDetails(userId: number): BillingDetails {
    return this.deps.billingDetails.of(userId);
  }

  /** Trims, normalises the VAT id and saves; 400 validation_failed naming each refused field and why. */
  saveBillingDetails(userId: number, update: BillingDetailsUpdate): BillingDetails {
    const details: BillingDetails = {
      businessName: update.businessName.trim(),
      country: update.country.trim().toUpperCase(),
      address: update.address.trim(),
      vatId: normalizeVatId(update.vatId),
    };
    const problems = Object.entries(billingDetailsProblems(details));
    if (problems.length > 0) {
      throw apiError.validation(
        `The billing details are not valid: ${problems.map(([field]) => field).join(', ')}.`,
        problems.map(([field, code]) => ({ field, code, message: BILLING_PROBLEMS[code] })),
      );
    }
    return this.deps.billingDetails.save(userId, details, this.deps.clock.now());
  }

  /** The invoice as a document, for its buyer or an admin; 404 for anyone else. */
  document(caller: InvoiceCaller, invoiceId: number): InvoiceDocument {
    const issued = this.deps.invoices.issued(invoiceId);
    if (!issued || (issued.userId !== caller.userId && !caller.roles.includes('Admin'))) {
      throw apiError.notFound('Invoice');
    }
    const { invoice, buyer, seller, taxRate } = issued;
    return {
      ...invoice,
      seller: seller ?? this.deps.seller,
      buyer,
      lines: [
        {
          description: invoice.description,
          periodStart: invoice.periodStart,
          periodEnd: invoice.periodEnd,
          quantity: 1,
          amount: invoice.amount,
        },
      ],
      taxRate,
      ...invoiceSums(invoice.amount, taxRate),
    };
  }

  /** The same document as a PDF file and its name. */
  async pdf(caller: InvoiceCaller, invoiceId: number): Promise<{ fileName: string; pdf: Buffer }> {
    const document = this.document(caller, invoiceId);
    return { fileName: invoiceFileName(document.number), pdf: await invoicePdf(document) };
  }
}
