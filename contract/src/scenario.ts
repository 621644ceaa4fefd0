// The format of a QA scenario file, seeds/scenarios/<name>.json (see CONVENTIONS). Pure: the e2e tests and
// the seeds tooling may import the types.
import Type, { type Static, type TArray, type TOptional } from 'typebox';
import { Id, StatusValue } from './common.js';
import { AiCheckReason } from './content.js';
import { EMAIL_MAX, EMAIL_PATTERN } from './identity-rules.js';

const IsoDate = Type.String({ format: 'date-time' });
const NullableId = Type.Union([Id, Type.Null()]);

export const ScenarioParty = Type.Object(
  { id: Id, status: StatusValue, businessName: Type.String({ minLength: 1, maxLength: 200 }) },
  { additionalProperties: false },
);

export const ScenarioUser = Type.Object(
  {
    id: Id,
    email: Type.String({ minLength: 3, maxLength: EMAIL_MAX, pattern: EMAIL_PATTERN }),
    name: Type.String({ minLength: 1, maxLength: 200 }),
    password: Type.String({ minLength: 1, maxLength: 200 }),
    verified: Type.Boolean(),
    roles: Type.Array(Type.String({ minLength: 1, maxLength: 50 })),
    features: Type.Array(Type.String({ minLength: 1, maxLength: 100 })),
    publisher: Type.Union([ScenarioParty, Type.Null()]),
    sponsor: Type.Union([ScenarioParty, Type.Null()]),
    createdAt: IsoDate,
  },
  { additionalProperties: false },
);
export type ScenarioUser = Static<typeof ScenarioUser>;

export const SubscriptionLevel = Type.Union([
  Type.Literal('Free'),
  Type.Literal('Basic'),
  Type.Literal('Pro'),
  Type.Literal('Enterprise'),
]);
export type SubscriptionLevel = Static<typeof SubscriptionLevel>;

const BillingInterval = Type.Union([Type.Literal('month'), Type.Literal('year')]);

export const ScenarioSubscription = Type.Object(
  {
    id: Id,
    userId: Id,
    level: SubscriptionLevel,
    status: StatusValue,
    updated: IsoDate,
    /** A spot's subscription: the content it pays for (the plan rules skip it), at `price` a month. */
    spotContentId: Type.Optional(Id),
    price: Type.Optional(Type.Number({ minimum: 0, maximum: 1_000_000 })),
    /**
     * Past due (status Pending): its monthly renewal failed this many days before the reset, so the grace
     * (7 days) has that much less to run. Relative, as a file's fixed dates would age.
     */
    pastDueForDays: Type.Optional(Type.Integer({ minimum: 0, maximum: 6 })),
    /**
     * A billing period (a plan bought through checkout, renewing with card 4242): it started
     * `periodStartedDaysAgo` days before the reset (default 10) and ends one interval later. Without it (and
     * without pastDueForDays) the subscription has no period and never renews until changed.
     */
    interval: Type.Optional(BillingInterval),
    periodStartedDaysAgo: Type.Optional(Type.Integer({ minimum: 0, maximum: 365 })),
    /** Cancelled: ends at the period's end (needs an interval). */
    cancelAtPeriodEnd: Type.Optional(Type.Boolean()),
    /** A downgrade waiting for the period's end (needs an interval). */
    scheduledChange: Type.Optional(
      Type.Object({ level: SubscriptionLevel, interval: BillingInterval }, { additionalProperties: false }),
    ),
    /** Add-ons bought on this plan (their Feature names; the user's features carry them too). */
    addOns: Type.Optional(
      Type.Array(
        Type.Object(
          {
            product: Type.String({ minLength: 1, maxLength: 100 }),
            quantity: Type.Integer({ minimum: 1, maximum: 100 }),
          },
          { additionalProperties: false },
        ),
        { maxItems: 10 },
      ),
    ),
  },
  { additionalProperties: false },
);
export type ScenarioSubscription = Static<typeof ScenarioSubscription>;

export const ScenarioDecal = Type.Object(
  {
    id: Id,
    sponsorId: Id,
    file: Type.String({ minLength: 1, maxLength: 300, pattern: '^[A-Za-z0-9_./-]+$' }),
    contentType: Type.String({ pattern: '^image/[a-z0-9.+-]+$' }),
    width: Type.Integer({ minimum: 1, maximum: 10_000 }),
    height: Type.Integer({ minimum: 1, maximum: 10_000 }),
    fileName: Type.String({ minLength: 1, maxLength: 255 }),
  },
  { additionalProperties: false },
);
export type ScenarioDecal = Static<typeof ScenarioDecal>;

