// Sponsor service (/sponsor/api/v1), publisher side (docs/publishers.md): writing spots, the
// publisher's own list, payout onboarding, analytics and the embed snippet. The Spot answer is
// contract/sponsor.ts's.
import Type, { type Static } from 'typebox';
import { PAGE_NUMBER_MAX, PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, SEARCH_TEXT_MAX } from './constants.js';
import { Id, StatusValue, pagedResult } from './common.js';
import { ANALYTICS_MAX_DAYS } from './counting.js';
import { SPOT_LIMITS } from './rules.js';
import { Spot } from './sponsor.js';

const SpotFields = {
  /** One line (contract/rules.ts spotNameProblem). */
  name: Type.String({ maxLength: SPOT_LIMITS.name }),
  description: Type.String({ maxLength: SPOT_LIMITS.description }),
  /** Stored formatted by contract/rules.ts formatLocationPath; default '/'. */
  locationPath: Type.String({ maxLength: SPOT_LIMITS.locationPath }),
  /** An absolute http(s) URL of a page that shows the spot, on one line (contract/rules.ts sampleUrlProblem), or ''. */
  sampleUrl: Type.String({ maxLength: SPOT_LIMITS.sampleUrl }),
  /**
   * A JSON object: { placement, size: "WxH", pricePerMonth, currency } (contract/rules.ts SpotProduct); a
   * pricePerMonth key must hold a valid price, a currency key must be usd and a size key a valid size
   * (priceProblem, currencyProblem, spotSizeProblem).
   */
  productJson: Type.String({ maxLength: SPOT_LIMITS.productJson }),
  /** Whether anyone may read the spot's daily traffic of the last 90 days (GET spot/{id}/traffic); default true. */
  showAnalytics: Type.Boolean(),
  /** Whether the publisher approves each decal before it runs (GET publisher/reviews); default true. */
  requiresApproval: Type.Boolean(),
  /**
   * Beyond the spec: whether the snippet and the HTML file show a visible "Sponsored" after the image; default
   * true. It is the snippet's text: a page shows the change once the snippet is copied again.
   */
  sponsoredLabel: Type.Boolean(),
};

/** POST spot/ → 201 the Spot, status Created. */
export const SpotCreateBody = Type.Object(
  {
    name: SpotFields.name,
    description: Type.Optional(SpotFields.description),
    locationPath: Type.Optional(SpotFields.locationPath),
    sampleUrl: Type.Optional(SpotFields.sampleUrl),
    productJson: Type.Optional(SpotFields.productJson),
    showAnalytics: Type.Optional(SpotFields.showAnalytics),
    requiresApproval: Type.Optional(SpotFields.requiresApproval),
    sponsoredLabel: Type.Optional(SpotFields.sponsoredLabel),
  },
  { additionalProperties: false },
);
export type SpotCreateBody = Static<typeof SpotCreateBody>;

/**
 * POST spot/update → 200 the Spot. Fields left out keep their value. Saving details of a Created spot makes
 * it Draft; `status` follows contract/rules.ts SPOT_TRANSITIONS (409 invalid_transition, details {from, to});
 * publishing checks publishProblems (409 not_publishable, details {missing}: a name, a sample URL, a valid
 * monthly price) and the listing capacity (403 plan_limit_reached, details {capacity, used}). A refused
 * update changes nothing.
 */
export const SpotUpdateBody = Type.Object(
  {
    id: Id,
    name: Type.Optional(SpotFields.name),
    description: Type.Optional(SpotFields.description),
    locationPath: Type.Optional(SpotFields.locationPath),
    sampleUrl: Type.Optional(SpotFields.sampleUrl),
    productJson: Type.Optional(SpotFields.productJson),
    showAnalytics: Type.Optional(SpotFields.showAnalytics),
    requiresApproval: Type.Optional(SpotFields.requiresApproval),
    sponsoredLabel: Type.Optional(SpotFields.sponsoredLabel),
    status: Type.Optional(StatusValue),
  },
  { additionalProperties: false },
);
export type SpotUpdateBody = Static<typeof SpotUpdateBody>;

/** POST publisher/spots (beyond the spec: the publisher's own spots, every status) — paged like search. */
export const PublisherSpotsBody = Type.Object(
  {
    searchText: Type.Optional(Type.String({ maxLength: SEARCH_TEXT_MAX })),
    /** Only these statuses; all when absent or empty. */
    status: Type.Optional(Type.Array(StatusValue, { maxItems: 4 })),
    pageNumber: Type.Optional(Type.Integer({ minimum: 1, maximum: PAGE_NUMBER_MAX, default: 1 })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: PAGE_SIZE_MAX, default: PAGE_SIZE_DEFAULT })),
  },
  { additionalProperties: false },
);
export type PublisherSpotsBody = Static<typeof PublisherSpotsBody>;

