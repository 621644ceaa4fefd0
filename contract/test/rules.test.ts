// The plain rules every side shares: web addresses, ids, the Feature claim, the profile, a spot's price and
// size, and one-line text (a link, its title, a spot's name and sample URL).
import { describe, expect, it } from 'vitest';
import { featureClaim, featuresOfClaim } from '../src/claims.js';
import { DECAL_UPLOAD, linkTitleProblem, linkUrlProblem } from '../src/content-rules.js';
import { PLAN_LEVELS } from '../src/plans.js';
import { isProfileWebsite } from '../src/profile-rules.js';
import { SubscriptionLevel } from '../src/scenario.js';
import { EntityStatus } from '../src/constants.js';
import {
  PRICE_LIMITS,
  SPOT_CURRENCY,
  SPOT_SIZES,
  SPOT_SIZE_LIMITS,
  SPOT_SIZE_RULE_TEXT,
  currencyProblem,
  idFromText,
  parseSpotProduct,
  priceProblem,
  productSizeProblem,
  publishProblems,
  sampleUrlProblem,
  spotNameProblem,
  spotSizeOf,
  spotSizeProblem,
} from '../src/rules.js';
import { CONTROL_CHARACTER_RULE, hasControlCharacter } from '../src/text-rules.js';
import { httpUrlOf, readHttpUrl } from '../src/urls.js';

describe('readHttpUrl and httpUrlOf', () => {
  it('read an absolute http(s) URL', () => {
    expect((readHttpUrl('https://example.com/a?b=1') as URL).hostname).toBe('example.com');
    expect(httpUrlOf('http://localhost:8080')?.origin).toBe('http://localhost:8080');
  });

  it('say why a text is not one', () => {
    expect(readHttpUrl('example.com/page')).toBe('not_a_url');
    expect(readHttpUrl('http://')).toBe('not_a_url');
    // A space in the host, which Chromium's parser would take: the same refusal on every side.
    expect(readHttpUrl('https://exa mple.com/offer')).toBe('not_a_url');
    expect(readHttpUrl('https://user@exa\tmple.com')).toBe('not_a_url');
    expect((readHttpUrl('https://example.com/a b?q=one two') as URL).hostname).toBe('example.com');
    expect(readHttpUrl('javascript:alert(1)')).toBe('not_http');
    expect(readHttpUrl('ftp://example.com')).toBe('not_http');
    expect(httpUrlOf('mailto:a@b.c')).toBeNull();
    expect(httpUrlOf('')).toBeNull();
    expect(httpUrlOf(undefined)).toBeNull();
  });
});

describe('idFromText', () => {
  it.each([
    ['1', 1],
    ['42', 42],
    ['2147483647', 2_147_483_647],
  ])('reads %s', (text, id) => expect(idFromText(text)).toBe(id));

  it.each(['0', '-3', '012', '1.5', '1e3', '2147483648', '99999999999', ' 12', '', null, undefined])(
    'refuses %s',
    (text) => expect(idFromText(text)).toBeNull(),
  );
});

describe('the Feature claim', () => {
  it('round-trips a list', () => {
    const features = ['SubscriptionLevel.Pro', 'Download.HTML'];
    expect(featuresOfClaim(featureClaim(features))).toEqual(features);
  });

  it('reads several strings, trims and keeps each feature once', () => {
    expect(featuresOfClaim(['A; B', 'B;C ;', 7])).toEqual(['A', 'B', 'C']);
    expect(featuresOfClaim(undefined)).toEqual([]);
  });
});

describe('the plan levels', () => {
  it('are the values of the SubscriptionLevel schema, in order', () => {
    expect(SubscriptionLevel.anyOf.map((literal) => literal.const)).toEqual([...PLAN_LEVELS]);
  });
});

describe('isProfileWebsite', () => {
  it.each(['', 'https://example.com', 'http://example.com/me'])('takes %j', (text) =>
    expect(isProfileWebsite(text)).toBe(true),
  );
  it.each([
    'example.com',
    'https://exa mple.com',
    'HTTPS://example.com',
    'ftp://example.com',
    'https://\u0007x',
  ])('refuses %j', (text) => expect(isProfileWebsite(text)).toBe(false));
});

