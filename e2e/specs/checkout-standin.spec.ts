// The simulator's Stripe.js stand-in driven by the real @stripe/react-stripe-js (EmbeddedCheckoutProvider +
// EmbeddedCheckout) and @stripe/stripe-js's pure loadStripe, as the app will use them: a tiny page on the
// app's origin loads the stand-in script, mounts the embedded checkout and pays with Stripe's test cards.
// Expectations come from the simulator's API.
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { ENDPOINT_AREAS as endpoints } from '@sponsorspot/contract/endpoint-list';
import type { CheckoutCreated } from '@sponsorspot/contract/payments';
import { build } from 'esbuild';
import { createRequire } from 'node:module';
import { expect, test } from '../fixtures.js';
import { callApi, json } from '../harness/api.js';
import { harness } from '../harness/ports.js';
import { EmbeddedCheckoutFrame } from '../pages/embedded-checkout.js';

const PUBLISHER = { email: 'publisher@sponsorspot.test', password: 'Publisher!2026' };
const HARNESS_PATH = '/__checkout-harness';
const RETURN_PATH = '/account/subscription';

// The embedding page: React + the pinned Stripe packages from node_modules, bundled once for the file.
const HARNESS_ENTRY = `
import { createElement as h, useCallback, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { EmbeddedCheckout, EmbeddedCheckoutProvider } from '@stripe/react-stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';

const params = new URLSearchParams(window.location.search);
const withOnComplete = params.get('onComplete') === '1';
const loadStandIn = () => new Promise((resolve, reject) => {
  const script = document.createElement('script');
  script.src = params.get('script');
  script.onload = resolve;
  script.onerror = reject;
  document.head.appendChild(script);
});
const stripePromise = loadStandIn().then(() => loadStripe(params.get('pk')));
const fetchClientSecret = () => Promise.resolve(params.get('secret'));

function App() {
  const [done, setDone] = useState(false);
  const onComplete = useCallback(() => setDone(true), []);
  const options = withOnComplete ? { fetchClientSecret, onComplete } : { clientSecret: params.get('secret') };
  return h('main', null,
    h('h1', null, 'Checkout harness'),
    done ? h('p', { role: 'status' }, 'onComplete called') : null,
    h(EmbeddedCheckoutProvider, { stripe: stripePromise, options }, h(EmbeddedCheckout, { id: 'checkout' })));
}
createRoot(document.getElementById('root')).render(h(App));
`;

// The embedding page is fulfilled by Playwright, so Chromium does not count it as a loopback page and its
// Local Network Access checks would block the loopback simulator; the app itself, served by nginx on
// loopback, needs no such switch.
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-features=LocalNetworkAccessChecks'],
  },
});

