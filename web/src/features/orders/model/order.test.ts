import { describe, expect, it } from 'vitest';
import { SPOT_PRODUCT } from '@sponsorspot/contract/reservation-rules';
import type { SpotContent } from '@sponsorspot/contract/sponsor';
import { CONTROL_CHARACTER_RULE } from '@sponsorspot/contract/text-rules';
import {
  NOT_RESERVABLE_TEXT,
  canWatch,
  contentStateOf,
  isHeldByOther,
  isHeldForMe,
  holderOf,
  isPriced,
  formatSpotPrice,
  linkTitleFieldProblem,
  linkUrlFieldProblem,
  orderTabOf,
  reasonsByField,
  shownCheck,
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

  it('shows the check run on the page, else the content’s last failed one with its reasons', () => {
    const reasons = [{ code: 'link_not_https', field: 'linkUrl', message: 'Use https.' }] as const;
    const checkedOn = '2026-11-28T10:00:00.000Z';
    const content = (check: Partial<SpotContent>) =>
      ({
        aICheckedOn: checkedOn,
        aICheckPassed: false,
        aICheckReasons: [...reasons],
        ...check,
      }) as SpotContent;
    const ranHere = { passed: true, checkedOn, reasons: [] };
    expect(shownCheck(content({}), ranHere)).toBe(ranHere);
    expect(shownCheck(content({}), null)).toEqual({ passed: false, checkedOn, reasons });
    // Passed, never run or cleared by an edit, or an answer without reasons (a server of the spec): nothing.
    expect(shownCheck(content({ aICheckPassed: true, aICheckReasons: [] }), null)).toBeNull();
    expect(shownCheck(content({ aICheckedOn: null, aICheckReasons: [] }), null)).toBeNull();
    expect(shownCheck(content({ aICheckReasons: undefined }), null)).toBeNull();
    expect(shownCheck(null, null)).toBeNull();
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

  it('reads price and size from productJson; a price the rule refuses is none, never free', () => {
    const terms = spotTermsOf({ productJson: '{"size":"300x250","pricePerMonth":25,"currency":"usd"}' });
    expect(terms).toEqual({ width: 300, height: 250, price: 25, currency: 'USD' });
    expect(isPriced(terms)).toBe(true);
    expect(formatSpotPrice(terms, 'en-US')).toBe('$25.00 a month');
    for (const productJson of [
      'not json',
      '{"size":"300x250"}',
      '{"pricePerMonth":0}',
      '{"pricePerMonth":"10"}',
      '{"pricePerMonth":-5}',
      '{"pricePerMonth":0.001}',
      '{"pricePerMonth":1e308}',
      '{"pricePerMonth":25,"currency":"EUR"}',
    ]) {
      const unpriced = spotTermsOf({ productJson });
      expect(unpriced.price).toBeNull();
      expect(isPriced(unpriced)).toBe(false);
      expect(formatSpotPrice(unpriced)).toBe('Not priced yet');
    }
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
    expect(refusalText('spot_unavailable')).toMatch(/holds it while they pay/);
    expect(refusalText('payment_required')).toMatch(/payment/);
    expect(refusalText('spot_not_priced')).toBe(NOT_RESERVABLE_TEXT);
    expect(NOT_RESERVABLE_TEXT).toMatch(/not reservable yet/);
    expect(refusalText('validation_failed')).toBeNull();
  });

  it('prices the checkout choice with the spot and names the content', () => {
    const spot = { id: 9, name: 'Top', publisherName: 'Spoke & Chain', productJson: '{"pricePerMonth":12}' };
    const choice = spotCheckoutChoice(spot, 4)!;
    expect(choice.spotContentId).toBe(4);
    // Named as the checkout's line item and the invoices name it: the spot and its publisher.
    expect(choice.product.name).toBe('Top on Spoke & Chain');
    // The dialog reads as the line does, never "(Monthly)".
    expect(choice.title).toBe('Top on Spoke & Chain, monthly');
    expect(choice.variant.price).toBe(12);
    expect(choice.product.variants).toEqual([choice.variant]);
    // The product the account service takes for a spot, by the contract's names.
    expect(choice.product.identifier).toBe(SPOT_PRODUCT.product);
    expect(choice.variant.identifier).toBe(SPOT_PRODUCT.variant);
    expect(choice.variant.interval).toBe(SPOT_PRODUCT.interval);
    expect(choice.variant.currency).toBe('USD');
    // A spot without a valid price has nothing to pay: no checkout choice (it is not reservable).
    expect(spotCheckoutChoice({ ...spot, productJson: '{"pricePerMonth":0}' }, 4)).toBeNull();
  });
});

describe('holds', () => {
  const now = Date.parse('2026-11-22T10:00:00.000Z');
  const inMs = (ms: number) => new Date(now + ms).toISOString();
  const held = { ...content, status: 1 as const, heldUntil: inMs(25 * 60_000) };

  it('tells the caller’s own hold from another sponsor’s', () => {
    expect(isHeldForMe(held)).toBe(true);
    expect(isHeldForMe({ ...held, heldUntil: null })).toBe(false);
    expect(isHeldForMe(content)).toBe(false);
    expect(isHeldForMe(null)).toBe(false);
    const spot = { heldUntil: held.heldUntil };
    expect(isHeldByOther(spot, held)).toBe(false);
    expect(isHeldByOther(spot, { ...held, heldUntil: inMs(60_000) })).toBe(true);
    expect(isHeldByOther(spot, content)).toBe(true);
    expect(isHeldByOther(spot, null)).toBe(true);
    expect(isHeldByOther(spot, undefined)).toBe(true);
    expect(isHeldByOther({ heldUntil: null }, null)).toBe(false);
    expect(isHeldByOther({ heldUntil: null }, held)).toBe(false);
    expect(holderOf(spot, held)).toBe('you');
    expect(holderOf(spot, content)).toBe('another sponsor');
    expect(holderOf(spot, null)).toBe('another sponsor');
    expect(holderOf({ heldUntil: null }, held)).toBe('you');
    expect(holderOf({ heldUntil: null }, content)).toBeNull();
  });

  it('offers notify me on a spot reserved by someone else only', () => {
    expect(canWatch({ currentSpotContentId: 77 }, null)).toBe(true);
    expect(canWatch({ currentSpotContentId: 77 }, content)).toBe(true);
    expect(canWatch({ currentSpotContentId: content.id }, content)).toBe(false);
    expect(canWatch({ currentSpotContentId: null }, null)).toBe(false);
  });
});

describe('the link and title fields', () => {
  it('refuse a line break, a tab or another control character with the contract’s words', () => {
    for (const control of ['\r\n', '\n', '\t', '\u0000', '\u007f']) {
      expect(linkUrlFieldProblem(`https://shop.example/${control}x`)).toBe(
        `The link ${CONTROL_CHARACTER_RULE}.`,
      );
      expect(linkTitleFieldProblem(`Fresh${control}coffee`)).toBe(`The title ${CONTROL_CHARACTER_RULE}.`);
    }
  });

  it('take what content/update stores, and say the AI check’s title length early', () => {
    expect(linkUrlFieldProblem('')).toBeNull();
    expect(linkUrlFieldProblem('http://shop.example/offer')).toBeNull();
    expect(linkUrlFieldProblem('shop.example')).toMatch(/^The link must be an absolute URL/);
    expect(linkTitleFieldProblem('')).toBeNull();
    expect(linkTitleFieldProblem('Fresh coffee')).toBeNull();
    expect(linkTitleFieldProblem('ab')).toBe('Use 3 to 80 characters.');
  });
});
