// "Download PDF" for one invoice: fetches the PDF with the session's token and saves it; a failure is said
// beside the button, and the button keeps focus for another try.
import { errorMessage, isNotOffered } from '../../../lib/errors';
import { useDownloadInvoicePdf } from '../api/download-invoice-pdf';

export function InvoicePdfButton({
  invoice,
  size = 'sm',
}: {
  invoice: { id: number; number: string };
  size?: 'sm' | 'md';
}) {
  const download = useDownloadInvoicePdf();
  return (
    <span className="d-inline-flex flex-wrap align-items-center gap-2">
      <button
        type="button"
        className={`btn btn-outline-primary${size === 'sm' ? ' btn-sm' : ''}`}
        disabled={download.isPending}
        aria-label={`Download invoice ${invoice.number} as PDF`}
        onClick={() => download.mutate(invoice)}
      >
        {download.isPending ? 'Downloading…' : 'PDF'}
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
