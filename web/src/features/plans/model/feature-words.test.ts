import { FEATURE } from '@sponsorspot/contract/plans';
import { describe, expect, it } from 'vitest';
import { featureList, featureWords, includedBy } from './feature-words';

describe('featureList: the plan in words, never claim values', () => {
  it.each<[string, string[], string[]]>([
    ['Free', [], ['Up to 4 spots', 'Up to 4 reservations']],
    ['Basic', [FEATURE.basic], ['Up to 10 spots', 'Up to 10 reservations']],
    [
      'Pro, the HTML download included',
      [FEATURE.pro, FEATURE.downloadHtml],
      ['Up to 50 spots', 'Up to 50 reservations', 'HTML download (included in Pro)'],
    ],
    [
      'Enterprise',
      [FEATURE.enterprise, FEATURE.downloadHtml],
      ['Unlimited spots', 'Unlimited reservations', 'HTML download (included in Enterprise)'],
    ],
    [
      'Basic with add-ons',
      [
        FEATURE.basic,
        FEATURE.downloadHtml,
        FEATURE.extraListings10,
        FEATURE.extraListings10,
        FEATURE.extraReservations10,
      ],
      [
        'Up to 30 spots',
        'Up to 20 reservations',
        'HTML download (add-on)',
        '10 extra spots (add-on) × 2',
        '10 extra reservations (add-on)',
      ],
    ],
  ])('%s', (_name, features, words) => {
    const list = featureList(features);
    expect(list).toEqual(words);
    for (const line of list) expect(line).not.toMatch(/SubscriptionLevel\.|Download\.HTML|AddOn\./);
  });
});

describe('featureWords and includedBy', () => {
  it('words every known Feature value, and the last part of one it does not know', () => {
    for (const feature of Object.values(FEATURE)) expect(featureWords(feature)).not.toContain('.');
    expect(featureWords(FEATURE.downloadHtml)).toBe('HTML download');
    expect(featureWords('AddOn.Insights')).toBe('Insights');
  });

  it('an add-on the plan includes is included, not for sale', () => {
    expect(includedBy(FEATURE.downloadHtml, 'Pro')).toBe('Pro');
    expect(includedBy(FEATURE.downloadHtml, 'Enterprise')).toBe('Enterprise');
    expect(includedBy(FEATURE.downloadHtml, 'Basic')).toBeNull();
    expect(includedBy(FEATURE.extraListings10, 'Enterprise')).toBeNull();
  });
});
