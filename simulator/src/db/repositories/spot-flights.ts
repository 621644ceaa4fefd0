// The flights of spot_contents (027_flights.sql; contract/flight-rules.ts): the periods each spot is taken
// for, a flight's dates, and the reservations booked ahead whose day came or fixed flights whose end did.
// The reservation service reads and writes them inside its immediate transactions.
import type { Statement } from 'better-sqlite3';
import { EntityStatus } from '@sponsorspot/contract/constants';
import type { Booking } from '@sponsorspot/contract/flight-rules';
import type { Db } from '../connection.js';

// A content takes its spot while it is reserved (Active, or Pending without a hold: paid and waiting for its
// first approval) or while a checkout holds it (Pending until held_until).
const TAKES_SPOT = `(c.status = ${EntityStatus.Active} OR (c.status = ${EntityStatus.Pending}
  AND (c.held_until IS NULL OR c.held_until > @now)))`;

// A reserved content (not a checkout's hold).
const RESERVED = `(c.status = ${EntityStatus.Active} OR (c.status = ${EntityStatus.Pending} AND c.held_until IS NULL))`;

interface BookingRow {
  id: number;
  starts_at: string | null;
  ends_at: string | null;
}

export class SpotFlightRepository {
  private readonly takenStatement: Statement<{ spotId: number; now: string }, BookingRow>;
  private readonly setStatement: Statement<{ id: number; startsAt: string | null; endsAt: string | null }>;
  private readonly startsDue: Statement<{ now: string }, number>;
  private readonly endsDue: Statement<{ now: string }, number>;

  constructor(db: Db) {
    // Each taking content's period: from its start (NULL: it runs or would run now) to its fixed end, else the
    // end of the period its own subscription stops at (unreserved), else no end (it renews). Periods over
    // by now are left out.
    this.takenStatement = db.prepare(`SELECT id, starts_at, ends_at FROM (
        SELECT c.id, c.starts_at,
          CASE WHEN c.ends_at IS NOT NULL THEN c.ends_at
               WHEN sub.spot_content_id = c.id AND sub.status = ${EntityStatus.Active}
                 AND sub.cancel_at_period_end = 1 THEN sub.period_end END AS ends_at
        FROM spot_contents c LEFT JOIN subscriptions sub ON sub.id = c.subscription_id
        WHERE c.spot_id = @spotId AND ${TAKES_SPOT})
      WHERE ends_at IS NULL OR ends_at > @now
      ORDER BY coalesce(starts_at, ''), id`);
    this.setStatement = db.prepare(
      'UPDATE spot_contents SET starts_at = @startsAt, ends_at = @endsAt WHERE id = @id',
    );
    this.startsDue = db
      .prepare<{ now: string }, number>(
        `SELECT c.id FROM spot_contents c JOIN spots s ON s.id = c.spot_id
         WHERE c.starts_at IS NOT NULL AND c.starts_at <= @now AND ${RESERVED}
           AND s.current_spot_content_id IS NOT c.id
         ORDER BY c.starts_at, c.id`,
      )
      .pluck();
    this.endsDue = db
      .prepare<{ now: string }, number>(
        `SELECT c.id FROM spot_contents c
         WHERE c.ends_at IS NOT NULL AND c.ends_at <= @now AND ${RESERVED} ORDER BY c.ends_at, c.id`,
      )
      .pluck();
  }

  /** The periods the spot is taken for from `now` on, earliest first; `except` (a content) left out. */
  bookings(spotId: number, now: Date, except: number | null = null): Booking[] {
    return this.takenStatement
      .all({ spotId, now: now.toISOString() })
      .filter((row) => row.id !== except)
      .map((row) => ({ startsAt: row.starts_at, endsAt: row.ends_at }));
  }

  /** The content's flight: its start when booked ahead, its end when fixed (null: now, and renews). */
  setFlight(id: number, startsAt: Date | null, endsAt: Date | null): void {
    this.setStatement.run({
      id,
      startsAt: startsAt?.toISOString() ?? null,
      endsAt: endsAt?.toISOString() ?? null,
    });
  }

  /** Reservations booked ahead whose start came by `now` and that are not their spot's current content yet. */
  startingBy(now: Date): number[] {
    return this.startsDue.all({ now: now.toISOString() });
  }

  /** Reservations whose fixed flight ended by `now` and that have not ended yet. */
  endingBy(now: Date): number[] {
    return this.endsDue.all({ now: now.toISOString() });
  }
}
