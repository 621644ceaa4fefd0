// A scenario file's rows into the emptied tables, inside a reset's transaction (scenarios/reset.ts): its
// users, spots and contents with statements prepared once, then what is derived from them (live revisions,
// waiting reviews, payout accounts, earnings, the seeded states and the traffic history). A saved state
// skips all of it: it is its rows as they were (saved-state.ts).
import type { Statement } from 'better-sqlite3';
import { emailKey } from '@sponsorspot/contract/identity-rules';
import { EntityStatus } from '@sponsorspot/contract/constants';
import { SEEDED_TRAFFIC_DAYS, type ScenarioTraffic } from '@sponsorspot/contract/scenario';
import {
  PAYOUT_ARRIVAL_DAYS,
  PAYOUT_MINIMUM,
  PLATFORM_FEE_RATE,
  toCents,
} from '@sponsorspot/contract/earnings-rules';
import type { Db } from '../db/connection.js';
import { DERIVE_SEEDED_PAYOUTS, DERIVE_SEEDED_SPOT_INVOICES } from '../db/repositories/earnings.js';
import { DERIVE_SEEDED_PAYOUT_ACCOUNTS } from '../db/repositories/publishers.js';
import { seedPasswordHash } from '../domain/identity/passwords.js';
import { sha256 } from '../lib/secrets.js';
import type { LoadedScenario } from './catalog.js';
import { SeededStates } from './seeded-states.js';
import { SeededFlights } from './seeded-flights.js';
import type { SimState } from './sim-state.js';
import { SEED_TRAFFIC_SQL } from './traffic-sql.js';

type Row = Record<string, unknown>;

interface Rows {
  users: Row[];
  publishers: Row[];
  sponsors: Row[];
  subscriptions: Row[];
  decals: Row[];
  spots: Row[];
  spotContents: Row[];
  /** The scenario's traffic entries as one JSON array, expanded by seedTraffic. */
  traffic: string;
}

type Table = Exclude<keyof Rows, 'traffic'>;

/** The tables in the order their rows are inserted: parents first. */
const ORDER: Table[] = [
  'users',
  'publishers',
  'sponsors',
  'subscriptions',
  'decals',
  'spots',
  'spotContents',
];

interface TrafficSeed {
  traffic: string;
  days: number;
  today: string;
  todayFraction: number;
}

export class ScenarioSeed {
  private readonly insert: Record<Table, Statement>;
  private readonly linkSpotSubscription: Statement;
  /** Seeded reserved contents run what was seeded: their live revision is their fields (014_live_revision.sql). */
  private readonly seedLiveRevisions: Statement;
  private readonly seedWaitingReviews: Statement;
  private readonly derivePayoutAccounts: Statement;
  private readonly seededStates: SeededStates;
  private readonly seededFlights: SeededFlights;
  private readonly deriveSpotInvoices: Statement<{ months: number }>;
  private readonly derivePayouts: Statement<{
    months: number;
    rate: number;
    minimumCents: number;
    arrivalDays: number;
  }>;
  private readonly expandTraffic: Statement<TrafficSeed>;
  private readonly clearExpandedTraffic: Statement;
  private readonly copyTraffic: Statement;
  private readonly rowsCache = new WeakMap<LoadedScenario, Rows>();