/** A sponsor as their publisher sees them on a spot: the sponsor's business name (else the user's name). */
export const SpotSponsor = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  status: StatusValue,
});
export type SpotSponsor = Static<typeof SpotSponsor>;

/**
 * A spot in the publisher's own list: the Spot, who sponsors it and who holds it. `sponsor` is the sponsor
 * of the current content (in whatever status the snapshot shows it); `heldBy` the sponsor whose open
 * checkout holds the spot until `until` (docs/sponsors.md "Holding, paying for and reserving a spot": Pending
 * with a hold). A held spot has no current content, so the snapshot still reads it as available
 * (docs/architecture.md "Statuses, live and available"); `heldBy` says why nobody else can reserve it.
 */
export const PublisherSpot = Type.Object({
  ...Spot.properties,
  sponsor: Type.Union([
    Type.Object({
      ...SpotSponsor.properties,
      /**
       * Beyond the spec: when the sponsor unreserved, the day their decal comes off (the end of the period
       * they paid for; it runs until then); null while the reservation renews.
       */
      endsAt: Type.Optional(Type.Union([Type.String({ format: 'date-time' }), Type.Null()])),
    }),
    Type.Null(),
  ]),
  heldBy: Type.Union([
    Type.Object({ ...SpotSponsor.properties, until: Type.String({ format: 'date-time' }) }),
    Type.Null(),
  ]),
});
export type PublisherSpot = Static<typeof PublisherSpot>;
export const PublisherSpotsResult = pagedResult('spots', PublisherSpot);
export type PublisherSpotsResult = Static<typeof PublisherSpotsResult>;

/** POST publisher/connect → { url } of the simulator's payout onboarding page. */
export const PublisherConnectBody = Type.Object(
  {
    businessName: Type.String({ minLength: 1, maxLength: 200 }),
    /** Where the onboarding page sends the browser when finished or abandoned: an app origin's URL. */
    returnUrl: Type.String({ minLength: 1, maxLength: 2000 }),
  },
  { additionalProperties: false },
);
export type PublisherConnectBody = Static<typeof PublisherConnectBody>;
export const PublisherConnectResult = Type.Object({ url: Type.String() });
export type PublisherConnectResult = Static<typeof PublisherConnectResult>;

/** GET account/stripe_account → the payout account (404 before publisher/connect). */
export const PayoutAccount = Type.Object({
  id: Type.String({ description: 'acct_… as Stripe Connect names accounts.' }),
  status: StatusValue,
  detailsSubmitted: Type.Boolean(),
  payoutsEnabled: Type.Boolean(),
  businessName: Type.String(),
  /** ISO 3166-1 alpha-2, '' until onboarding asks. */
  country: Type.String(),
  /** The last four digits of the test bank account, or null before onboarding. */
  bankAccountLast4: Type.Union([Type.String(), Type.Null()]),
});
export type PayoutAccount = Static<typeof PayoutAccount>;

/** YYYY-MM-DD, a UTC day. */
export const IsoDay = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', maxLength: 10 });

/**
 * POST spot/analytics: the caller's own spots (publisher), or the spots their reservations ran on (sponsor),
 * only while theirs. Default range: the last 30 days; at most ANALYTICS_MAX_DAYS; from ≤ to (400
 * validation_failed naming the field). A free plan sees only the last 30 days (403 feature_required).
 */
export const AnalyticsBody = Type.Object(
  {
    spotIds: Type.Optional(Type.Array(Id, { maxItems: 1000 })),
    from: Type.Optional(IsoDay),
    to: Type.Optional(IsoDay),
    /**
     * Whose spots, for a user who is both: 'publisher' their own, 'sponsor' those their Active content runs
     * on; both when absent.
     */
    as: Type.Optional(Type.Union([Type.Literal('publisher'), Type.Literal('sponsor')])),
    /**
     * false: `items` comes back empty and only the sums (totals, days, spots) are computed, in SQL — what a
     * dashboard draws, without a row per spot per day (36,600 for 100 spots over a year). Default true.
     */
    includeItems: Type.Optional(Type.Boolean()),
    /**
     * How the per-spot-per-day figures come (an extension of ours; the spec call shows no item shape). 'rows'
     * (default): `items`, one object per spot per day with traffic. 'series': `items` empty
     * and `series`, one entry per spot with its views and clicks as one number per day of `days` (zeros
     * included) — about a tenth of the JSON, and the shape for many spots over long ranges. Nothing of either
     * with includeItems: false.
     */
    itemsAs: Type.Optional(
      Type.Union([Type.Literal('rows'), Type.Literal('series')], {
        description:
          "Extension: 'series' answers the per-spot-per-day figures as per-spot arrays aligned with days.",
      }),
    ),
  },
  {
    additionalProperties: false,
    description: `Dates are UTC days; a range holds at most ${ANALYTICS_MAX_DAYS}.`,
  },
);
export type AnalyticsBody = Static<typeof AnalyticsBody>;