describe('the price rule', () => {
  it('states its limits and currency', () => {
    expect(PRICE_LIMITS).toEqual({ min: 1, max: 100_000 });
    expect(SPOT_CURRENCY).toBe('usd');
  });

  it.each([1, 1.5, 19.99, 25.5, 0.1 + 0.2 + 0.7, 99_999.99, 100_000])('accepts %j', (price) => {
    expect(priceProblem(price)).toBeNull();
  });

  it.each([
    ['"10"', '10', /must be a number of US dollars from \$1\.00 to \$100,000\.00/],
    ['null', null, /must be a number/],
    ['undefined', undefined, /must be a number/],
    ['true', true, /must be a number/],
    ['an object', { amount: 10 }, /must be a number/],
    ['NaN', Number.NaN, /must be a number/],
    ['Infinity', Number.POSITIVE_INFINITY, /must be a number/],
    ['-Infinity', Number.NEGATIVE_INFINITY, /must be a number/],
    ['-5', -5, /at least \$1\.00/],
    ['0', 0, /at least \$1\.00/],
    ['-0', -0, /at least \$1\.00/],
    ['0.5', 0.5, /at least \$1\.00/],
    ['0.001', 0.001, /at least \$1\.00/],
    ['0.999', 0.999, /at least \$1\.00/],
    ['1e308', 1e308, /at most \$100,000\.00/],
    ['100000.01', 100_000.01, /at most \$100,000\.00/],
    ['1.001', 1.001, /whole cents/],
    ['19.995', 19.995, /whole cents/],
    ['25.5000001', 25.5000001, /whole cents/],
  ])('refuses %s', (_, price, message) => {
    expect(priceProblem(price)).toMatch(message);
  });

  it('takes the currency absent or usd in any case, and nothing else', () => {
    for (const currency of [undefined, 'usd', 'USD', 'Usd']) expect(currencyProblem(currency)).toBeNull();
    for (const currency of ['EUR', 'eur', 'us dollars', '', null, 1])
      expect(currencyProblem(currency)).toBe('Prices are in US dollars (USD).');
  });
});

describe('parseSpotProduct', () => {
  const product = (fields: object) => parseSpotProduct(JSON.stringify(fields));

  it('reads the size, the placement and a valid price in US dollars', () => {
    expect(product({ placement: 'sidebar', size: '300x250', pricePerMonth: 19.99, currency: 'USD' })).toEqual(
      {
        placement: 'sidebar',
        width: 300,
        height: 250,
        pricePerMonth: 19.99,
        currency: 'USD',
      },
    );
    expect(product({ pricePerMonth: 100_000 })).toMatchObject({ pricePerMonth: 100_000, currency: null });
  });

  it.each([['10'], [-5], [null], [0], [0.5], [0.001], [1e308], [100_000.01], [1.001]])(
    'answers no price for %j',
    (pricePerMonth) => {
      expect(product({ size: '300x250', pricePerMonth, currency: 'usd' })).toMatchObject({
        width: 300,
        pricePerMonth: null,
      });
    },
  );

  it('answers no price for one in another currency, or none at all', () => {
    expect(product({ pricePerMonth: 25, currency: 'EUR' })).toMatchObject({
      pricePerMonth: null,
      currency: 'EUR',
    });
    expect(product({ pricePerMonth: 25, currency: null }).pricePerMonth).toBeNull();
    expect(product({ size: '300x250', price: 10 }).pricePerMonth).toBeNull();
    // NaN and Infinity are not JSON: they come through as null.
    expect(product({ pricePerMonth: Number.NaN }).pricePerMonth).toBeNull();
    expect(parseSpotProduct('{"pricePerMonth":1e999}').pricePerMonth).toBeNull();
    expect(parseSpotProduct('not json').pricePerMonth).toBeNull();
    expect(parseSpotProduct('[25]').pricePerMonth).toBeNull();
  });
});

