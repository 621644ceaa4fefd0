// Who sponsors a spot, as the publisher's list says it (contract PublisherSpot): the sponsor of the current
// content with what keeps it from running (or, unreserved or on a fixed flight, when it comes off), or the
// sponsor whose open checkout holds the spot. Pure.
import { EntityStatus, SpotStatus } from '@sponsorspot/contract/constants';
import type { Booking } from '@sponsorspot/contract/flight-rules';
import type { PublisherSpot } from '@sponsorspot/contract/publisher';

export interface SpotSponsorLine {
  name: string;
  /** Why the sponsor's decal does not run (or what the hold means); null while it runs. */
  note: string | null;
  /** A hold's end (ISO), for the screen to show in the reader's time. */
  heldUntil: string | null;
  /**
   * When an unreserved reservation comes off (ISO: the end of the period its sponsor paid for; the decal runs
   * until then), for the screen to show as "Ends …"; null while it renews.
   */
  endsAt: string | null;
  /** A fixed flight's end (ISO, a UTC day's start): it runs until then and is not renewed; null otherwise. */
  runsUntil: string | null;
}

/** The end of the flight running now (started, or with no start), when it has one. */
function runningFlightEnd(bookings: readonly Booking[], nowMs: number): string | null {
  const running = bookings.find(
    (booking) => booking.startsAt === null || Date.parse(booking.startsAt) <= nowMs,
  );
  return running?.endsAt ?? null;
}

const CONTENT_NOTE: Record<EntityStatus, string | null> = {
  [EntityStatus.Created]: 'order started',
  // The current content is Pending only when paid and waiting for the publisher's approval (a checkout's
  // hold is heldBy, with no current content): "Decals to review" on /publisher decides it.
  [EntityStatus.Pending]: 'waiting for your approval',
  [EntityStatus.Active]: null,
  [EntityStatus.Disabled]: 'reservation ended',
};

/** Why a sponsor's decal does not run on a spot that is not published (its embed answers nothing). */
const SPOT_NOTE: Record<SpotStatus, string | null> = {
  [SpotStatus.Created]: 'not running: the spot is not published',
  [SpotStatus.Draft]: 'not running while the spot is a draft',
  [SpotStatus.Published]: null,
  [SpotStatus.Disabled]: 'not running while the spot is disabled',
};

/** Null when nobody sponsors or holds the spot; `nowMs` tells a flight running from one booked ahead. */
export function sponsorLineOf(
  spot: Pick<PublisherSpot, 'sponsor' | 'heldBy' | 'snapshot' | 'bookings'>,
  nowMs: number,
): SpotSponsorLine | null {
  if (spot.sponsor) {
    const contentStatus = spot.snapshot.currentSpotContentStatus;
    const contentNote = contentStatus === null ? null : CONTENT_NOTE[contentStatus];
    const sponsorNote = spot.sponsor.status === EntityStatus.Active ? null : 'sponsor account not active';
    const spotNote = SPOT_NOTE[spot.snapshot.spotStatus];
    const endsAt = spot.sponsor.endsAt ?? null;
    return {
      name: spot.sponsor.name,
      note: contentNote ?? sponsorNote ?? spotNote,
      heldUntil: null,
      endsAt,
      // Unreserved, its end is endsAt's; else a running flight with an end is a fixed one.
      runsUntil: endsAt === null ? runningFlightEnd(spot.bookings ?? [], nowMs) : null,
    };
  }
  if (spot.heldBy)
    return {
      name: spot.heldBy.name,
      note: 'checkout open: held',
      heldUntil: spot.heldBy.until,
      endsAt: null,
      runsUntil: null,
    };
  return null;
}