export const ScenarioSpot = Type.Object(
  {
    id: Id,
    publisherId: Id,
    name: Type.String({ maxLength: 200 }),
    description: Type.String({ maxLength: 4000 }),
    locationPath: Type.String({ minLength: 1, maxLength: 300 }),
    productJson: Type.String({ maxLength: 10_000 }),
    status: StatusValue,
    sampleUrl: Type.String({ maxLength: 2000 }),
    currentSpotContentId: NullableId,
    createdAt: IsoDate,
    /** Whether the publisher reviews each decal before it runs (016_reviews.sql); true when left out. */
    requiresApproval: Type.Optional(Type.Boolean()),
    /** Whether the snippet shows a visible "Sponsored" (026_disclosure.sql); true when left out. */
    sponsoredLabel: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type ScenarioSpot = Static<typeof ScenarioSpot>;

export const ScenarioSpotContent = Type.Object(
  {
    id: Id,
    spotId: Id,
    sponsorId: Id,
    subscriptionId: NullableId,
    decalId: NullableId,
    status: StatusValue,
    linkUrl: Type.String({ maxLength: 2000 }),
    linkTitle: Type.String({ maxLength: 200 }),
    hasAgreedToTerms: Type.Boolean(),
    aICheckedOn: Type.Union([IsoDate, Type.Null()]),
    aICheckPassed: Type.Boolean(),
    /** The failed rules of its AI check (with aICheckedOn set and aICheckPassed false). */
    aICheckReasons: Type.Optional(Type.Array(AiCheckReason, { maxItems: 20 })),
    /** A Pending content's hold on its spot: it ends this many minutes after the reset. */
    heldForMinutes: Type.Optional(Type.Integer({ minimum: 1, maximum: 1440 })),
    /**
     * Its flight (./flight-rules.ts), relative as the other times are: booked ahead to start at 00:00 UTC
     * `startsInDays` days after the reset's day (it is then not its spot's current content; its own
     * subscription's first month begins then), and fixed to end `months` months after its start (a running
     * one's start is its subscription's period start).
     */
    flight: Type.Optional(
      Type.Object(
        {
          startsInDays: Type.Optional(Type.Integer({ minimum: 1, maximum: 365 })),
          months: Type.Optional(Type.Integer({ minimum: 1, maximum: 12 })),
        },
        { additionalProperties: false },
      ),
    ),
    /**
     * The publisher's decision on it, `hoursAgo` hours before the reset: approved, rejected (with its reason;
     * the content has ended) or approved automatically after 48 hours. A content waiting for the decision
     * needs no field: a checked Pending current content on a spot that requires approval waits.
     */
    review: Type.Optional(
      Type.Object(
        {
          decision: Type.Union([Type.Literal('approved'), Type.Literal('rejected'), Type.Literal('auto')]),
          reason: Type.Optional(Type.String({ minLength: 1, maxLength: 500 })),
          hoursAgo: Type.Integer({ minimum: 0, maximum: 8760 }),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);
export type ScenarioSpotContent = Static<typeof ScenarioSpotContent>;

/** How many days of seeded traffic a reset writes: the longest analytics range, ending today. */
export const SEEDED_TRAFFIC_DAYS = 366;

/**
 * A spot's seeded traffic history, expanded on reset into SEEDED_TRAFFIC_DAYS daily rows ending today
 * (scenarios/reset.ts): `viewsPerDay` on a weekday today, growing from 55% a year ago, lower at weekends,
 * with a fixed ±15% wobble per day; clicks about `ctr` percent of the views. Deterministic: the same file
 * gives the same figures for the same day.
 */
export const ScenarioTraffic = Type.Object(
  {
    spotId: Id,
    viewsPerDay: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
    /** Clicks per 100 views. */
    ctr: Type.Number({ minimum: 0, maximum: 50 }),
  },
  { additionalProperties: false },
);
export type ScenarioTraffic = Static<typeof ScenarioTraffic>;

/** A login the scenario is for, and what QA sees with it. */
export const ScenarioLogin = Type.Object(
  {
    email: Type.String({ minLength: 3, maxLength: EMAIL_MAX }),
    password: Type.String({ minLength: 1, maxLength: 200 }),
    shows: Type.String({ minLength: 1, maxLength: 300 }),
  },
  { additionalProperties: false },
);
export type ScenarioLogin = Static<typeof ScenarioLogin>;

/**
 * A checkout session a user opened and never completed: it expires `expiresInMinutes` after the reset
 * (negative: it expired that long before). Its client_secret is `<id>_secret`.
 */
export const ScenarioCheckoutSession = Type.Object(
  {
    id: Type.String({ pattern: '^cs_[A-Za-z0-9_]{1,60}$' }),
    userId: Id,
    product: Type.String({ minLength: 1, maxLength: 100 }),
    variant: Type.String({ minLength: 1, maxLength: 100 }),
    change: Type.Union([
      Type.Literal('plan'),
      Type.Literal('downgrade'),
      Type.Literal('addon'),
      Type.Literal('spot'),
    ]),
    spotContentId: Type.Optional(Id),
    amountDue: Type.Number({ minimum: 0, maximum: 1_000_000 }),
    expiresInMinutes: Type.Integer({ minimum: -1440, maximum: 1440 }),
  },
  { additionalProperties: false },
);
export type ScenarioCheckoutSession = Static<typeof ScenarioCheckoutSession>;

/**
 * A payout to a publisher (its payout account is derived on reset), made `createdDaysAgo` days before the
 * reset and arriving two days later; a failed one carries the bank's message.
 */
export const ScenarioPayout = Type.Object(
  {
    id: Type.String({ pattern: '^po_[A-Za-z0-9_]{1,60}$' }),
    publisherId: Id,
    amount: Type.Number({ exclusiveMinimum: 0, maximum: 1_000_000 }),
    status: Type.Union([Type.Literal('pending'), Type.Literal('paid'), Type.Literal('failed')]),
    createdDaysAgo: Type.Integer({ minimum: 0, maximum: 730 }),
    failureMessage: Type.Optional(Type.String({ minLength: 1, maxLength: 300 })),
  },
  { additionalProperties: false },
);
export type ScenarioPayout = Static<typeof ScenarioPayout>;

/**
 * The tables a saved state holds, parents first (the order a load inserts them in): every table of the data
 * set but sessions and one-time links (a load ends every session, as a reset does) and what the simulator
 * derives from these (the search index, the listed and available spots).
 */
export const SAVED_STATE_TABLES = [
  'users',
  'billing_details',
  'publishers',
  'sponsors',
  'follows',
  'blocks',
  'external_identities',
  'subscriptions',
  'subscription_addons',
  'decals',
  'spots',
  'spot_contents',
  'spot_watches',
  'checkout_sessions',
  'invoices',
  'payout_accounts',
  'payouts',
  'spot_traffic_days',
  'spot_visits',
  'one_time_codes',
  'outbox',
] as const;
export type SavedStateTable = (typeof SAVED_STATE_TABLES)[number];

/** A column's value as SQLite holds it; a decal's image is a data: URI (base64). */
const SavedCell = Type.Union([Type.String(), Type.Number(), Type.Null()]);
const SavedRow = Type.Record(Type.String({ pattern: '^[a-z][a-z0-9_]{0,63}$' }), SavedCell);

/**
 * GET /__sim/state: the data set as it stood, every row of every table (absolute times) at `savedAt` on the
 * simulator's clock; a load puts the clock back to that moment, so the state resumes where it was saved.
 */
export const SavedState = Type.Object(
  {
    savedAt: IsoDate,
    tables: Type.Object(
      Object.fromEntries(
        SAVED_STATE_TABLES.map((table) => [table, Type.Optional(Type.Array(SavedRow))]),
      ) as Record<SavedStateTable, TOptional<TArray<typeof SavedRow>>>,
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
export type SavedState = Static<typeof SavedState>;

export const ScenarioFile = Type.Object(
  {
    $schema: Type.Optional(Type.String()),
    name: Type.String({ pattern: '^[a-z0-9][a-z0-9-]{0,63}$' }),
    description: Type.String({ maxLength: 500 }),
    /**
     * The logins QA uses, each with what it shows (GET /__sim/scenarios, the tables of the README and
     * docs/qa.md).
     */
    logins: Type.Optional(Type.Array(ScenarioLogin, { maxItems: 50 })),
    users: Type.Array(ScenarioUser),
    subscriptions: Type.Array(ScenarioSubscription),
    decals: Type.Array(ScenarioDecal),
    spots: Type.Array(ScenarioSpot),
    spotContents: Type.Array(ScenarioSpotContent),
    /** Seeded daily views and clicks (ScenarioTraffic), at most one entry per spot. */
    traffic: Type.Optional(Type.Array(ScenarioTraffic, { maxItems: 10_000 })),
    /**
     * Months of seeded earnings ending on the reset's day: each live spot with a pricePerMonth paid monthly,
     * and the payouts of it on each 1st (scenarios/reset.ts). None when absent.
     */
    earningsMonths: Type.Optional(Type.Integer({ minimum: 2, maximum: 24 })),
    checkoutSessions: Type.Optional(Type.Array(ScenarioCheckoutSession, { maxItems: 1000 })),
    payouts: Type.Optional(Type.Array(ScenarioPayout, { maxItems: 1000 })),
    /** A saved state (GET /__sim/state): its rows join the scenario's (a saved state has no others). */
    savedState: Type.Optional(SavedState),
  },
  { additionalProperties: false },
);
export type ScenarioFile = Static<typeof ScenarioFile>;