  constructor(
    db: Db,
    private readonly state: SimState,
  ) {
    this.insert = {
      users:
        db.prepare(`INSERT INTO users (id, email, email_key, name, password_hash, verified, roles, features,
        created_at) VALUES (@id, @email, @emailKey, @name, @passwordHash, @verified, @roles, @features, @createdAt)`),
      publishers: db.prepare(`INSERT INTO publishers (id, user_id, status, business_name)
        VALUES (@id, @userId, @status, @businessName)`),
      sponsors: db.prepare(`INSERT INTO sponsors (id, user_id, status, business_name)
        VALUES (@id, @userId, @status, @businessName)`),
      // Past due: the renewal failed at the end of its period, pastDueForDays before now. With an interval:
      // a period that started periodStartedDaysAgo before now, renewing with the test card 4242.
      subscriptions: db.prepare(`INSERT INTO subscriptions (id, user_id, level, status, updated, interval,
          price, past_due_since, period_start, period_end, card_last4, cancel_at_period_end, scheduled_level,
          scheduled_interval)
        SELECT @id, @userId, @level, @status, @updated, iv, @price, due,
          CASE WHEN due IS NOT NULL THEN strftime('%Y-%m-%dT%H:%M:%fZ', due, '-1 ' || iv) ELSE started END,
          CASE WHEN due IS NOT NULL THEN due
            WHEN started IS NOT NULL THEN strftime('%Y-%m-%dT%H:%M:%fZ', started, '+1 ' || iv) END,
          CASE WHEN due IS NOT NULL THEN '0341' WHEN started IS NOT NULL THEN '4242' END,
          @cancelAtPeriodEnd, @scheduledLevel, @scheduledInterval
        FROM (SELECT coalesce(@interval, 'month') AS iv,
          CASE WHEN @pastDueForDays IS NULL THEN NULL
            ELSE strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-' || @pastDueForDays || ' days') END AS due,
          CASE WHEN @interval IS NULL THEN NULL
            ELSE strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-' || @periodStartedDaysAgo || ' days') END AS started)`),
      decals: db.prepare(`INSERT INTO decals (id, sponsor_id, content_type, width, height, file_name, image)
        VALUES (@id, @sponsorId, @contentType, @width, @height, @fileName, @image)`),
      spots:
        db.prepare(`INSERT INTO spots (id, publisher_id, name, description, location_path, product_json, status,
          sample_url, current_spot_content_id, created_at, requires_approval, sponsored_label)
        VALUES (@id, @publisherId, @name, @description, @locationPath, @productJson, @status, @sampleUrl,
          @currentSpotContentId, @createdAt, @requiresApproval, @sponsoredLabel)`),
      spotContents:
        db.prepare(`INSERT INTO spot_contents (id, spot_id, sponsor_id, subscription_id, decal_id, status,
          link_url, link_title, has_agreed_to_terms, ai_checked_on, ai_check_passed, ai_check_reasons, held_until)
        VALUES (@id, @spotId, @sponsorId, @subscriptionId, @decalId, @status, @linkUrl, @linkTitle, @hasAgreedToTerms,
          @aICheckedOn, @aICheckPassed, @aICheckReasons,
          CASE WHEN @heldForMinutes IS NULL THEN NULL
            ELSE strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '+' || @heldForMinutes || ' minutes') END)`),
    };
    this.linkSpotSubscription = db.prepare(
      'UPDATE subscriptions SET spot_content_id = @spotContentId WHERE id = @id',
    );
    this.seedLiveRevisions = db.prepare(`UPDATE spot_contents SET live_decal_id = decal_id,
        live_link_url = link_url, live_link_title = link_title, live_revision = revision,
        live_checked_on = ai_checked_on
      WHERE status = ${EntityStatus.Active} AND ai_check_passed = 1`);
    // A seeded reservation that waits Pending without a hold, checked, on a spot that requires approval, is in
    // its publisher's queue: submitted five hours before the reset (the clock is real time again after one), so
    // it is approved automatically 43 hours later.
    this.seedWaitingReviews = db.prepare(`UPDATE spot_contents SET review_revision = revision,
        review_kind = 'first',
        review_requested_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-5 hours')
      WHERE status = ${EntityStatus.Pending} AND held_until IS NULL AND ai_check_passed = 1
        AND id IN (SELECT current_spot_content_id FROM spots WHERE requires_approval = 1)`);
    this.derivePayoutAccounts = db.prepare(DERIVE_SEEDED_PAYOUT_ACCOUNTS);
    this.seededStates = new SeededStates(db);
    this.seededFlights = new SeededFlights(db);
    this.deriveSpotInvoices = db.prepare(DERIVE_SEEDED_SPOT_INVOICES);
    this.derivePayouts = db.prepare(DERIVE_SEEDED_PAYOUTS);
    this.expandTraffic = db.prepare(SEED_TRAFFIC_SQL);
    this.clearExpandedTraffic = db.prepare('DELETE FROM seeded_traffic_days');
    // SELECT * between two tables of one definition, without a column list: SQLite's transfer optimization
    // (024_seeded_traffic_copy.sql).
    this.copyTraffic = db.prepare('INSERT INTO spot_traffic_days SELECT * FROM seeded_traffic_days');
  }

  /** The scenario's rows and what is derived from them, into the emptied tables. */
  fill(scenario: LoadedScenario): void {
    const rows = this.rowsOf(scenario);
    for (const table of ORDER) {
      const statement = this.insert[table];
      for (const row of rows[table]) statement.run(row);
    }
    // A spot subscription names its content once the contents are in.
    for (const row of rows.subscriptions) if (row.spotContentId !== null) this.linkSpotSubscription.run(row);
    this.seedLiveRevisions.run();
    this.seedWaitingReviews.run();
    this.derivePayoutAccounts.run();
    this.seededStates.apply(scenario.data);
    this.seededFlights.apply(scenario.data.spotContents, Date.now());
    const months = scenario.data.earningsMonths;
    if (months !== undefined) {
      this.deriveSpotInvoices.run({ months });
      this.derivePayouts.run({
        months,
        rate: PLATFORM_FEE_RATE,
        minimumCents: toCents(PAYOUT_MINIMUM),
        arrivalDays: PAYOUT_ARRIVAL_DAYS,
      });
    }
    if (rows.traffic !== '[]') this.seedTraffic(scenario.data.name, rows.traffic);
  }

