// A scenario's flights (contract/scenario.ts ScenarioSpotContent flight; contract/flight-rules.ts), written
// once its rows are in: a booking ahead starts at 00:00 UTC of a day after the reset's, its own subscription's
// first month beginning then; a fixed flight ends a whole number of months after its start (a running one's
// start being its subscription's period start), as the reservation service would have stored them.
import type { Statement } from 'better-sqlite3';
import { dayOf, flightEnd, startOfDay } from '@sponsorspot/contract/flight-rules';
import { periodEnd } from '@sponsorspot/contract/plans';
import type { ScenarioSpotContent } from '@sponsorspot/contract/scenario';
import type { Db } from '../db/connection.js';

const DAY_MS = 86_400_000;

export class SeededFlights {
  private readonly setFlight: Statement<{ id: number; startsAt: string | null; endsAt: string | null }>;
  private readonly periodOf: Statement<{ id: number }, { id: number; period_start: string | null }>;
  private readonly movePeriod: Statement<{ id: number; start: string; end: string }>;

  constructor(db: Db) {
    this.setFlight = db.prepare(
      'UPDATE spot_contents SET starts_at = @startsAt, ends_at = @endsAt WHERE id = @id',
    );
    this.periodOf = db.prepare(`SELECT sub.id, sub.period_start FROM spot_contents c
      JOIN subscriptions sub ON sub.id = c.subscription_id AND sub.spot_content_id = c.id WHERE c.id = @id`);
    this.movePeriod = db.prepare(
      'UPDATE subscriptions SET period_start = @start, period_end = @end WHERE id = @id',
    );
  }

  /** Inside the reset's transaction, after the contents and subscriptions are in. */
  apply(contents: readonly ScenarioSpotContent[], nowMs: number): void {
    for (const content of contents) {
      if (!content.flight) continue;
      const { startsInDays, months } = content.flight;
      const paid = this.periodOf.get({ id: content.id });
      let start: number | null = null;
      if (startsInDays !== undefined) {
        start = startOfDay(dayOf(nowMs)) + startsInDays * DAY_MS;
        if (paid)
          this.movePeriod.run({
            id: paid.id,
            start: new Date(start).toISOString(),
            end: periodEnd(new Date(start), 'month').toISOString(),
          });
      }
      const from = start ?? (paid?.period_start ? Date.parse(paid.period_start) : nowMs);
      this.setFlight.run({
        id: content.id,
        startsAt: start === null ? null : new Date(start).toISOString(),
        endsAt: months === undefined ? null : new Date(flightEnd(from, months)).toISOString(),
      });
    }
  }
}
