// One invoice as a document, the same parts as its PDF (simulator/src/domain/invoices/pdf.ts): the status,
// the number and dates, the seller and the buyer, the lines, the subtotal, tax and total, and what was paid
// or refunded, each part's text written by the contract's invoice rules, as the PDF's is. Plain markup that
// prints as it reads.
import { Fragment } from 'react';
import type { InvoiceDocument } from '@sponsorspot/contract/invoices';
import {
  invoiceBuyerLines,
  invoiceFacts,
  invoiceMoney,
  invoicePeriod,
  invoiceSellerLines,
  invoiceStatusText,
  invoiceSumRows,
} from '@sponsorspot/contract/invoice-rules';

const STATUS_CLASS: Record<InvoiceDocument['status'], string> = {
  paid: 'text-bg-success',
  failed: 'text-bg-danger',
  refunded: 'text-bg-info',
};

function Party({ title, lines }: { title: string; lines: string[] }) {
  return (
    <div className="col-sm-6 mb-3">
      <h3 className="h6 fw-bold mb-1">{title}</h3>
      <address className="mb-0">
        {lines.map((line, index) => (
          <span key={index} className="d-block">
            {line}
          </span>
        ))}
      </address>
    </div>
  );
}

export function InvoiceDocumentView({ invoice }: { invoice: InvoiceDocument }) {
  const money = (amount: number) => invoiceMoney(amount, invoice.currency);
  return (
    <article className="border rounded-3 p-3 p-sm-4 bg-body" aria-labelledby="invoice-title">
      <div className="d-flex flex-wrap justify-content-between align-items-start gap-2 mb-3">
        <h2 id="invoice-title" className="h3 mb-0">
          Invoice {invoice.number}
        </h2>
        <span className={`badge fs-6 ${STATUS_CLASS[invoice.status]}`}>{invoiceStatusText(invoice)}</span>
      </div>
      <dl className="row mb-3">
        {invoiceFacts(invoice).map(([label, value]) => (
          <Fragment key={label}>
            <dt className="col-sm-4 col-lg-3">{label}</dt>
            <dd className="col-sm-8 col-lg-9">{value}</dd>
          </Fragment>
        ))}
      </dl>
      <div className="row">
        <Party title="From" lines={invoiceSellerLines(invoice.seller)} />
        <Party title="Bill to" lines={invoiceBuyerLines(invoice.buyer)} />
      </div>
      {/* Three narrow columns fit a phone: the description wraps, nothing scrolls sideways. */}
      <table className="table mb-0">
        <caption className="visually-hidden">What this invoice is for</caption>
        <thead>
          <tr>
            <th scope="col">Description</th>
            <th scope="col" className="text-end">
              Qty
            </th>
            <th scope="col" className="text-end">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {invoice.lines.map((line, index) => (
            <tr key={index}>
              <td>
                {line.description}
                {invoicePeriod(line.periodStart, line.periodEnd) ? (
                  <span className="d-block small text-body-secondary">
                    {invoicePeriod(line.periodStart, line.periodEnd)}
                  </span>
                ) : null}
              </td>
              <td className="text-end">{line.quantity}</td>
              <td className="text-end">{money(line.amount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          {invoiceSumRows(invoice).map(({ label, value, strong }) => (
            <tr key={label}>
              <th scope="row" colSpan={2} className={strong ? 'text-end' : 'text-end fw-normal'}>
                {label}
              </th>
              <td className={strong ? 'text-end fw-semibold' : 'text-end'}>{value}</td>
            </tr>
          ))}
        </tfoot>
      </table>
      <p className="small text-body-secondary mt-3 mb-0">
        Questions about this invoice: {invoice.seller.email}
      </p>
    </article>
  );
}
