// The one price rule (contract/rules.ts priceProblem) on both sides, against the real simulator (demo
// scenario) on a real port: the spot form refuses what the server refuses with the same words, the server's
// field problems land at the form's price field, and an unpriced spot (old data) is not reservable: reserve
// and its checkout answer 409 spot_not_priced, which the order page words as "not reservable yet".
import { beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, SpotStatus } from '@sponsorspot/contract/constants';
import { availableSpots } from '@sponsorspot/contract/endpoints/marketplace';
import { SPOT_PRODUCT } from '@sponsorspot/contract/reservation-rules';
import { PRICE_RULE_TEXT, parseSpotProduct } from '@sponsorspot/contract/rules';
import { getPublicSpot } from '../src/features/orders/api/get-public-spot';
import { reserveContent } from '../src/features/orders/api/reserve';
import { updateContent } from '../src/features/orders/api/update-content';
import {
  NOT_RESERVABLE_TEXT,
  formatSpotPrice,
  refusalText,
  spotTermsOf,
} from '../src/features/orders/model/order';
import { createCheckout } from '../src/features/plans/api/checkout';
import { createSpot } from '../src/features/publisher/api/create-spot';
import { updateSpot } from '../src/features/publisher/api/update-spot';
import { publishRequirementsOf } from '../src/features/publisher/model/spot-actions';
import {
  EMPTY_SPOT_FORM,
  serverFieldProblems,
  spotFieldsOf,
  spotFormProblems,
  type SpotFormValues,
} from '../src/features/publisher/model/spot-form';
import { call } from '../src/lib/api-client';
import type { ApiError } from '../src/lib/errors';
import { simulatorClient } from './simulator-client';

// pro@ (Pro plan, an Active publisher) has room for the spots these tests list.
const PUBLISHER = { email: 'pro@sponsorspot.test', password: 'ProUser!2026' };
const SPONSOR = { email: 'sponsor@sponsorspot.test', password: 'Sponsor!2026' };

const simulator = simulatorClient();

/** The ApiError a request was refused with (the request must fail). */
async function refusal(request: Promise<unknown>): Promise<ApiError> {
  const error = await request.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error, 'the request is refused').toMatchObject({ name: 'ApiError' });
  return error as ApiError;
}

const form: SpotFormValues = {
  ...EMPTY_SPOT_FORM,
  name: 'Potting shed banner',
  sampleUrl: 'https://shipitweekly.example/shed',
  pricePerMonth: '19.99',
};

describe('the spot form and the simulator read one price rule', () => {
  beforeAll(async () => {
    await simulator.signIn(PUBLISHER);
  });

  it('a valid price the form sends is stored, and the spot publishes with it', async () => {
    expect(spotFormProblems(form)).toEqual({});
    const spot = await createSpot(spotFieldsOf(form));
    expect(parseSpotProduct(spot.productJson)).toMatchObject({ pricePerMonth: 19.99, currency: 'USD' });
    await updateSpot({ id: spot.id, status: SpotStatus.Draft });
    expect((await updateSpot({ id: spot.id, status: SpotStatus.Published })).status).toBe(
      SpotStatus.Published,
    );
  });

  it.each(['0', '0.001', '100000.01', '1.005'])(
    'a price of %s: the form refuses it, and so does the server, with the same words at the price field',
    async (text) => {
      const local = spotFormProblems({ ...form, pricePerMonth: text }).pricePerMonth;
      expect(local).toEqual(expect.any(String));
      // Sent anyway (as another client could), the simulator refuses it and saves nothing.
      const productJson = `{"size":"300x250","pricePerMonth":${text},"currency":"USD"}`;
      const error = await refusal(createSpot({ ...spotFieldsOf(form), productJson }));
      expect(error).toMatchObject({ status: 400, code: ErrorCode.validationFailed });
      expect(serverFieldProblems(error.details)).toEqual({ pricePerMonth: local });
    },
  );

  it('a price as text or another currency is named at the price field', async () => {
    const text = await refusal(
      createSpot({ ...spotFieldsOf(form), productJson: '{"pricePerMonth":"10","currency":"usd"}' }),
    );
    expect(serverFieldProblems(text.details).pricePerMonth).toMatch(/must be a number of US dollars/);
    const euro = await refusal(
      createSpot({ ...spotFieldsOf(form), productJson: '{"pricePerMonth":10,"currency":"EUR"}' }),
    );
    expect(serverFieldProblems(euro.details)).toEqual({ pricePerMonth: 'Prices are in US dollars (USD).' });
    // The empty field of a new form is refused before sending, with the rule in one sentence.
    expect(spotFormProblems({ ...form, pricePerMonth: '' }).pricePerMonth).toBe(PRICE_RULE_TEXT);
  });

  it('publishing a spot without a price names the price among what is missing', async () => {
    const draft = await createSpot({
      name: 'Unpriced',
      sampleUrl: 'https://shipitweekly.example/unpriced',
      productJson: '{"size":"300x250"}',
    });
    await updateSpot({ id: draft.id, status: SpotStatus.Draft });
    const error = await refusal(updateSpot({ id: draft.id, status: SpotStatus.Published }));
    expect(error).toMatchObject({ status: 409, code: ErrorCode.notPublishable });
    expect(error.message).toMatch(/it needs a monthly price of at least \$1\.00/);
    expect(publishRequirementsOf(error.details)).toEqual(['pricePerMonth']);
  });
});

describe('an unpriced spot (old data) is not reservable', () => {
  beforeAll(async () => {
    await simulator.signIn(SPONSOR);
  });

  it('reserve and checkout answer 409 spot_not_priced, which the order page words as not reservable yet', async () => {
    const { spots } = await call(availableSpots, { body: { pageSize: 100 } });
    const listed = spots.find((spot) => parseSpotProduct(spot.productJson).pricePerMonth !== null);
    expect(listed).toBeDefined();
    const spotId = listed!.id;
    const content = await updateContent({ spotId, linkUrl: 'https://www.example.com/offer' });
    // The publisher's price is lost (data from before the rule): priced 0, which used to mean free.
    simulator.app.db
      .prepare('UPDATE spots SET product_json = ? WHERE id = ?')
      .run('{"size":"300x250","pricePerMonth":0,"currency":"USD"}', spotId);

    const spot = await getPublicSpot(spotId);
    const terms = spotTermsOf(spot);
    expect(terms.price).toBeNull();
    expect(formatSpotPrice(terms)).toBe('Not priced yet');

    const reserved = await refusal(reserveContent(content.id));
    expect(reserved).toMatchObject({ status: 409, code: ErrorCode.spotNotPriced });
    expect(refusalText(reserved.code)).toBe(NOT_RESERVABLE_TEXT);
    const checkout = await refusal(
      createCheckout({
        product: SPOT_PRODUCT.product,
        variant: SPOT_PRODUCT.variant,
        spotContentId: content.id,
        returnUrl: 'http://localhost:8080/order',
      }),
    );
    expect(checkout).toMatchObject({ status: 409, code: ErrorCode.spotNotPriced });
    expect(checkout.message).toBe(
      'This spot has no valid monthly price yet: the publisher must set one before it can be reserved.',
    );
  });
});
