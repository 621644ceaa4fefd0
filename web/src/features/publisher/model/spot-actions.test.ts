import { SpotStatus } from '@sponsorspot/contract/constants';
import type { Spot } from '@sponsorspot/contract/sponsor';
import { describe, expect, it } from 'vitest';
import { isListedInMarketplace, publishRequirementsOf, statusActions, statusFilterOf } from './spot-actions';

const labels = (status: SpotStatus) => statusActions(status).map((action) => `${action.label}→${action.to}`);

describe('status actions (contract/rules.ts SPOT_TRANSITIONS)', () => {
  it('offers only the allowed transitions', () => {
    expect(labels(SpotStatus.Created)).toEqual(['Move to draft→1']);
    expect(labels(SpotStatus.Draft)).toEqual(['Publish→2']);
    expect(labels(SpotStatus.Published)).toEqual(['Disable→3', 'Back to draft→1']);
    expect(labels(SpotStatus.Disabled)).toEqual(['Publish→2', 'Back to draft→1']);
  });

  it('lists a spot in the marketplace only when published by an active publisher', () => {
    const spot = (status: SpotStatus, publisherStatus: 0 | 1 | 2 | 3) =>
      ({ status, snapshot: { publisherStatus } }) as Spot;
    expect(isListedInMarketplace(spot(SpotStatus.Published, 2))).toBe(true);
    expect(isListedInMarketplace(spot(SpotStatus.Published, 1))).toBe(false);
    expect(isListedInMarketplace(spot(SpotStatus.Draft, 2))).toBe(false);
    expect(isListedInMarketplace(spot(SpotStatus.Disabled, 2))).toBe(false);
  });

  it('reads the status filter of the URL', () => {
    expect(statusFilterOf('published')).toBe(SpotStatus.Published);
    expect(statusFilterOf('created')).toBe(SpotStatus.Created);
    expect(statusFilterOf(null)).toBeNull();
    expect(statusFilterOf('Published')).toBeNull();
    expect(statusFilterOf('2')).toBeNull();
  });
});

describe('publish requirements of a not_publishable answer', () => {
  it('reads the known requirements of details.missing', () => {
    expect(publishRequirementsOf({ missing: ['sampleUrl', 'publisher'] })).toEqual([
      'publisher',
      'sampleUrl',
    ]);
    expect(publishRequirementsOf({ missing: ['name', 'colour', 3] })).toEqual(['name']);
    expect(publishRequirementsOf({ missing: ['pricePerMonth', 'sampleUrl'] })).toEqual([
      'sampleUrl',
      'pricePerMonth',
    ]);
    expect(publishRequirementsOf({ missing: 'name' })).toEqual([]);
    expect(publishRequirementsOf(null)).toEqual([]);
    expect(publishRequirementsOf(undefined)).toEqual([]);
  });
});
