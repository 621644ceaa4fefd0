// GET account/invoices/{id} (invoices.invoiceDocument) — one invoice as a document: seller, buyer, lines, tax
// and total. 404 not_found for an invoice that is not the caller's; not offered by a backend with only the
// spec's calls.
import { queryOptions } from '@tanstack/react-query';
import * as invoices from '@sponsorspot/contract/endpoints/invoices';
import type { InvoiceDocument } from '@sponsorspot/contract/invoices';
import { call } from '../../../lib/api-client';
import { useSignedInQuery } from '../../auth';
import { accountKeys } from './keys';

export function getInvoiceDocument(id: number, signal?: AbortSignal): Promise<InvoiceDocument> {
  return call(invoices.invoiceDocument, { params: { id } }, { signal });
}

export function invoiceDocumentQueryOptions(id: number) {
  return queryOptions({
    queryKey: accountKeys.invoice(id),
    queryFn: ({ signal }) => getInvoiceDocument(id, signal),
  });
}

export function useInvoiceDocument(id: number) {
  return useSignedInQuery(invoiceDocumentQueryOptions(id));
}
