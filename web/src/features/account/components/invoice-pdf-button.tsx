// "Download PDF" for one invoice: fetches the PDF with the session's token and saves it; a failure is said
// beside the button, and the button keeps focus for another try.
import { errorMessage, isNotOffered } from '../../../lib/errors';
import { useDownloadInvoicePdf } from '../api/download-invoice-pdf';

/**
 * `row`: a small "PDF" in an invoice table, named "Download invoice … as PDF" for screen readers; `page`: the
 * invoice page's own "Download PDF".
 */
export function InvoicePdfButton({
  invoice,
  variant = 'row',
}: {
  invoice: { id: number; number: string };
  variant?: 'row' | 'page';
}) {
  const download = useDownloadInvoicePdf();
  return (
    <span className="d-inline-flex flex-wrap align-items-center gap-2">
      <button
        type="button"
        className={`btn ${variant === 'row' ? 'btn-outline-primary btn-sm' : 'btn-primary'}`}
        disabled={download.isPending}
        aria-label={variant === 'row' ? `Download invoice ${invoice.number} as PDF` : undefined}
        onClick={() => download.mutate(invoice)}
      >
        {download.isPending ? 'Downloading…' : variant === 'row' ? 'PDF' : 'Download PDF'}
      </button>
      {download.isError ? (
        <span role="alert" className="small text-danger">
          {isNotOffered(download.error)
            ? 'PDF invoices are not offered by this backend.'
            : errorMessage(download.error)}
        </span>
      ) : null}
    </span>
  );
}
