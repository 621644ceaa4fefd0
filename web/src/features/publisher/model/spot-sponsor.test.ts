import { EntityStatus } from '@sponsorspot/contract/constants';
import type { PublisherSpot } from '@sponsorspot/contract/publisher';
import { describe, expect, it } from 'vitest';
import { sponsorLineOf } from './spot-sponsor';

type Parts = Pick<PublisherSpot, 'sponsor' | 'heldBy' | 'snapshot'>;

function spot(
  contentStatus: EntityStatus | null,
  sponsor: Parts['sponsor'],
  heldBy: Parts['heldBy'] = null,
): Parts {
  return {
    sponsor,
    heldBy,
    snapshot: {
      snapshotDate: '2026-11-22T10:00:00.000Z',
      spotId: 1,
      spotStatus: 2,
      publisherId: 1,
      publisherStatus: EntityStatus.Active,
      currentSpotContentId: contentStatus === null ? null : 5,
      currentSpotContentStatus: contentStatus,
      currentSpotContentSponsorId: sponsor?.id ?? null,
      currentSpotContentSponsorStatus: sponsor?.status ?? null,
      currentSpotContentSubscriptionId: null,
      currentSpotContentSubscriptionStatus: null,
    },
  };
}

const lumen = { id: 7, name: 'Lumen Cloud', status: EntityStatus.Active };

describe('sponsorLineOf', () => {
  it('names the sponsor of a running decal without a note', () => {
    expect(sponsorLineOf(spot(EntityStatus.Active, lumen))).toEqual({
      name: 'Lumen Cloud',
      note: null,
      heldUntil: null,
      endsAt: null,
    });
  });

  it('says when an unreserved reservation comes off: it runs until the end of its paid period', () => {
    const endsAt = '2026-12-27T10:00:00.000Z';
    expect(sponsorLineOf(spot(EntityStatus.Active, { ...lumen, endsAt }))).toEqual({
      name: 'Lumen Cloud',
      note: null,
      heldUntil: null,
      endsAt,
    });
  });

  it('says why a current content does not run: its status first, then the sponsor’s', () => {
    expect(sponsorLineOf(spot(EntityStatus.Pending, lumen))?.note).toBe('waiting for your approval');
    expect(sponsorLineOf(spot(EntityStatus.Disabled, lumen))?.note).toBe('reservation ended');
    const disabled = { ...lumen, status: EntityStatus.Disabled };
    expect(sponsorLineOf(spot(EntityStatus.Active, disabled))?.note).toBe('sponsor account not active');
  });

  it('names the sponsor whose checkout holds an available spot, with the hold’s end', () => {
    const until = '2026-11-22T10:25:00.000Z';
    expect(sponsorLineOf(spot(null, null, { ...lumen, until }))).toEqual({
      name: 'Lumen Cloud',
      note: 'checkout open: held',
      heldUntil: until,
      endsAt: null,
    });
  });

  it('is null for a spot nobody sponsors or holds', () => {
    expect(sponsorLineOf(spot(null, null))).toBeNull();
  });
});