describe('the size rule', () => {
  it('has the limits of a decal upload and says them', () => {
    expect(SPOT_SIZE_LIMITS).toEqual({
      min: 1,
      maxWidth: DECAL_UPLOAD.maxWidth,
      maxHeight: DECAL_UPLOAD.maxHeight,
    });
    expect(SPOT_SIZE_RULE_TEXT).toBe(
      'The size must be width x height in whole pixels, such as 300x250: a width from 1 to 4096 and a height from 1 to 4096.',
    );
  });

  it.each([
    ['1x1', 1, 1],
    ['300x250', 300, 250],
    ['970x250', 970, 250],
    ['4096x4096', 4096, 4096],
    ['4096x1', 4096, 1],
  ])('accepts %s', (size, width, height) => {
    expect(spotSizeOf(size)).toEqual({ width, height });
    expect(spotSizeProblem(size)).toBeNull();
  });

  it('accepts every size the app offers', () => {
    for (const { size } of SPOT_SIZES) expect(spotSizeProblem(size)).toBeNull();
  });

  it.each([
    '0x0',
    '0x250',
    '300x0',
    '-1x-1',
    '4097x250',
    '300x4097',
    '99999x99999',
    `1${'0'.repeat(400)}x1`,
    '0300x250',
    '300×250',
    '300X250',
    '300 x 250',
    ' 300x250',
    '300x250\n',
    '300.5x250',
    '<b>300x250</b>',
    '300x250"><script>',
    'x',
    '',
    null,
    undefined,
    300,
    { width: 300, height: 250 },
  ])('refuses %j', (size) => {
    expect(spotSizeOf(size)).toBeNull();
    expect(spotSizeProblem(size)).toBe(SPOT_SIZE_RULE_TEXT);
  });

  it('checks a product’s size key, whatever its value, and nothing else', () => {
    expect(productSizeProblem('{"size":"300x250"}')).toBeNull();
    expect(productSizeProblem('{"pricePerMonth":25}')).toBeNull();
    expect(productSizeProblem('not json')).toBeNull();
    for (const productJson of ['{"size":"0x0"}', '{"size":null}', '{"size":"99999x99999"}'])
      expect(productSizeProblem(productJson)).toBe(SPOT_SIZE_RULE_TEXT);
  });

  it('is how parseSpotProduct reads a size: one the rule refuses is none', () => {
    expect(parseSpotProduct('{"size":"4096x90"}')).toMatchObject({ width: 4096, height: 90 });
    for (const size of ['0x0', '9999x9999', '0300x250'])
      expect(parseSpotProduct(JSON.stringify({ size }))).toMatchObject({ width: null, height: null });
  });
});

describe('one-line text', () => {
  it.each(['\r\n', '\n', '\r', '\t', '\u0000', '\u001b', '\u007f', '\u0085'])(
    'refuses the control character %j in a link, a title, a spot name and a sample URL',
    (control) => {
      expect(hasControlCharacter(`a${control}b`)).toBe(true);
      expect(linkUrlProblem(`https://shop.example/${control}x`)).toBe(CONTROL_CHARACTER_RULE);
      expect(linkTitleProblem(`Fresh${control}coffee`)).toBe(CONTROL_CHARACTER_RULE);
      expect(spotNameProblem(`Side${control}rail`)).toBe(`The name ${CONTROL_CHARACTER_RULE}.`);
      expect(sampleUrlProblem(`https://shop.example/${control}x`)).toBe(
        `The address ${CONTROL_CHARACTER_RULE}.`,
      );
    },
  );

  it('keeps spaces, punctuation and any script', () => {
    for (const text of ['Fresh coffee — café  ☕', 'Ζεφύρ', ''])
      expect([hasControlCharacter(text), linkTitleProblem(text), spotNameProblem(text)]).toEqual([
        false,
        null,
        null,
      ]);
    expect(linkUrlProblem('https://shop.example/a%0D%0Ab?q=one two')).toBeNull();
  });
});

describe('publishProblems', () => {
  const ready = {
    publisherStatus: EntityStatus.Active,
    name: 'Sidebar',
    sampleUrl: 'https://example.com/blog',
    productJson: '{"size":"300x250","pricePerMonth":25,"currency":"usd"}',
  };

  it('finds nothing missing on a spot with a name, a sample URL and a valid price', () => {
    expect(publishProblems(ready)).toEqual([]);
  });

  it('needs a valid monthly price', () => {
    for (const productJson of [
      '{}',
      '{"pricePerMonth":0}',
      '{"pricePerMonth":"10"}',
      '{"pricePerMonth":25,"currency":"eur"}',
    ])
      expect(publishProblems({ ...ready, productJson })).toEqual(['pricePerMonth']);
  });

  it('names every requirement missing, in order', () => {
    expect(
      publishProblems({ publisherStatus: EntityStatus.Pending, name: ' ', sampleUrl: '', productJson: '{}' }),
    ).toEqual(['publisher', 'name', 'sampleUrl', 'pricePerMonth']);
  });
});
