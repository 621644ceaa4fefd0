import type { Spot } from '@sponsorspot/contract/sponsor';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_SPOT_FORM,
  locationPathPreview,
  parsePrice,
  serverFieldProblems,
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

  it('finds nothing wrong with valid values', () => {
    expect(spotFormProblems(valid)).toEqual({});
  });

  it('names every problem at its field', () => {
    expect(
      spotFormProblems({
        ...valid,
        name: '  ',
        sampleUrl: 'example.com',
        size: '1x1',
        pricePerMonth: '-3',
        description: 'x'.repeat(4001),
      }),
    ).toEqual({
      name: expect.stringMatching(/name/),
      sampleUrl: 'Enter a full address, such as https://example.com/page.',
      size: expect.any(String),
      pricePerMonth: expect.stringMatching(/price/),
      description: 'Use at most 4000 characters.',
    });
    expect(spotFormProblems({ ...valid, sampleUrl: 'ftp://x.test/a' }).sampleUrl).toMatch(/https:\/\//);
    expect(spotFormProblems({ ...valid, sampleUrl: '' }).sampleUrl).toBeUndefined();
  });

  it.each([
    ['0', 0],
    ['25', 25],
    ['25.5', 25.5],
    [' 9.99 ', 9.99],
    ['', null],
    ['1e3', null],
    ['-1', null],
    ['2.555', null],
    ['abc', null],
  ])('reads the price %j as %j', (text, price) => {
    expect(parsePrice(text)).toBe(price);
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
    });
    expect(spotFieldsOf({ ...valid, showAnalytics: false }).showAnalytics).toBe(false);
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
    });
    // A seeded product of another shape, and the default path, still give a form that can be saved.
    const bare = spotFormOf({ ...spot, locationPath: '/', productJson: '{"size":"300x250","price":10}' });
    expect(bare).toMatchObject({ locationPath: '', size: '300x250', placement: '', pricePerMonth: '0' });
    expect(spotFormProblems(bare)).toEqual({});
  });

  it("maps the server's validation_failed details to the form's fields", () => {
    expect(
      serverFieldProblems([
        { field: 'sampleUrl', message: 'The address must start with https:// or http://.' },
        { field: 'productJson', message: 'Must be a JSON object.' },
        { field: 'status', message: 'is not allowed' },
        { field: 'name', message: 'first' },
        { field: 'name', message: 'second' },
        'junk',
        null,
      ]),
    ).toEqual({
      sampleUrl: 'The address must start with https:// or http://.',
      size: 'Must be a JSON object.',
      name: 'first',
    });
    expect(serverFieldProblems(undefined)).toEqual({});
    expect(serverFieldProblems({ capacity: 4 })).toEqual({});
  });
});
