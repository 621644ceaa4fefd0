// One invoice as a document, the same parts as its PDF (simulator/src/domain/invoices/pdf.ts): the status,
// the number and dates, the seller and the buyer, the lines, the subtotal, tax and total, and what was paid
// or refunded. Plain markup that prints as it reads.
import type { InvoiceBuyer, InvoiceDocument, InvoiceSeller } from '@sponsorspot/contract/invoices';
import {
  countryName,
  invoiceDay,
  invoiceMoney,
  invoiceStatusText,
} from '@sponsorspot/contract/invoice-rules';

const period = (start: string | null, end: string | null) =>
  start && end ? `${invoiceDay(start)} – ${invoiceDay(end)}` : null;

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

const sellerLines = (seller: InvoiceSeller) =>
  [
    seller.name,
    ...seller.address.split('\n'),
    countryName(seller.country),
    seller.email,
    seller.taxId ? `Tax id: ${seller.taxId}` : '',
  ].filter(Boolean);

const buyerLines = (buyer: InvoiceBuyer) =>
  [
    buyer.businessName,
    buyer.name,
    ...buyer.address.split('\n'),
    countryName(buyer.country),
    buyer.vatId ? `VAT id: ${buyer.vatId}` : '',
    buyer.email,
  ].filter(Boolean);

export function InvoiceDocumentView({ invoice }: { invoice: InvoiceDocument }) {
  const money = (amount: number) => invoiceMoney(amount, invoice.currency);
  const settled =
    invoice.status === 'refunded'
      ? 'Amount refunded'
      : invoice.status === 'paid'
        ? 'Amount paid'
        : 'Amount due';
  return (
    <article className="border rounded-3 p-3 p-sm-4 bg-body" aria-labelledby="invoice-title">
      <div className="d-flex flex-wrap justify-content-between align-items-start gap-2 mb-3">
        <h2 id="invoice-title" className="h3 mb-0">
          Invoice {invoice.number}
        </h2>
        <span className={`badge fs-6 ${STATUS_CLASS[invoice.status]}`}>{invoiceStatusText(invoice)}</span>
      </div>
      <dl className="row mb-3">
        <dt className="col-sm-4 col-lg-3">Invoice number</dt>
        <dd className="col-sm-8 col-lg-9">{invoice.number}</dd>
        <dt className="col-sm-4 col-lg-3">Date of issue</dt>
        <dd className="col-sm-8 col-lg-9">{invoiceDay(invoice.createdAt)}</dd>
        {period(invoice.periodStart, invoice.periodEnd) ? (
          <>
            <dt className="col-sm-4 col-lg-3">Period</dt>
            <dd className="col-sm-8 col-lg-9">{period(invoice.periodStart, invoice.periodEnd)}</dd>
          </>
        ) : null}
        {invoice.cardLast4 ? (
          <>
            <dt className="col-sm-4 col-lg-3">Paid with</dt>
            <dd className="col-sm-8 col-lg-9">Card ending {invoice.cardLast4}</dd>
          </>
        ) : null}
      </dl>
      <div className="row">
        <Party title="From" lines={sellerLines(invoice.seller)} />
        <Party title="Bill to" lines={buyerLines(invoice.buyer)} />
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
                {period(line.periodStart, line.periodEnd) ? (
                  <span className="d-block small text-body-secondary">
                    {period(line.periodStart, line.periodEnd)}
                  </span>
                ) : null}
              </td>
              <td className="text-end">{line.quantity}</td>
              <td className="text-end">{money(line.amount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2} className="text-end fw-normal">
              Subtotal (excluding tax)
            </th>
            <td className="text-end">{money(invoice.subtotal)}</td>
          </tr>
          <tr>
            <th scope="row" colSpan={2} className="text-end fw-normal">
              Tax ({invoice.taxRate}%, included)
            </th>
            <td className="text-end">{money(invoice.tax)}</td>
          </tr>
          <tr>
            <th scope="row" colSpan={2} className="text-end">
              Total
            </th>
            <td className="text-end fw-semibold">{money(invoice.total)}</td>
          </tr>
          <tr>
            <th scope="row" colSpan={2} className="text-end">
              {settled}
            </th>
            <td className="text-end fw-semibold">{money(invoice.total)}</td>
          </tr>
        </tfoot>
      </table>
      <p className="small text-body-secondary mt-3 mb-0">
        Questions about this invoice: {invoice.seller.email}
      </p>
    </article>
  );
}
