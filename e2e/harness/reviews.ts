// A paid reservation through the API, as the order page makes one, and the publisher's review of it: a paid
// reservation on a spot that requires approval (the default) waits Pending until someone approves it. The
// seeded admin may decide on every spot's queue (seeds/README.md).
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { expect, type APIRequestContext } from '@playwright/test';
import { endpointUrl, type Endpoint } from '@sponsorspot/contract/endpoint';
import { ENDPOINT_AREAS as endpoints } from '@sponsorspot/contract/endpoint-list';
import { SPOT_PRODUCT } from '@sponsorspot/contract/reservations';
import { parseSpotProduct } from '@sponsorspot/contract/rules';
import type { AvailableSpot, SpotContent } from '@sponsorspot/contract/sponsor';
import { callApi, json, type EndpointResponse } from './api.js';
import { payWith4242 } from './checkout.js';
import { harness } from './ports.js';

const ADMIN = { email: 'admin@sponsorspot.test', password: 'Admin!2026' };
/** The seed images by size: the sizes a reservation through the API can fill. */
const DECALS: Record<string, string> = {
  '300x250': fileURLToPath(new URL('../../seeds/images/placeholder-300x250.png', import.meta.url)),
  '728x90': fileURLToPath(new URL('../../seeds/images/placeholder-728x90.png', import.meta.url)),
};

/** The body of a call that must answer 200 (the failure names the URL and the answer). */
async function answerOf<E extends Endpoint>(call: Promise<EndpointResponse<E>>) {
  const response = await call;
  expect(response.status(), `${response.url()}: ${await response.text()}`).toBe(200);
  return json(response);
}

/**
 * Reserves an available priced spot (the first `choose` accepts) for the signed-in sponsor through the API,
 * as the order page does: the decal, the link and terms, the check, the checkout paid with 4242 on the
 * simulator's checkout page, then reserve. Answers the spot and the content as reserve answered it.
 */
export async function reserveAndPay(
  api: APIRequestContext,
  jwt: string,
  choose: (spot: AvailableSpot) => boolean = () => true,
): Promise<{ spot: AvailableSpot; content: SpotContent }> {
  const headers = { authorization: `Bearer ${jwt}` };
  const available = await answerOf(
    callApi(api, endpoints.marketplace.availableSpots, { body: { pageSize: 100 } }),
  );
  const spot = available.spots.find((candidate) => {
    const { width, height, pricePerMonth } = parseSpotProduct(candidate.productJson);
    return `${width}x${height}` in DECALS && pricePerMonth !== null && choose(candidate);
  });
  expect(spot, 'an available priced spot of a size the seed images have').toBeDefined();
  const { width, height } = parseSpotProduct(spot!.productJson);
  const upload = await api.post(endpointUrl(endpoints.content.uploadDecal, { spotId: spot!.id }), {
    headers,
    multipart: {
      file: {
        name: 'decal.png',
        mimeType: 'image/png',
        buffer: await readFile(DECALS[`${width}x${height}`]!),
      },
    },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const draftBody = {
    spotId: spot!.id,
    linkUrl: 'https://coffee.example/beans',
    linkTitle: 'Fresh roasted coffee',
    hasAgreedToTerms: true,
  };
  const draft = await answerOf(
    callApi(api, endpoints.content.updateContent, { body: draftBody }, { headers }),
  );
  const check = await answerOf(
    callApi(api, endpoints.content.aiCheck, { body: { spotContentId: draft.id } }, { headers }),
  );
  expect(check.passed).toBe(true);
  const checkoutBody = {
    product: SPOT_PRODUCT.product,
    variant: SPOT_PRODUCT.variant,
    spotContentId: draft.id,
    returnUrl: `${harness.webUrl}/order/${spot!.id}/reserve`,
  };
  const checkout = await answerOf(
    callApi(api, endpoints.account.createCheckout, { body: checkoutBody }, { headers }),
  );
  await payWith4242(api, checkout);
  const content = await answerOf(
    callApi(api, endpoints.reservations.reserve, { body: { spotContentId: draft.id } }, { headers }),
  );
  return { spot: spot!, content };
}

/** Approves the content's waiting revision as the seeded admin; the content is then live. */
export async function approveAsAdmin(api: APIRequestContext, spotContentId: number): Promise<void> {
  const { jwt } = await answerOf(callApi(api, endpoints.auth.login, { body: ADMIN }));
  await answerOf(
    callApi(
      api,
      endpoints.reviews.reviewContent,
      { body: { spotContentId, decision: 'approve' } },
      { headers: { authorization: `Bearer ${jwt}` } },
    ),
  );
}

/** Where the spot's public click link leads now (the live revision's link). */
export async function clickTarget(api: APIRequestContext, spotId: number): Promise<string | undefined> {
  const response = await api.get(endpointUrl(endpoints.embed.spotClick, { id: spotId }), { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  return response.headers()['location'];
}
