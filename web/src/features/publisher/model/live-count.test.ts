import { EntityStatus, SpotStatus } from '@sponsorspot/contract/constants';
import type { PublisherSpot } from '@sponsorspot/contract/publisher';
import { describe, expect, it } from 'vitest';
import { liveSpotCountOf } from './live-count';

function spot(id: number, contentStatus: EntityStatus | null): PublisherSpot {
  return {
    id,
    publisherId: 1,
    publisherName: 'Bramble Garden Club',
    name: `Spot ${id}`,
    description: '',
    locationPath: '/',
    productJson: '{}',
    status: SpotStatus.Published,
    sampleUrl: 'https://bramble.test',
    currentSpotContentId: contentStatus === null ? null : id,
    currentSpotContent: null,
    sponsor: null,
    heldBy: null,
    heldUntil: null,
    showAnalytics: true,
    requiresApproval: true,
    sponsoredLabel: true,
    snapshot: {
      snapshotDate: '2026-11-22T10:00:00.000Z',
      spotId: id,
      spotStatus: SpotStatus.Published,
      publisherId: 1,
      publisherStatus: EntityStatus.Active,
      currentSpotContentId: contentStatus === null ? null : id,
      currentSpotContentStatus: contentStatus,
      currentSpotContentSponsorId: contentStatus === null ? null : 3,
      currentSpotContentSponsorStatus: contentStatus === null ? null : EntityStatus.Active,
      currentSpotContentSubscriptionId: null,
      currentSpotContentSubscriptionStatus: null,
    },
  };
}

const page = (spots: PublisherSpot[], totalCount = spots.length) => ({
  totalCount,
  pageNumber: 1,
  pageSize: 100,
  searchText: '',
  spots,
});

describe('liveSpotCountOf', () => {
  it('counts the spots whose snapshot is live: Active content, not Pending or none', () => {
    const result = page([spot(1, EntityStatus.Active), spot(2, EntityStatus.Pending), spot(3, null)]);
    expect(liveSpotCountOf(result)).toEqual({ live: 1, complete: true });
  });

  it('says when the page held only part of the published spots', () => {
    expect(liveSpotCountOf(page([spot(1, EntityStatus.Active)], 101))).toEqual({ live: 1, complete: false });
  });
});
