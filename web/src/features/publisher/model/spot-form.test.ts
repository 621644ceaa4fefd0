import {
  PRICE_RULE_TEXT,
  SPOT_SIZES,
  SPOT_SIZE_RULE_TEXT,
  priceProblem,
  spotNameProblem,
} from '@sponsorspot/contract/rules';
import type { Spot } from '@sponsorspot/contract/sponsor';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_SPOT_FORM,
  locationPathChange,
  locationPathPreview,
  parsePrice,
  serverFieldProblems,
  sizeOptionsOf,
  spotFieldsOf,
  spotFormOf,
  spotFormProblems,
  type SpotFormValues,
} from './spot-form';

const valid: SpotFormValues = {
  ...EMPTY_SPOT_FORM,
  name: ' Blog sidebar ',
  description: 'Beside every post ',
  locationPath: 'blog//side bar/',
  sampleUrl: ' https://example.com/blog ',
  size: '300x250',
  placement: 'Sidebar',
  pricePerMonth: '25.50',
};

describe('spot form', () => {
  it('previews the location path as the server stores it', () => {
    expect(locationPathPreview('blog//side bar/')).toBe('/BLOG/SIDEBAR');
    expect(locationPathPreview('')).toBe('/');
    expect(locationPathPreview('Home_1/top-')).toBe('/HOME_1/TOP-');
  });

  it('says what saving will change in a location path, and nothing when it is stored as typed', () => {
    expect(locationPathChange('/field guide/sidebar')).toEqual({
      stored: '/FIELDGUIDE/SIDEBAR',
      changes: ['letters in capitals', 'spaces removed'],
    });
    expect(locationPathChange('blog//side.bar!/')).toEqual({
      stored: '/BLOG/SIDEBAR',
      changes: [
        'letters in capitals',
        '“.” “!” removed',
        'repeated slashes made one',
        'a slash added at the start',
        'the slash at the end dropped',
      ],
    });
    expect(locationPathChange('/BLOG/SIDEBAR')).toBeNull();
    expect(locationPathChange('')).toBeNull();
    expect(locationPathChange('/')).toBeNull();
  });

  it('asks for approval of each decal by default', () => {
    expect(EMPTY_SPOT_FORM.requiresApproval).toBe(true);
  });

  it('shows the "Sponsored" label by default', () => {
    expect(EMPTY_SPOT_FORM.sponsoredLabel).toBe(true);
  });

  it('finds nothing wrong with valid values', () => {
    expect(spotFormProblems(valid)).toEqual({});
  });

  it('names every problem at its field', () => {
    expect(
      spotFormProblems({
        ...valid,
        name: '  ',
        sampleUrl: 'example.com',
        size: '0x0',
        pricePerMonth: '-3',
        description: 'x'.repeat(4001),
      }),
    ).toEqual({
      name: expect.stringMatching(/name/),
      sampleUrl: 'Enter a full address, such as https://example.com/page.',
      size: SPOT_SIZE_RULE_TEXT,
      pricePerMonth: PRICE_RULE_TEXT,
      description: 'Use at most 4000 characters.',
    });
    expect(spotFormProblems({ ...valid, sampleUrl: 'ftp://x.test/a' }).sampleUrl).toMatch(/https:\/\//);
    expect(spotFormProblems({ ...valid, sampleUrl: '' }).sampleUrl).toBeUndefined();
  });

  it('checks the size by the contract’s size rule, naming its limits', () => {
    for (const size of ['0x0', '-1x-1', '99999x99999', '300×250', '<b>1x1</b>', ''])
      expect(spotFormProblems({ ...valid, size }).size).toBe(SPOT_SIZE_RULE_TEXT);
    expect(SPOT_SIZE_RULE_TEXT).toMatch(/from 1 to 4096/);
    for (const size of ['1x1', '970x250', '4096x4096'])
      expect(spotFormProblems({ ...valid, size })).toEqual({});
  });

  it('offers the IAB sizes, and a spot’s own other size the rule accepts', () => {
    const iab = SPOT_SIZES.map(({ size }) => size);
    expect(sizeOptionsOf('300x250').map(({ size }) => size)).toEqual(iab);
    expect(sizeOptionsOf('300x250')[1]).toEqual({ size: '300x250', label: 'Medium rectangle (300 × 250)' });
    expect(sizeOptionsOf('970x250').at(-1)).toEqual({ size: '970x250', label: 'Custom (970 × 250)' });
    expect(sizeOptionsOf('0x0').map(({ size }) => size)).toEqual(iab);
  });

  it('refuses a name with a line break or a tab, with the contract’s words', () => {
    for (const name of ['Side\nrail', 'Side\trail'])
      expect(spotFormProblems({ ...valid, name }).name).toBe(spotNameProblem(name));
    expect(spotFormProblems({ ...valid, name: 'Side\nrail' }).name).toMatch(/line breaks, tabs/);
    expect(spotFormProblems({ ...valid, sampleUrl: 'https://example.com/\tblog' }).sampleUrl).toMatch(
      /line breaks, tabs/,
    );
  });

  it.each([
    ['1', 1],
    ['25', 25],
    ['25.5', 25.5],
    [' 9.99 ', 9.99],
    ['19.99', 19.99],
    ['100000', 100_000],
    ['100000.00', 100_000],
    ['0', null],
    ['0.5', null],
    ['0.001', null],
    ['100000.01', null],
    ['', null],
    ['1e3', null],
    ['-1', null],
    ['2.555', null],
    ['abc', null],
  ])('reads the price %j as %j', (text, price) => {
    expect(parsePrice(text)).toBe(price);
  });

  it('gives the contract’s price rule at the price field, with no free price', () => {
    expect(EMPTY_SPOT_FORM.pricePerMonth).toBe('');
    expect(spotFormProblems({ ...valid, pricePerMonth: '' }).pricePerMonth).toBe(
      'Enter a monthly price from $1.00 to $100,000.00, in whole cents.',
    );
    for (const text of ['-5', '1e308', 'ten', '12,50', ' '])
      expect(spotFormProblems({ ...valid, pricePerMonth: text }).pricePerMonth).toBe(PRICE_RULE_TEXT);
    expect(spotFormProblems({ ...valid, pricePerMonth: '0' }).pricePerMonth).toBe(priceProblem(0));
    expect(spotFormProblems({ ...valid, pricePerMonth: '0' }).pricePerMonth).toMatch(/at least \$1\.00/);
    expect(spotFormProblems({ ...valid, pricePerMonth: '100000.01' }).pricePerMonth).toMatch(
      /at most \$100,000\.00/,
    );
    expect(spotFormProblems({ ...valid, pricePerMonth: '19.999' }).pricePerMonth).toMatch(/whole cents/);
    for (const text of ['1', '19.99', '100000'])
      expect(spotFormProblems({ ...valid, pricePerMonth: text })).toEqual({});
  });

  it('makes the request fields: trimmed text, the product as JSON', () => {
    const fields = spotFieldsOf(valid);
    expect(fields).toEqual({
      name: 'Blog sidebar',
      description: 'Beside every post',
      locationPath: 'blog//side bar/',
      sampleUrl: 'https://example.com/blog',
      productJson: expect.any(String),
      showAnalytics: true,
      requiresApproval: true,
      sponsoredLabel: true,
    });
    expect(spotFieldsOf({ ...valid, showAnalytics: false }).showAnalytics).toBe(false);
    expect(spotFieldsOf({ ...valid, requiresApproval: false }).requiresApproval).toBe(false);
    expect(spotFieldsOf({ ...valid, sponsoredLabel: false }).sponsoredLabel).toBe(false);
    expect(JSON.parse(fields.productJson)).toEqual({
      placement: 'Sidebar',
      size: '300x250',
      pricePerMonth: 25.5,
      currency: 'USD',
    });
  });

  it('reads an existing spot back into the form', () => {
    const spot = {
      name: 'Header',
      description: 'Top',
      locationPath: '/HOME',
      sampleUrl: 'https://a.test',
      productJson: '{"placement":"Header","size":"728x90","pricePerMonth":40,"currency":"usd"}',
      showAnalytics: false,
      requiresApproval: false,
      sponsoredLabel: false,
    } as Spot;
    expect(spotFormOf(spot)).toEqual({
      name: 'Header',
      description: 'Top',
      locationPath: '/HOME',
      sampleUrl: 'https://a.test',
      size: '728x90',
      placement: 'Header',
      pricePerMonth: '40',
      showAnalytics: false,
      requiresApproval: false,
      sponsoredLabel: false,
    });
    // A stored size the rule refuses (old data) reads as none: the form offers the default size.
    expect(spotFormOf({ ...spot, productJson: '{"size":"0x0","pricePerMonth":40}' }).size).toBe(
      EMPTY_SPOT_FORM.size,
    );
    // A product of another shape, or with a price the rule refuses, reads as unpriced: the form asks for
    // a price before it can be saved (nothing is free), and then can be.
    for (const productJson of [
      '{"size":"300x250","price":10}',
      '{"size":"300x250","pricePerMonth":0}',
      '{"size":"300x250","pricePerMonth":"10"}',
      '{"size":"300x250","pricePerMonth":12,"currency":"EUR"}',
    ]) {
      const bare = spotFormOf({ ...spot, locationPath: '/', productJson });
      expect(bare).toMatchObject({ locationPath: '', size: '300x250', placement: '', pricePerMonth: '' });
      expect(spotFormProblems(bare)).toEqual({ pricePerMonth: PRICE_RULE_TEXT });
      expect(spotFormProblems({ ...bare, pricePerMonth: '12' })).toEqual({});
    }
  });

  it("maps the server's validation_failed details to the form's fields", () => {
    expect(
      serverFieldProblems([
        { field: 'sampleUrl', message: 'The address must start with https:// or http://.' },
        { field: 'productJson', message: 'Must be a JSON object.' },
        { field: 'productJson.size', message: SPOT_SIZE_RULE_TEXT },
        { field: 'productJson.pricePerMonth', message: 'The monthly price must be at least $1.00.' },
        { field: 'productJson.currency', message: 'Prices are in US dollars (USD).' },
        { field: 'status', message: 'is not allowed' },
        { field: 'name', message: 'first' },
        { field: 'name', message: 'second' },
        'junk',
        null,
      ]),
    ).toEqual({
      sampleUrl: 'The address must start with https:// or http://.',
      size: 'Must be a JSON object.',
      pricePerMonth: 'The monthly price must be at least $1.00.',
      name: 'first',
    });
    expect(
      serverFieldProblems([{ field: 'productJson.currency', message: 'Prices are in US dollars (USD).' }]),
    ).toEqual({ pricePerMonth: 'Prices are in US dollars (USD).' });
    expect(serverFieldProblems([{ field: 'productJson.size', message: SPOT_SIZE_RULE_TEXT }])).toEqual({
      size: SPOT_SIZE_RULE_TEXT,
    });
    expect(serverFieldProblems(undefined)).toEqual({});
    expect(serverFieldProblems({ capacity: 4 })).toEqual({});
  });
});