let bundle: string;
test.beforeAll(async () => {
  const require = createRequire(import.meta.url);
  const result = await build({
    stdin: {
      contents: HARNESS_ENTRY,
      resolveDir: require.resolve('@sponsorspot/web/package.json').replace(/package\.json$/, ''),
      loader: 'js',
    },
    bundle: true,
    write: false,
    format: 'iife',
    minify: true,
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  bundle = result.outputFiles[0]!.text;
});

async function openCheckout(api: APIRequestContext, jwt: string): Promise<CheckoutCreated> {
  const body = {
    product: 'SubscriptionLevel.Pro',
    variant: 'SubscriptionLevel.Pro.Monthly',
    returnUrl: `${harness.webUrl}${RETURN_PATH}?session_id={CHECKOUT_SESSION_ID}`,
  };
  const response = await callApi(
    api,
    endpoints.account.createCheckout,
    { body },
    { headers: { authorization: `Bearer ${jwt}` } },
  );
  expect(response.status(), await response.text()).toBe(200);
  return json(response);
}

/** The stand-in's own checkout page of a session, as Stripe's embedded iframe loads it. */
function checkoutPageUrl(checkout: CheckoutCreated): string {
  const query = new URLSearchParams({ client_secret: checkout.client_secret, origin: harness.webUrl });
  return `${harness.simUrl}/stripe/checkout/${checkout.id}?${query}`;
}

async function openHarness(page: Page, checkout: CheckoutCreated, onComplete: boolean): Promise<void> {
  await page.route(`${harness.webUrl}${HARNESS_PATH}.js`, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: bundle }),
  );
  await page.route(`${harness.webUrl}${HARNESS_PATH}?*`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><head><title>Checkout harness</title></head><body><div id="root"></div><script src="${HARNESS_PATH}.js"></script></body></html>`,
    }),
  );
  const query = new URLSearchParams({
    secret: checkout.client_secret,
    pk: 'pk_sim_sponsorspot',
    script: `${harness.simUrl}/stripe/v3.js`,
    onComplete: onComplete ? '1' : '0',
  });
  await page.goto(`${HARNESS_PATH}?${query}`);
}

test('EmbeddedCheckout mounts the stand-in; a declined card changes nothing; 4242 completes and onComplete fires', async ({
  page,
  api,
  loginAs,
  consoleErrors,
}) => {
  const { jwt } = await loginAs(PUBLISHER.email, PUBLISHER.password);
  const checkout = await openCheckout(api, jwt);
  await openHarness(page, checkout, true);
  const frame = EmbeddedCheckoutFrame.in(page);
  await expect(frame.email).toHaveValue(PUBLISHER.email);

  await frame.payWith('4000 0000 0000 0002');
  await expect(frame.alert).toHaveText('Your card was declined.');
  const account = () =>
    json(callApi(api, endpoints.account.account, {}, { headers: { authorization: `Bearer ${jwt}` } }));
  expect((await account()).features).not.toContain('SubscriptionLevel.Pro');

  await frame.payWith('4242 4242 4242 4242');
  await expect(frame.done).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('onComplete called');
  const after = await account();
  expect(after.features).toContain('SubscriptionLevel.Pro');
  expect(after.usage.listingCapacity).toBe(50);
  expect(consoleErrors).toEqual([]);
});

test('3155 asks for authentication; approved, the top page goes to the return URL, whose notice takes the focus', async ({
  page,
  api,
  loginAs,
}) => {
  const { jwt } = await loginAs(PUBLISHER.email, PUBLISHER.password);
  const checkout = await openCheckout(api, jwt);
  await openHarness(page, checkout, false);
  const frame = EmbeddedCheckoutFrame.in(page);
  await frame.payWith('4000 0025 0000 3155');
  await frame.completeAuthentication.click();
  await page.waitForURL(`${harness.webUrl}${RETURN_PATH}?session_id=${checkout.id}`);
  // The app's return page reads the session and moves focus to what it says.
  const notice = page.getByRole('main').getByRole('status').filter({ hasText: 'Payment complete' });
  await expect(notice).toHaveText('Payment complete: your subscription has been updated.');
  await expect(notice).toBeFocused();
  const session = await callApi(
    api,
    endpoints.account.checkoutSession,
    { query: { id: checkout.id } },
    { headers: { authorization: `Bearer ${jwt}` } },
  );
  expect(await session.json()).toMatchObject({ status: 'complete', paymentStatus: 'paid' });
});

test('the checkout page has no serious or critical axe violation, light or dark', async ({
  page,
  api,
  loginAs,
}) => {
  const { jwt } = await loginAs(PUBLISHER.email, PUBLISHER.password);
  const checkout = await openCheckout(api, jwt);
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.goto(checkoutPageUrl(checkout));
    const form = new EmbeddedCheckoutFrame(page);
    await form.payWith('4000 0000 0000 9995'); // the page with its error shown
    await expect(form.alert).toHaveText('Your card has insufficient funds.');
    const { violations } = await new AxeBuilder({ page }).analyze();
    const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${colorScheme}: ${v.id} ${v.help}`)).toEqual([]);
  }
});

test('the card fields format as typed, as Stripe\'s do; "1230" is taken as 12 / 30 and pays', async ({
  page,
  api,
  loginAs,
}) => {
  const { jwt } = await loginAs(PUBLISHER.email, PUBLISHER.password);
  const checkout = await openCheckout(api, jwt);
  await page.goto(checkoutPageUrl(checkout));
  const form = new EmbeddedCheckoutFrame(page);

  await form.cardNumber.pressSequentially('4242-4242 42424242 99');
  await expect(form.cardNumber).toHaveValue('4242 4242 4242 4242');
  await form.cardNumber.press('Backspace');
  await expect(form.cardNumber).toHaveValue('4242 4242 4242 424');
  await form.cardNumber.press('2');
  await expect(form.cardNumber).toHaveValue('4242 4242 4242 4242');

  await form.expiry.pressSequentially('4');
  await expect(form.expiry).toHaveValue('04 / ');
  await form.expiry.press('Backspace');
  await expect(form.expiry).toHaveValue('04');
  await form.expiry.fill('');
  await form.expiry.pressSequentially('1230');
  await expect(form.expiry).toHaveValue('12 / 30');

  await form.cvc.pressSequentially('1a2b34 5');
  await expect(form.cvc).toHaveValue('1234');
  await form.name.fill('Test Buyer');
  await form.pay.press('Enter');
  await expect(form.done).toBeVisible();
});
