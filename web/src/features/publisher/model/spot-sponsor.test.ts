import { EntityStatus, SpotStatus } from '@sponsorspot/contract/constants';
import type { PublisherSpot } from '@sponsorspot/contract/publisher';
import { describe, expect, it } from 'vitest';
import { sponsorLineOf } from './spot-sponsor';

type Parts = Pick<PublisherSpot, 'sponsor' | 'heldBy' | 'snapshot' | 'bookings'>;

const NOW = Date.parse('2026-11-22T10:00:00.000Z');

function spot(
  contentStatus: EntityStatus | null,
  sponsor: Parts['sponsor'],
  heldBy: Parts['heldBy'] = null,
  bookings: Parts['bookings'] = [],
): Parts {
  return {
    sponsor,
    heldBy,
    bookings,
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
    expect(sponsorLineOf(spot(EntityStatus.Active, lumen), NOW)).toEqual({
      name: 'Lumen Cloud',
      note: null,
      heldUntil: null,
      endsAt: null,
      runsUntil: null,
    });
  });

  it('says when an unreserved reservation comes off: it runs until the end of its paid period', () => {
    const endsAt = '2026-12-27T10:00:00.000Z';
    expect(sponsorLineOf(spot(EntityStatus.Active, { ...lumen, endsAt }), NOW)).toEqual({
      name: 'Lumen Cloud',
      note: null,
      heldUntil: null,
      endsAt,
      runsUntil: null,
    });
  });

  it('says when a fixed flight comes off: the running booking’s end, unless the sponsor unreserved', () => {
    const end = '2027-01-22T00:00:00.000Z';
    const fixed = [{ startsAt: null, endsAt: end }];
    expect(sponsorLineOf(spot(EntityStatus.Active, lumen, null, fixed), NOW)).toMatchObject({
      endsAt: null,
      runsUntil: end,
    });
    // A flight that started on its booked day counts as running too.
    const started = [{ startsAt: '2026-11-20T00:00:00.000Z', endsAt: end }];
    expect(sponsorLineOf(spot(EntityStatus.Active, lumen, null, started), NOW)?.runsUntil).toBe(end);
    // Renewing (no end), or only a booking ahead: no fixed end.
    const renewing = [{ startsAt: null, endsAt: null }];
    expect(sponsorLineOf(spot(EntityStatus.Active, lumen, null, renewing), NOW)?.runsUntil).toBeNull();
    const ahead = [{ startsAt: '2027-01-01T00:00:00.000Z', endsAt: '2027-02-01T00:00:00.000Z' }];
    expect(sponsorLineOf(spot(EntityStatus.Active, lumen, null, ahead), NOW)?.runsUntil).toBeNull();
    // Unreserved, its paid period's end is the one said.
    const endsAt = '2026-12-27T10:00:00.000Z';
    expect(sponsorLineOf(spot(EntityStatus.Active, { ...lumen, endsAt }, null, fixed), NOW)).toMatchObject({
      endsAt,
      runsUntil: null,
    });
  });

  it('says why a current content does not run: its status first, then the sponsor’s', () => {
    expect(sponsorLineOf(spot(EntityStatus.Pending, lumen), NOW)?.note).toBe('waiting for your approval');
    expect(sponsorLineOf(spot(EntityStatus.Disabled, lumen), NOW)?.note).toBe('reservation ended');
    const disabled = { ...lumen, status: EntityStatus.Disabled };
    expect(sponsorLineOf(spot(EntityStatus.Active, disabled), NOW)?.note).toBe('sponsor account not active');
  });

  it('says the decal does not run while its spot is back in draft or disabled', () => {
    const draft = spot(EntityStatus.Active, lumen);
    draft.snapshot = { ...draft.snapshot, spotStatus: SpotStatus.Draft };
    expect(sponsorLineOf(draft, NOW)?.note).toBe('not running while the spot is a draft');
    const disabled = spot(EntityStatus.Active, lumen);
    disabled.snapshot = { ...disabled.snapshot, spotStatus: SpotStatus.Disabled };
    expect(sponsorLineOf(disabled, NOW)?.note).toBe('not running while the spot is disabled');
  });

  it('names the sponsor whose checkout holds an available spot, with the hold’s end', () => {
    const until = '2026-11-22T10:25:00.000Z';
    expect(sponsorLineOf(spot(null, null, { ...lumen, until }), NOW)).toEqual({
      name: 'Lumen Cloud',
      note: 'checkout open: held',
      heldUntil: until,
      endsAt: null,
      runsUntil: null,
    });
  });

  it('is null for a spot nobody sponsors or holds', () => {
    expect(sponsorLineOf(spot(null, null), NOW)).toBeNull();
  });
});
