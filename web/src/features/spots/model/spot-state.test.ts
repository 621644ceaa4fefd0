import type { SpotStatusSnapshot } from '@sponsorspot/contract/sponsor';
import { describe, expect, it } from 'vitest';
import { isSpotAvailable, isSpotLive, spotStateOf } from './spot-state';

type Status = 0 | 1 | 2 | 3;
const STATUSES: Status[] = [0, 1, 2, 3];
const CONTENT_STATUSES: (Status | null)[] = [null, 0, 1, 2, 3];

function snapshot(overrides: Partial<SpotStatusSnapshot>): SpotStatusSnapshot {
  return {
    snapshotDate: '2025-01-01T00:00:00.000Z',
    spotId: 7,
    spotStatus: 2,
    publisherId: 1,
    publisherStatus: 2,
    currentSpotContentId: 3,
    currentSpotContentStatus: 2,
    currentSpotContentSponsorId: 4,
    currentSpotContentSponsorStatus: 2,
    currentSpotContentSubscriptionId: null,
    currentSpotContentSubscriptionStatus: null,
    ...overrides,
  };
}

describe('live and available (contract/rules.ts), named cases', () => {
  it.each<[string, Partial<SpotStatusSnapshot>, 'live' | 'available' | 'reserved']>([
    ['published, active publisher, active content and sponsor', {}, 'live'],
    [
      'no current content',
      { currentSpotContentId: null, currentSpotContentStatus: null, currentSpotContentSponsorStatus: null },
      'available',
    ],
    ['content pending payment', { currentSpotContentStatus: 1 }, 'reserved'],
    ['content disabled', { currentSpotContentStatus: 3 }, 'reserved'],
    ['sponsor not active', { currentSpotContentSponsorStatus: 1 }, 'reserved'],
    ['spot in draft', { spotStatus: 1 }, 'reserved'],
    ['spot disabled, no content', { spotStatus: 3, currentSpotContentId: null }, 'reserved'],
    ['publisher pending, no content', { publisherStatus: 1, currentSpotContentId: null }, 'reserved'],
    ['publisher disabled', { publisherStatus: 3 }, 'reserved'],
    ['no spot in the snapshot', { spotId: 0 }, 'reserved'],
  ])('%s → %s', (_name, overrides, expected) => {
    expect(spotStateOf(snapshot(overrides))).toBe(expected);
  });

  it('a missing snapshot is neither live nor available', () => {
    expect(isSpotLive(null)).toBe(false);
    expect(isSpotLive(undefined)).toBe(false);
    expect(isSpotAvailable(null)).toBe(false);
    expect(spotStateOf(undefined)).toBe('reserved');
  });
});

describe('live and available over every field combination', () => {
  const cases: SpotStatusSnapshot[] = [];
  for (const spotId of [0, 7])
    for (const publisherStatus of STATUSES)
      for (const spotStatus of STATUSES)
        for (const currentSpotContentId of [null, 3])
          for (const currentSpotContentStatus of CONTENT_STATUSES)
            for (const currentSpotContentSponsorStatus of CONTENT_STATUSES)
              cases.push(
                snapshot({
                  spotId,
                  publisherStatus,
                  spotStatus,
                  currentSpotContentId,
                  currentSpotContentStatus,
                  currentSpotContentSponsorStatus,
                }),
              );

  it('covers 1,600 snapshots', () => expect(cases).toHaveLength(2 * 4 * 4 * 2 * 5 * 5));

  it('live exactly when every live condition holds', () => {
    for (const c of cases) {
      const expected =
        c.spotId > 0 &&
        c.publisherStatus === 2 &&
        c.spotStatus === 2 &&
        c.currentSpotContentId !== null &&
        c.currentSpotContentStatus === 2 &&
        c.currentSpotContentSponsorStatus === 2;
      expect(isSpotLive(c), JSON.stringify(c)).toBe(expected);
    }
  });

  it('available exactly when the publisher is active, the spot published and no content is current', () => {
    for (const c of cases) {
      const expected = c.publisherStatus === 2 && c.spotStatus === 2 && c.currentSpotContentId === null;
      expect(isSpotAvailable(c), JSON.stringify(c)).toBe(expected);
    }
  });

  it('never both live and available', () => {
    for (const c of cases) expect(isSpotLive(c) && isSpotAvailable(c)).toBe(false);
  });
});
