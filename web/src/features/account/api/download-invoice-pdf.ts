// GET account/invoices/{id}/pdf (invoices.invoicePdf) — the invoice as a PDF file. Fetched through the api
// client, so it carries the session's bearer token (a plain link could not), then saved by the browser.
import { useMutation } from '@tanstack/react-query';
import * as invoices from '@sponsorspot/contract/endpoints/invoices';
import { invoiceFileName } from '@sponsorspot/contract/invoice-rules';
import { call } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/** Fetches the PDF and hands it to the browser as a download; answers the file's name. */
export async function downloadInvoicePdf(invoice: { id: number; number: string }): Promise<string> {
  const pdf = await call(
    invoices.invoicePdf,
    { params: { id: invoice.id } },
    { responseType: 'blob', headers: { Accept: 'application/pdf, application/json' } },
  );
  const fileName = invoiceFileName(invoice.number);
  saveFile(new Blob([pdf as unknown as Blob], { type: 'application/pdf' }), fileName);
  return fileName;
}

export function useDownloadInvoicePdf() {
  return useMutation({ mutationFn: downloadInvoicePdf });
}
