// Invoices as documents (contract/endpoints/invoices.ts): the buyer's billing details, each invoice as JSON
// and as a PDF that a maintained parser (Mozilla's pdf.js) reads back, the seller and tax settings, who may
// open one (the buyer and an admin; 404 for anyone else), and the receipt mail that links to it.
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { account as getAccount } from '@sponsorspot/contract/endpoints/account';
import * as invoices from '@sponsorspot/contract/endpoints/invoices';
import type { BillingDetails, InvoiceDocument } from '@sponsorspot/contract/invoices';
import type { Invoice } from '@sponsorspot/contract/payments';
import { ConfigError } from '../src/config.js';
import {
  advanceClock,
  expectError,
  FIXTURE,
  outbox,
  request,
  setupApp,
  signedIn,
  testApp,
  testConfig,
} from './helpers.js';
import { APP_ORIGIN, CARDS, DAY_SECONDS, openCheckout, payWith } from './payments-helpers.js';

const app = await setupApp();
const PRO_MONTHLY = ['SubscriptionLevel.Pro', 'SubscriptionLevel.Pro.Monthly'] as const;
const OWL_DETAILS: BillingDetails = {
  businessName: 'Owl & Lamp GmbH',
  country: 'DE',
  address: 'Lampenweg 4\n10115 Berlin',
  vatId: 'DE123456789',
};

/** pdf.js's metrics of the standard fonts (Helvetica), which it reads to lay out the text it extracts. */
const STANDARD_FONTS = `${path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'))}/standard_fonts/`;

/** The text of every page of a PDF, as pdf.js extracts it (items joined by spaces). */
async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocument({
    data: new Uint8Array(bytes),
    standardFontDataUrl: STANDARD_FONTS,
  }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await pdf.destroy();
  return pages.join('\n').replace(/\s+/g, ' ');
}

/** The user buys Pro monthly (with 4242 unless told) and answers the invoice it made. */
async function buyPro(
  target = app,
  userId: number = FIXTURE.owl,
  card: string = CARDS.pays,
): Promise<Invoice> {
  const paid = await payWith(target, await openCheckout(target, userId, ...PRO_MONTHLY), card);
  expect(paid.statusCode, paid.body).toBe(200);
  const account = (await (await signedIn(target, userId)).request(getAccount)).json();
  return account.invoices[0] as Invoice;
}

async function saveDetails(details: BillingDetails, userId: number = FIXTURE.owl) {
  return (await signedIn(app, userId)).request(invoices.saveBillingDetails, { body: details });
}

async function documentOf(id: number, userId: number = FIXTURE.owl, target = app) {
  return (await signedIn(target, userId)).request(invoices.invoiceDocument, { params: { id } });
}

async function pdfOf(id: number, userId: number = FIXTURE.owl, target = app) {
  return (await signedIn(target, userId)).request(invoices.invoicePdf, { params: { id } });
}

