import { describe, expect, it } from 'vitest';
import type { SpotContent } from '@sponsorspot/simulator/contract/sponsor';
import {
  contentStateOf,
  formatSpotPrice,
  orderTabOf,
  reasonsByField,
  refusalText,
  reserveBlockers,
  spotCheckoutChoice,
  spotIdOf,
  spotTermsOf,
} from './order';

const content: SpotContent = {
  id: 4,
  spotId: 9,
  sponsorId: 2,
  subscriptionId: null,
  decalId: 7,
  status: 0,
  linkUrl: 'https://www.example.com/',
  linkTitle: 'Example',
  hasAgreedToTerms: true,
  aICheckedOn: '2026-11-22T10:00:00.000Z',
  heldUntil: null,
  aICheckPassed: true,
  decal: {
    id: 7,
    url: '/public/decals/7',
    contentType: 'image/png',
    width: 300,
    height: 250,
    fileName: 'a.png',
  },
  subscription: null,
};

describe('order page rules', () => {
  it('reads the tab and the spot id of the URL', () => {
    expect(orderTabOf(undefined)).toBe('overview');
    expect(orderTabOf('billing')).toBe('billing');
    expect(orderTabOf('nope')).toBe('overview');
    expect(spotIdOf('12')).toBe(12);
    expect(spotIdOf('0')).toBeNull();
    expect(spotIdOf('1e3')).toBeNull();
    expect(spotIdOf('99999999999')).toBeNull();
  });

  it('names the content state of each status', () => {
    expect([0, 1, 2, 3].map((status) => contentStateOf({ status: status as 0 | 1 | 2 | 3 }))).toEqual([
      'draft',
      'held',
      'active',
      'ended',
    ]);
  });

  it('groups reasons by field in order', () => {
    const grouped = reasonsByField([
      { code: 'link_not_https', field: 'linkUrl', message: 'Use https.' },
      { code: 'decal_missing', field: 'decal', message: 'Upload a decal.' },
      { code: 'link_blocked', field: 'linkUrl', message: 'Blocked.' },
    ]);
    expect(grouped).toEqual({
      decal: ['Upload a decal.'],
      linkUrl: ['Use https.', 'Blocked.'],
      linkTitle: [],
    });
  });

  it('reads price and size from productJson, free when unpriced', () => {
    const terms = spotTermsOf({ productJson: '{"size":"300x250","pricePerMonth":25,"currency":"usd"}' });
    expect(terms).toEqual({ width: 300, height: 250, price: 25, currency: 'USD' });
    expect(formatSpotPrice(terms, 'en-US')).toBe('$25.00 a month');
    expect(formatSpotPrice(spotTermsOf({ productJson: 'not json' }))).toBe('Free');
  });

  it('lists what is missing before reserving', () => {
    expect(reserveBlockers(content)).toEqual([]);
    expect(reserveBlockers(null)).toHaveLength(4);
    expect(reserveBlockers({ ...content, decal: null, aICheckPassed: false })).toEqual([
      'Upload a decal',
      'Pass the check',
    ]);
  });

  it('words each refusal and leaves others to the message', () => {
    expect(refusalText('spot_unavailable')).toMatch(/no longer available/);
    expect(refusalText('payment_required')).toMatch(/payment/);
    expect(refusalText('validation_failed')).toBeNull();
  });

  it('prices the checkout choice with the spot and names the content', () => {
    const choice = spotCheckoutChoice({ id: 9, name: 'Top', productJson: '{"pricePerMonth":12}' }, 4);
    expect(choice.spotContentId).toBe(4);
    expect(choice.variant.price).toBe(12);
    expect(choice.product.variants).toEqual([choice.variant]);
  });
});
