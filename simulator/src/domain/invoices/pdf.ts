// An invoice document as a PDF, made with PDFKit in its built-in Helvetica (a standard PDF font: no font
// file to ship): the title and status, the number and dates, the seller and the buyer, the lines, the
// subtotal, tax and total, and what was paid or refunded, each part's text written by the contract's invoice
// rules, as the page's is. A4, one page (an invoice has one line).
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
import { onFirstUse } from '../../lib/on-first-use.js';

const MARGIN = 50;
const WIDTH = 595.28 - 2 * MARGIN;
const MUTED = '#555555';

/** PDFKit (its fonts' metrics with it), loaded by the first invoice asked for as a PDF. */
const loadPdfKit = onFirstUse(async () => (await import('pdfkit')).default);

export async function invoicePdf(invoice: InvoiceDocument): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  const pdf = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `Invoice ${invoice.number}`, Author: invoice.seller.name, Subject: invoice.description },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  const money = (amount: number) => invoiceMoney(amount, invoice.currency);

  pdf.font('Helvetica-Bold').fontSize(22).text('Invoice', MARGIN, MARGIN);
  pdf
    .font('Helvetica-Bold')
    .fontSize(12)
    .text(invoiceStatusText(invoice), MARGIN, MARGIN + 6, {
      width: WIDTH,
      align: 'right',
    });

  pdf.moveDown(1.5).font('Helvetica').fontSize(10);
  for (const [label, value] of invoiceFacts(invoice)) {
    const y = pdf.y;
    pdf.fillColor(MUTED).text(label, MARGIN, y, { width: 110 });
    pdf.fillColor('black').text(value, MARGIN + 110, y, { width: WIDTH - 110 });
  }

  // The seller on the left, the buyer on the right.
  pdf.moveDown(1.5);
  const top = pdf.y;
  const column = (title: string, lines: string[], x: number) => {
    pdf
      .font('Helvetica-Bold')
      .fontSize(10)
      .fillColor('black')
      .text(title, x, top, { width: WIDTH / 2 - 10 });
    pdf.font('Helvetica');
    for (const line of lines) pdf.text(line, x, pdf.y, { width: WIDTH / 2 - 10 });
    return pdf.y;
  };
  const bottom = Math.max(
    column('From', invoiceSellerLines(invoice.seller), MARGIN),
    column('Bill to', invoiceBuyerLines(invoice.buyer), MARGIN + WIDTH / 2),
  );

  // The lines.
  const amountX = MARGIN + WIDTH - 100;
  const qtyX = amountX - 50;
  let y = bottom + 30;
  pdf.font('Helvetica-Bold').text('Description', MARGIN, y, { width: qtyX - MARGIN - 10 });
  pdf.text('Qty', qtyX, y, { width: 40, align: 'right' });
  pdf.text('Amount', amountX, y, { width: 100, align: 'right' });
  y = pdf.y + 4;
  pdf
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + WIDTH, y)
    .strokeColor('#999999')
    .stroke();
  y += 6;
  pdf.font('Helvetica');
  for (const line of invoice.lines) {
    pdf.fillColor('black').text(line.description, MARGIN, y, { width: qtyX - MARGIN - 10 });
    const below = invoicePeriod(line.periodStart, line.periodEnd);
    if (below) pdf.fillColor(MUTED).text(below, MARGIN, pdf.y, { width: qtyX - MARGIN - 10 });
    const next = pdf.y;
    pdf.fillColor('black').text(String(line.quantity), qtyX, y, { width: 40, align: 'right' });
    pdf.text(money(line.amount), amountX, y, { width: 100, align: 'right' });
    y = Math.max(next, pdf.y) + 6;
  }
  pdf
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + WIDTH, y)
    .strokeColor('#999999')
    .stroke();

  // The sums: prices include the tax.
  y += 10;
  for (const { label, value, strong } of invoiceSumRows(invoice)) {
    pdf.font(strong ? 'Helvetica-Bold' : 'Helvetica');
    pdf.text(label, MARGIN + WIDTH / 2, y, { width: WIDTH / 2 - 110 });
    pdf.text(value, amountX, y, { width: 100, align: 'right' });
    y = pdf.y + 4;
  }

  pdf
    .font('Helvetica')
    .fontSize(9)
    .fillColor(MUTED)
    .text(`Questions about this invoice: ${invoice.seller.email}`, MARGIN, y + 30, { width: WIDTH });
  pdf.end();
  return done;
}