const Ctr = Type.Number({
  minimum: 0,
  description: 'Clicks per view in percent, two decimals (0 without views).',
});

/**
 * Beyond the spec: the views and clicks of the "Sponsor this spot" placeholder an unsold spot shows, counted
 * apart from the sponsors' decals (whose figures views, clicks and CTR are). The publisher's: 0 on a spot the
 * caller only sponsors.
 */
const PlaceholderCount = (what: 'views' | 'clicks') =>
  Type.Optional(
    Type.Integer({
      minimum: 0,
      description: `Extension of ours: the placeholder's ${what}, apart from the sponsors' decals' figures.`,
    }),
  );

/** One spot on one day (only days with a view or a click). */
export const AnalyticsItem = Type.Object({
  date: IsoDay,
  spotId: Type.Integer(),
  views: Type.Integer({ minimum: 0 }),
  clicks: Type.Integer({ minimum: 0 }),
  ctr: Ctr,
});
export type AnalyticsItem = Static<typeof AnalyticsItem>;

/** One day of a range, summed over the spots asked about (zeros included). */
export const AnalyticsDay = Type.Object({
  date: IsoDay,
  views: Type.Integer({ minimum: 0 }),
  clicks: Type.Integer({ minimum: 0 }),
  ctr: Ctr,
});
export type AnalyticsDay = Static<typeof AnalyticsDay>;

/**
 * A caller's figures: on the spots they publish, the views and clicks of the sponsors' decals, with the
 * placeholder's apart (placeholderViews, placeholderClicks); on a spot they sponsor, those of their own decal
 * from its first run (never the placeholder's, nor another sponsor's).
 */
export const AnalyticsResult = Type.Object({
  from: IsoDay,
  to: IsoDay,
  totalViews: Type.Integer({ minimum: 0 }),
  totalClicks: Type.Integer({ minimum: 0 }),
  averageCTR: Ctr,
  placeholderViews: PlaceholderCount('views'),
  placeholderClicks: PlaceholderCount('clicks'),
  /** The default shape: per spot per day. */
  items: Type.Array(AnalyticsItem),
  /** Every day of the range, summed over the spots (zeros included): what a chart draws. */
  days: Type.Array(AnalyticsDay),
  /**
   * With itemsAs: 'series' only: every spot of `spots`, in its order, with its views and clicks per day,
   * `views[i]` and `clicks[i]` being those of `days[i]`.
   */
  series: Type.Optional(
    Type.Array(
      Type.Object({
        spotId: Type.Integer(),
        views: Type.Array(Type.Integer({ minimum: 0 })),
        clicks: Type.Array(Type.Integer({ minimum: 0 })),
      }),
      { description: "Extension: the answer to itemsAs: 'series'." },
    ),
  ),
  /** Every spot asked about (or all of the caller's), summed over the range: what a table lists. */
  spots: Type.Array(
    Type.Object({
      spotId: Type.Integer(),
      name: Type.String(),
      views: Type.Integer({ minimum: 0 }),
      clicks: Type.Integer({ minimum: 0 }),
      ctr: Ctr,
      placeholderViews: PlaceholderCount('views'),
      placeholderClicks: PlaceholderCount('clicks'),
    }),
  ),
});
export type AnalyticsResult = Static<typeof AnalyticsResult>;

/**
 * GET spot/{id}/traffic (beyond the spec, public: visitors too): a published spot's views, clicks and CTR per
 * day over the last PUBLIC_TRAFFIC_DAYS days on the simulator's clock, today included, while its publisher
 * shows them (showAnalytics). Hidden: 403 analytics_hidden; unknown, unpublished or of an inactive
 * publisher: 404. Views, clicks and CTR are those of the sponsors' decals the spot ran; the placeholder's,
 * while it was unsold, are apart (placeholderViews, placeholderClicks), so an unsold spot's CTR is not the
 * placeholder's.
 */
export const SpotTrafficResult = Type.Object({
  spotId: Type.Integer(),
  from: IsoDay,
  to: IsoDay,
  totalViews: Type.Integer({ minimum: 0 }),
  totalClicks: Type.Integer({ minimum: 0 }),
  averageCTR: Ctr,
  placeholderViews: PlaceholderCount('views'),
  placeholderClicks: PlaceholderCount('clicks'),
  /** Every day of the range, oldest first (zeros included). */
  days: Type.Array(AnalyticsDay),
});
export type SpotTrafficResult = Static<typeof SpotTrafficResult>;

/** GET spot/{id}/snippet (beyond the spec): the embed snippet, text/html rather than JSON. */
export const SpotSnippet = Type.String({ description: 'The snippet (text/html).' });

/** GET spot/{id}/download (beyond the spec): a self-contained HTML document, sent as an attachment. */
export const SpotDownload = Type.String({
  description: 'A self-contained HTML document (text/html; charset=utf-8, Content-Disposition: attachment).',
});
