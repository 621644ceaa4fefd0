// The format of a QA scenario file, seeds/scenarios/<name>.json (see CONVENTIONS). Pure: the e2e tests and
// the seeds tooling may import the types.
import Type, { type Static } from 'typebox';
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

export const ScenarioFile = Type.Object(
  {
    $schema: Type.Optional(Type.String()),
    name: Type.String({ pattern: '^[a-z0-9][a-z0-9-]{0,63}$' }),
    description: Type.String({ maxLength: 500 }),
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
  },
  { additionalProperties: false },
);
export type ScenarioFile = Static<typeof ScenarioFile>;
