// The invoices of the account (GET account/ invoices, newest first): every one on the subscription screen,
// or those of one subscription (a spot's own, on its order page's billing tab); a refund with its day. Each
// number links to the invoice's page, and "PDF" downloads it.
import { Link } from 'react-router';
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

export function Invoices({ subscriptionId }: { subscriptionId?: number }) {
  const account = useAccountInfo();
  if (account.isPending) return <p className="text-body-secondary">Loading your invoices…</p>;
  if (!account.data) return <p role="status">Your invoices could not be loaded right now.</p>;
  const invoices =
    subscriptionId === undefined
      ? account.data.invoices
      : account.data.invoices.filter((invoice) => invoice.subscriptionId === subscriptionId);
  if (invoices.length === 0) return <p className="text-body-secondary">No invoices yet.</p>;
  return (
    <div className="table-responsive">
      <table className="table table-sm">
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Invoice</th>
            <th scope="col">Description</th>
            <th scope="col" className="text-end">
              Amount
            </th>
            <th scope="col">Status</th>
            <th scope="col">Document</th>
          </tr>
        </thead>
        <tbody>
          {invoices.map((invoice) => (
            <tr key={invoice.id}>
              <td>{formatDay(invoice.createdAt)}</td>
              <td>
                <Link to={paths.invoice.href(invoice.id)} aria-label={`Invoice ${invoice.number}`}>
                  {invoice.number}
                </Link>
              </td>
              <td>{invoice.description}</td>
              <td className="text-end">{formatMoney(invoice.amount, invoice.currency)}</td>
              <td>
                <InvoiceStatus invoice={invoice} />
              </td>
              <td>
                <InvoicePdfButton invoice={invoice} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
