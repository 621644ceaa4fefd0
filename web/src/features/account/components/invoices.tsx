// The invoices of the account (GET account/ invoices, newest first): every one on the subscription screen,
// or those of one subscription (a spot's own, on its order page's billing tab); a refund with its day. Each
// number links to the invoice's page, and "PDF" downloads it.
import { Link } from 'react-router-dom';
import { LoadingLine } from '../../../components/loading-line';
import { paths } from '../../../config/paths';
import { formatDay, formatMoney } from '../../plans';
import type { Invoice } from '@sponsorspot/contract/payments';
import { useAccountInfo } from '../api/account-info';
import { invoiceStatusOf } from '../model/invoices';
import { InvoicePdfButton } from './invoice-pdf-button';

function InvoiceStatus({ invoice }: { invoice: Invoice }) {
  const status = invoiceStatusOf(invoice, formatDay);
  return (
    <>
      <span className={`badge ${status.className}`}>{status.label}</span>
      {status.detail ? <span className="small text-body-secondary ms-1">{status.detail}</span> : null}
    </>
  );
}

/** The columns' names: the header's, and each cell's label when the rows stack on a narrow screen. */
const COLUMN = {
  date: 'Date',
  invoice: 'Invoice',
  description: 'Description',
  amount: 'Amount',
  status: 'Status',
  document: 'Document',
} as const;

export function Invoices({ subscriptionId }: { subscriptionId?: number }) {
  const account = useAccountInfo();
  if (account.isPending) return <LoadingLine>Loading your invoices…</LoadingLine>;
  if (!account.data) return <p role="status">Your invoices could not be loaded right now.</p>;
  const invoices =
    subscriptionId === undefined
      ? account.data.invoices
      : account.data.invoices.filter((invoice) => invoice.subscriptionId === subscriptionId);
  if (invoices.length === 0) return <p className="text-body-secondary">No invoices yet.</p>;
  return (
    <div className="table-responsive">
      <table className="table table-sm table-stack">
        <thead>
          <tr>
            <th scope="col">{COLUMN.date}</th>
            <th scope="col">{COLUMN.invoice}</th>
            <th scope="col">{COLUMN.description}</th>
            <th scope="col" className="text-end">
              {COLUMN.amount}
            </th>
            <th scope="col">{COLUMN.status}</th>
            <th scope="col">{COLUMN.document}</th>
          </tr>
        </thead>
        <tbody>
          {invoices.map((invoice) => (
            <tr key={invoice.id}>
              <td data-label={COLUMN.date}>{formatDay(invoice.createdAt)}</td>
              <td data-label={COLUMN.invoice}>
                <Link to={paths.invoice.href(invoice.id)} aria-label={`Invoice ${invoice.number}`}>
                  {invoice.number}
                </Link>
              </td>
              <td data-label={COLUMN.description}>{invoice.description}</td>
              <td className="text-end" data-label={COLUMN.amount}>
                {formatMoney(invoice.amount, invoice.currency)}
              </td>
              <td data-label={COLUMN.status}>
                <InvoiceStatus invoice={invoice} />
              </td>
              <td data-label={COLUMN.document}>
                <InvoicePdfButton invoice={invoice} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