describe('billing details', () => {
  it('are empty until saved, then answer as saved (trimmed, the VAT id normalised)', async () => {
    const owl = await signedIn(app, FIXTURE.owl);
    expect((await owl.request(invoices.billingDetails)).json()).toEqual({
      businessName: '',
      country: '',
      address: '',
      vatId: '',
    });
    const saved = await saveDetails({
      ...OWL_DETAILS,
      businessName: '  Owl & Lamp GmbH ',
      vatId: 'de 123.456-789',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual(OWL_DETAILS);
    expect((await owl.request(invoices.billingDetails)).json()).toEqual(OWL_DETAILS);
  });

  it('refuses each bad field with its code and keeps what was saved', async () => {
    await saveDetails(OWL_DETAILS);
    const res = await saveDetails({
      businessName: 'Two\nlines',
      country: 'XX',
      address: 'a'.repeat(301),
      vatId: 'hello',
    });
    expectError(res, 400, 'validation_failed');
    expect(res.json().details).toEqual([
      { field: 'businessName', code: 'business_name_invalid', message: expect.stringContaining('one line') },
      { field: 'country', code: 'country_unknown', message: expect.stringContaining('ISO 3166-1') },
      { field: 'address', code: 'address_invalid', message: expect.stringContaining('300') },
      { field: 'vatId', code: 'vat_id_invalid', message: expect.stringContaining('DE123456789') },
    ]);
    const owl = await signedIn(app, FIXTURE.owl);
    expect((await owl.request(invoices.billingDetails)).json()).toEqual(OWL_DETAILS);
  });
});

describe('an invoice as a document', () => {
  it('names the seller, the buyer as they were, the line, no tax, the total and Paid', async () => {
    await saveDetails(OWL_DETAILS);
    const invoice = await buyPro();
    const res = await documentOf(invoice.id);
    expect(res.statusCode, res.body).toBe(200);
    const document = res.json() as InvoiceDocument;
    expect(document).toMatchObject({
      id: invoice.id,
      number: invoice.number,
      status: 'paid',
      seller: { name: 'SponsorSpot Inc.', country: 'US', email: 'billing@sponsorspot.example', taxId: '' },
      buyer: { name: expect.any(String), email: 'owl@fixture.test', ...OWL_DETAILS },
      lines: [
        {
          description: invoice.description,
          quantity: 1,
          amount: 29,
          periodStart: invoice.periodStart,
          periodEnd: invoice.periodEnd,
        },
      ],
      taxRate: 0,
      subtotal: 29,
      tax: 0,
      total: 29,
    });

    // A later change of the billing details does not rewrite the invoice.
    await saveDetails({ businessName: 'Renamed Ltd', country: 'GB', address: '', vatId: '' });
    expect(((await documentOf(invoice.id)).json() as InvoiceDocument).buyer).toMatchObject(OWL_DETAILS);
  });

  it('is a PDF attachment whose text holds the number, seller, buyer, line, total and status', async () => {
    await saveDetails(OWL_DETAILS);
    const invoice = await buyPro();
    const res = await pdfOf(invoice.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="SponsorSpot-invoice-${invoice.number}.pdf"`,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(res.rawPayload);
    for (const expected of [
      'Invoice',
      invoice.number,
      'SponsorSpot Inc.',
      'Owl & Lamp GmbH',
      'Lampenweg 4',
      '10115 Berlin',
      'Germany',
      'VAT id: DE123456789',
      'owl@fixture.test',
      invoice.description,
      'Tax (0%, included)',
      'Total $29.00',
      'Amount paid $29.00',
      'Paid',
      'Card ending 4242',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Refunded');
  });

  it('says refunded once its payment is refunded', async () => {
    const invoice = await buyPro();
    app.invoices.refundAll(invoice.subscriptionId as number, app.clock.now());
    const document = (await documentOf(invoice.id)).json() as InvoiceDocument;
    expect(document).toMatchObject({ status: 'refunded', refundedAt: expect.any(String) });
    const text = await pdfText((await pdfOf(invoice.id)).rawPayload);
    expect(text).toMatch(/Refunded on [A-Z][a-z]{2} \d{1,2}, \d{4}/);
    expect(text).toContain('Amount refunded $29.00');
    expect(text).not.toContain('Amount paid');
  });

  it('says a failed renewal was not paid, and what is due', async () => {
    await buyPro(app, FIXTURE.owl, CARDS.failsRenewal);
    await advanceClock(app, 31 * DAY_SECONDS);
    const owl = await signedIn(app, FIXTURE.owl);
    const failed = ((await owl.request(getAccount)).json().invoices as Invoice[])[0]!;
    expect(failed.status).toBe('failed');
    const text = await pdfText((await pdfOf(failed.id)).rawPayload);
    expect(text).toContain('Payment failed: not paid');
    expect(text).toContain('Amount due $29.00');
    expect(text).not.toContain('Amount paid');
  });

  it('is 404 for another user, as for an invoice that does not exist; an admin opens it', async () => {
    const invoice = await buyPro();
    const unknown = await documentOf(999_999, FIXTURE.zephyr);
    expectError(unknown, 404, 'not_found');
    for (const res of [
      await documentOf(invoice.id, FIXTURE.zephyr),
      await pdfOf(invoice.id, FIXTURE.zephyr),
    ]) {
      expectError(res, 404, 'not_found');
      expect(res.json()).toEqual(unknown.json());
    }
    expect((await documentOf(invoice.id, FIXTURE.admin)).json()).toMatchObject({ number: invoice.number });
    const asAdmin = await pdfOf(invoice.id, FIXTURE.admin);
    expect(asAdmin.statusCode).toBe(200);
    expect(await pdfText(asAdmin.rawPayload)).toContain(invoice.number);
    // Without a login, nothing.
    expectError(await request(app, invoices.invoicePdf, { params: { id: invoice.id } }), 401);
  });
});

describe('the receipt mail', () => {
  it('says what was bought, for how much and until when, and links to the invoice', async () => {
    const invoice = await buyPro();
    const receipt = (await outbox(app, 'owl@fixture.test')).filter((m) => m.kind === 'billing').at(-1);
    expect(receipt).toMatchObject({
      // The subject names what was bought, as every line does (a spot and its publisher, or the plan).
      subject: `Your SponsorSpot receipt ${invoice.number}: ${invoice.description}, 29.00 USD`,
      code: invoice.number,
      link: `${APP_ORIGIN}/account/invoices/${invoice.id}`,
    });
    const until = (invoice.periodEnd as string).slice(0, 10);
    expect(receipt?.body).toContain(`What you bought: ${invoice.description}`);
    expect(receipt?.body).toContain('Amount: 29.00 USD');
    expect(receipt?.body).toContain(`paid until ${until}`);
    expect(receipt?.body).toContain(`${APP_ORIGIN}/account/invoices/${invoice.id}`);
  });
});

describe('the seller and tax settings', () => {
  it('name the seller and split the tax included in the price', async () => {
    const taxed = await testApp({
      SIM_SELLER_NAME: 'SponsorSpot Europe B.V.',
      SIM_SELLER_ADDRESS: 'Keizersgracht 1\\n1015 CJ Amsterdam',
      SIM_SELLER_COUNTRY: 'NL',
      SIM_SELLER_TAX_ID: 'NL123456789B01',
      SIM_INVOICE_TAX_RATE: '21',
    });
    try {
      const invoice = await buyPro(taxed);
      const document = (await documentOf(invoice.id, FIXTURE.owl, taxed)).json() as InvoiceDocument;
      // 29 × 21 / 121 = 5.033… → 5.03; the subtotal is the rest.
      expect(document).toMatchObject({
        seller: {
          name: 'SponsorSpot Europe B.V.',
          address: 'Keizersgracht 1\n1015 CJ Amsterdam',
          country: 'NL',
        },
        taxRate: 21,
        subtotal: 23.97,
        tax: 5.03,
        total: 29,
      });
      const text = await pdfText((await pdfOf(invoice.id, FIXTURE.owl, taxed)).rawPayload);
      for (const expected of [
        'SponsorSpot Europe B.V.',
        '1015 CJ Amsterdam',
        'Netherlands',
        'Tax id: NL123456789B01',
        'Subtotal (excluding tax) $23.97',
        'Tax (21%, included) $5.03',
        'Total $29.00',
      ]) {
        expect(text).toContain(expected);
      }
    } finally {
      await taxed.close();
    }
  });

  it('stop the simulator when bad, naming the setting', () => {
    expect(() => testConfig({ SIM_INVOICE_TAX_RATE: '101' })).toThrow(ConfigError);
    expect(() => testConfig({ SIM_INVOICE_TAX_RATE: 'ten' })).toThrow(/SIM_INVOICE_TAX_RATE/);
    expect(() => testConfig({ SIM_SELLER_COUNTRY: 'ZZ' })).toThrow(/SIM_SELLER_COUNTRY/);
  });
});
