// A decal is looked at before it is uploaded (docs/sponsors.md "Decals are checked before they are
// uploaded"): a file of another type, one past 2 MB, or one whose pixels the spot's size or shape refuse is
// not sent, and the message names the limit and the file's own figure, with focus on it. A file that fits is
// sent as before.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { ENDPOINT_AREAS as endpoints } from '@sponsorspot/contract/endpoint-list';
import { parseSpotProduct } from '@sponsorspot/contract/rules';
import { expect, test } from '../fixtures.js';
import { callApi, json } from '../harness/api.js';
import { violationsInBothThemes } from '../harness/axe.js';
import { endpointGlob } from '../harness/network.js';
import { OrderPage } from '../pages/order-page.js';

const SPONSOR = { email: 'sponsor@sponsorspot.test', password: 'Sponsor!2026' };
const seedImage = (name: string) => fileURLToPath(new URL(`../../seeds/images/${name}`, import.meta.url));

test('a decal the upload or the check would refuse is not sent, and says why with its own figure', async ({
  page,
  api,
  loginAs,
}) => {
  test.slow();
  const available = await json(
    callApi(api, endpoints.marketplace.availableSpots, { body: { pageSize: 100 } }),
  );
  const spot = available.spots.find((candidate) => {
    const { width, height } = parseSpotProduct(candidate.productJson);
    return width === 300 && height === 250;
  });
  expect(spot, 'an available 300 × 250 spot').toBeDefined();
  await loginAs(SPONSOR.email, SPONSOR.password);
  const uploads: string[] = [];
  await page.route(endpointGlob(endpoints.content.uploadDecal), (route) => {
    uploads.push(route.request().url());
    return route.continue();
  });
  const order = new OrderPage(page);
  await order.goto(spot!.id, 'reserve');
  await expect(order.decalFile).toBeVisible();
  const refusal = page.getByRole('main').getByRole('alert');

  // Another type.
  await order.decalFile.setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not an image'),
  });
  await expect(refusal).toHaveText('“notes.txt” is not a PNG, JPEG, WebP or GIF image: choose one of those.');
  await expect(refusal).toBeFocused();

  // 5.9 MB: the limit and the file's size, before a byte is sent.
  const png = await readFile(seedImage('placeholder-300x250.png'));
  await order.decalFile.setInputFiles({
    name: 'huge.png',
    mimeType: 'image/png',
    buffer: Buffer.concat([png, Buffer.alloc(Math.round(5.9 * 1024 * 1024) - png.length)]),
  });
  await expect(refusal).toHaveText('“huge.png” is 5.9 MB; a decal may be at most 2 MB.');
  await expect(refusal).toBeFocused();

  // Pixels the spot's size refuses: the check's own words, at upload.
  await order.decalFile.setInputFiles(seedImage('placeholder-728x90.png'));
  await expect(refusal).toHaveText(
    'The decal is 728 × 90; the spot shows 300 × 250, so upload at least that size.',
  );
  await expect(refusal).toBeFocused();
  expect(await violationsInBothThemes(page)).toEqual([]);
  expect(uploads).toEqual([]);

  // A file that fits is sent, and the message goes.
  await order.decalFile.setInputFiles(seedImage('placeholder-300x250.png'));
  await expect(page.getByTestId('decal-size')).toHaveText('Your decal: 300 × 250 px', { timeout: 30_000 });
  await expect(refusal).toHaveCount(0);
  expect(uploads).toHaveLength(1);
});
