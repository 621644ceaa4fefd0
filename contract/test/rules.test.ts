// The plain rules every side shares: web addresses, ids, the Feature claim and the profile.
import { describe, expect, it } from 'vitest';
import { featureClaim, featuresOfClaim } from '../src/claims.js';
import { isProfileWebsite } from '../src/profile-rules.js';
import { idFromText } from '../src/rules.js';
import { httpUrlOf, readHttpUrl } from '../src/urls.js';

describe('readHttpUrl and httpUrlOf', () => {
  it('read an absolute http(s) URL', () => {
    expect((readHttpUrl('https://example.com/a?b=1') as URL).hostname).toBe('example.com');
    expect(httpUrlOf('http://localhost:8080')?.origin).toBe('http://localhost:8080');
  });

  it('say why a text is not one', () => {
    expect(readHttpUrl('example.com/page')).toBe('not_a_url');
    expect(readHttpUrl('http://')).toBe('not_a_url');
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
