// /account/invoices/:id: one invoice as a printable page (its seller, buyer, lines, tax, total and status)
// with its PDF, like Stripe's hosted invoice page. The receipt mail, the invoice tables of the subscription
// page and the order page's billing tab link here; the API answers only the buyer and an admin, so anyone
// else reads "not found".
import type { QueryClient } from '@tanstack/react-query';
import { Link, useParams, type LoaderFunctionArgs } from 'react-router-dom';
import { LoadingLine } from '../../../components/loading-line';
import { EmptyState } from '../../../components/empty-state';
import { NotOffered } from '../../../components/not-offered';
import { Page } from '../../../components/page';
import { paths } from '../../../config/paths';
import { ApiError, isNotOffered } from '../../../lib/errors';
import { invoiceDocumentQueryOptions, useInvoiceDocument } from '../api/invoice-document';
import { InvoiceDocumentView } from '../components/invoice-document-view';
import { InvoicePdfButton } from '../components/invoice-pdf-button';

const idOf = (text: string | undefined) => (text && /^\d{1,9}$/.test(text) ? Number(text) : null);

// eslint-disable-next-line react-refresh/only-export-components
export function createLoader(queryClient: QueryClient) {
  return async ({ params }: LoaderFunctionArgs) => {
    const id = idOf(params.id);
    // A failure is the screen's to show (not found, not offered): the loader only starts the request.
    if (id !== null) await queryClient.prefetchQuery(invoiceDocumentQueryOptions(id));
    return null;
  };
}

const backLink = (
  <Link className="btn btn-outline-secondary d-print-none" to={paths.account.href('subscription')}>
    Your subscription and invoices
  </Link>
);

function InvoiceScreen({ id }: { id: number }) {
  const invoice = useInvoiceDocument(id);
  if (invoice.isPending) return <LoadingLine>Loading the invoice…</LoadingLine>;
  if (isNotOffered(invoice.error)) return <NotOffered what="Invoices as documents" />;
  if (!invoice.data) {
    const missing = invoice.error instanceof ApiError && invoice.error.status === 404;
    return missing ? (
      <EmptyState title="No such invoice">
        There is no invoice #{id} on your account. Your invoices are listed on your subscription page.
      </EmptyState>
    ) : (
      <EmptyState
        title="The invoice could not be loaded"
        tone="danger"
        action={
          <button type="button" className="btn btn-outline-danger" onClick={() => void invoice.refetch()}>
            Try again
          </button>
        }
      >
        The server did not send the invoice. Try again in a moment.
      </EmptyState>
    );
  }
  return (
    <>
      <div className="d-flex flex-wrap gap-2 mb-3 d-print-none">
        <InvoicePdfButton invoice={invoice.data} variant="page" />
        <button type="button" className="btn btn-outline-secondary" onClick={() => window.print()}>
          Print
        </button>
      </div>
      <InvoiceDocumentView invoice={invoice.data} />
    </>
  );
}

export function Component() {
  const id = idOf(useParams().id);
  return (
    <Page title="Invoice" lead="What you paid for, for your records or your accounting." actions={backLink}>
      {id === null ? (
        <EmptyState title="No such invoice">This address does not name an invoice.</EmptyState>
      ) : (
        <InvoiceScreen id={id} />
      )}
    </Page>
  );
}
