// Invoices as documents: the sponsor gives billing details on the profile, pays for a spot, and downloads
// the invoice as a PDF from the order page's billing tab (the browser's download, a PDF named after the
// invoice's number); the number opens the printable invoice page, which names the buyer as given and passes
// axe in both themes. Another user who opens the same address reads "No such invoice". Every expectation is
// asked of the API.
import { readFile } from 'node:fs/promises';
import { ENDPOINT_AREAS as endpoints } from '@sponsorspot/contract/endpoint-list';
import { invoiceFileName } from '@sponsorspot/contract/invoice-rules';
import { expect, test } from '../fixtures.js';
import { callApi, json } from '../harness/api.js';
import { violationsInBothThemes } from '../harness/axe.js';
import { reserveAndPay } from '../harness/reviews.js';
import { InvoicePage, invoiceRow } from '../pages/invoice-page.js';
import { OrderPage } from '../pages/order-page.js';
import { ProfilePage } from '../pages/profile-page.js';

const SPONSOR = { email: 'sponsor@sponsorspot.test', password: 'Sponsor!2026' };
const LUMEN = { email: 'lumen@sponsorspot.test', password: 'Market!2026' };

test('billing details on the profile, then the invoice of a paid spot downloads as a PDF from the billing tab and opens as a page', async ({
  page,
  api,
  loginAs,
  consoleErrors,
}) => {
  const session = await loginAs(SPONSOR.email, SPONSOR.password);
  const headers = { authorization: `Bearer ${session.jwt}` };

  const profile = new ProfilePage(page);
  await profile.goto();
  await profile.businessName.fill('Sponsor Works Ltd');
  await profile.billingCountry.selectOption({ label: 'Ireland' });
  await profile.billingAddress.fill('1 Harbour Road\nDublin 2');
  // A VAT id without its country's letters is refused under the field, which takes the focus.
  await profile.vatId.fill('1234567');
  await profile.saveBilling.click();
  await expect(profile.vatId).toBeFocused();
  await expect(profile.vatId).toHaveAccessibleDescription(/starts with its country’s two letters/);
  await profile.vatId.fill('IE 1234567 T');
  await profile.saveBilling.click();
  await expect(profile.billingSaved).toBeVisible();
  await expect(profile.billingSaved).toBeFocused();
  const saved = await json(callApi(api, endpoints.invoices.billingDetails, {}, { headers }));
  expect(saved).toEqual({
    businessName: 'Sponsor Works Ltd',
    country: 'IE',
    address: '1 Harbour Road\nDublin 2',
    vatId: 'IE1234567T',
  });

  const { spot, content } = await reserveAndPay(api, session.jwt);
  const account = await json(callApi(api, endpoints.account.account, {}, { headers }));
  const invoice = account.invoices.find((candidate) => candidate.subscriptionId === content.subscriptionId);
  expect(invoice, 'the invoice of the spot’s payment').toBeDefined();

  const order = new OrderPage(page);
  await order.goto(spot.id, 'billing');
  const row = invoiceRow(page, invoice!.number);
  const downloading = page.waitForEvent('download');
  await row.pdf.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(invoiceFileName(invoice!.number));
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  expect(bytes.length).toBeGreaterThan(1000);

  await row.link.click();
  const invoicePage = new InvoicePage(page);
  await expect(invoicePage.heading).toBeVisible();
  const document = invoicePage.document;
  await expect(document.getByRole('heading', { name: `Invoice ${invoice!.number}` })).toBeVisible();
  await expect(document).toContainText('Sponsor Works Ltd');
  await expect(document).toContainText('Ireland');
  await expect(document).toContainText('VAT id: IE1234567T');
  await expect(document).toContainText(invoice!.description);
  await expect(document).toContainText('Paid');
  await expect(invoicePage.print).toBeVisible();
  expect(await violationsInBothThemes(page)).toEqual([]);

  // The page's own button downloads the same file.
  const again = page.waitForEvent('download');
  await invoicePage.downloadPdf.click();
  expect((await again).suggestedFilename()).toBe(invoiceFileName(invoice!.number));
  expect(consoleErrors).toEqual([]);

  // Another sponsor at the same address: the invoice does not exist for them.
  await page.context().clearCookies();
  await loginAs(LUMEN.email, LUMEN.password);
  await invoicePage.goto(invoice!.id);
  await expect(invoicePage.notFound).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText('Sponsor Works Ltd');
});