  /**
   * The scenario's traffic history, ending on today's date (a reset puts the clock back to real time):
   * expanded into seeded_traffic_days once per day and file, then copied.
   */
  private seedTraffic(scenario: string, traffic: string): void {
    const now = Date.now();
    const today = new Date(now).toISOString().slice(0, 10);
    const key = `${scenario}\n${today}\n${sha256(traffic)}`;
    if (this.state.get('seeded_traffic') !== key) {
      const todayFraction = (now - Date.parse(`${today}T00:00:00Z`)) / 86_400_000;
      this.clearExpandedTraffic.run();
      this.expandTraffic.run({ traffic, days: SEEDED_TRAFFIC_DAYS, today, todayFraction });
      this.state.set('seeded_traffic', key);
    }
    this.copyTraffic.run();
  }

  /** The scenario's rows as statement parameters, built once per loaded file. */
  private rowsOf(scenario: LoadedScenario): Rows {
    const cached = this.rowsCache.get(scenario);
    if (cached) return cached;
    const s = scenario.data;
    const rows: Rows = {
      users: s.users.map((u) => ({
        id: u.id,
        email: u.email,
        emailKey: emailKey(u.email),
        name: u.name,
        // argon2id, hashed once per distinct password per process (a reset must stay fast).
        passwordHash: seedPasswordHash(u.password),
        verified: u.verified ? 1 : 0,
        roles: JSON.stringify(u.roles),
        features: u.features.join(';'),
        createdAt: u.createdAt,
      })),
      publishers: s.users.flatMap((u) =>
        u.publisher
          ? [
              {
                id: u.publisher.id,
                userId: u.id,
                status: u.publisher.status,
                businessName: u.publisher.businessName,
              },
            ]
          : [],
      ),
      sponsors: s.users.flatMap((u) =>
        u.sponsor
          ? [
              {
                id: u.sponsor.id,
                userId: u.id,
                status: u.sponsor.status,
                businessName: u.sponsor.businessName,
              },
            ]
          : [],
      ),
      subscriptions: s.subscriptions.map((x) => ({
        id: x.id,
        userId: x.userId,
        level: x.level,
        status: x.status,
        updated: x.updated,
        spotContentId: x.spotContentId ?? null,
        price: x.price ?? null,
        pastDueForDays: x.pastDueForDays ?? null,
        interval: x.interval ?? null,
        periodStartedDaysAgo: x.periodStartedDaysAgo ?? 10,
        cancelAtPeriodEnd: x.cancelAtPeriodEnd ? 1 : 0,
        scheduledLevel: x.scheduledChange?.level ?? null,
        scheduledInterval: x.scheduledChange?.interval ?? null,
      })),
      decals: s.decals.map((d) => ({
        id: d.id,
        sponsorId: d.sponsorId,
        contentType: d.contentType,
        width: d.width,
        height: d.height,
        fileName: d.fileName,
        image: scenario.images.get(d.id),
      })),
      spots: s.spots.map((x) => ({
        ...x,
        requiresApproval: x.requiresApproval === false ? 0 : 1,
        sponsoredLabel: x.sponsoredLabel === false ? 0 : 1,
      })),
      spotContents: s.spotContents.map((c) => ({
        ...c,
        hasAgreedToTerms: c.hasAgreedToTerms ? 1 : 0,
        aICheckPassed: c.aICheckPassed ? 1 : 0,
        aICheckReasons: c.aICheckReasons ? JSON.stringify(c.aICheckReasons) : null,
        heldForMinutes: c.heldForMinutes ?? null,
      })),
      // Keyed by what the spot serves (026_disclosure.sql): its seeded history is its live sponsor's, or the
      // placeholder's (0) while it is unsold. In the JSON, so the expanded cache's key covers it.
      traffic: JSON.stringify(seededTrafficOf(s)),
    };
    this.rowsCache.set(scenario, rows);
    return rows;
  }
}

/** The scenario's traffic entries, each with the content its rows are keyed by: the live one's id, or 0. */
function seededTrafficOf(s: LoadedScenario['data']): (ScenarioTraffic & { contentId: number })[] {
  const currentOf = new Map(s.spots.map((spot) => [spot.id, spot.currentSpotContentId]));
  const activeContents = new Set(
    s.spotContents.filter((c) => c.status === EntityStatus.Active).map((c) => c.id),
  );
  return (s.traffic ?? []).map((t) => {
    const current = currentOf.get(t.spotId) ?? null;
    return { ...t, contentId: current !== null && activeContents.has(current) ? current : 0 };
  });
}
