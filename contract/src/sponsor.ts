// Sponsor service (/sponsor/api/v1): spot shapes and the endpoints of the marketplace slice.
import Type, { type Static, type TSchema } from 'typebox';
import { PagedSearchBody, StatusValue, pagedResult } from './common.js';
import { AI_REASON_FIELDS, AiReasonCode } from './content-rules.js';
import { Booking } from './reservations.js';
import { PRICE_LIMITS } from './rules.js';
import {
  FILTER_VALUES_MAX,
  MARKET_STATES,
  PLACEMENT_MAX,
  SPOT_SORTS,
  type MarketFilterField,
} from './search-rules.js';

/** A decal: the sponsor's image. `url` is a path under the API base (e.g. /public/decals/7) or absolute. */
export const Decal = Type.Object({
  id: Type.Integer(),
  url: Type.String(),
  contentType: Type.String(),
  width: Type.Integer(),
  height: Type.Integer(),
  fileName: Type.String(),
});
export type Decal = Static<typeof Decal>;

const NullableTime = Type.Union([Type.String({ format: 'date-time' }), Type.Null()]);

export const SubscriptionSummary = Type.Object({
  id: Type.Integer(),
  status: StatusValue,
  subscriptionLevel: Type.String(),
  /**
   * Beyond the spec, on the sponsor's own reads of their content (not on public spot answers): when the
   * paid period ends (null: a seeded subscription without a period), whether it ends then instead of
   * renewing (after unreserve), and for a past-due one when its grace ends (then it ends and frees the spot).
   */
  currentPeriodEnd: Type.Optional(NullableTime),
  cancelAtPeriodEnd: Type.Optional(Type.Boolean()),
  graceEndsAt: Type.Optional(NullableTime),
  /**
   * Beyond the spec, on the same reads: what a spot's own subscription charges each month, in US dollars
   * (the price it was bought at); null for a plan's, which pays for the reservation within the plan.
   */
  price: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
});

// The publisher's review of what runs on their site (./review-rules.ts, ./reviews.ts), beyond the spec.
/** pending: waiting for the publisher; approved / auto: live; rejected: not shown, with the reason. */
export const ReviewStatus = Type.Union([
  Type.Literal('pending'),
  Type.Literal('approved'),
  Type.Literal('auto'),
  Type.Literal('rejected'),
]);
export type ReviewStatus = Static<typeof ReviewStatus>;

/** first: the revision a new reservation starts with (not live yet); change: an edit of a live content. */
export const ReviewKind = Type.Union([Type.Literal('first'), Type.Literal('change')]);

/** A content's latest review: the one waiting, else the last decision; null when never reviewed. */
export const ContentReview = Type.Object({
  status: ReviewStatus,
  kind: ReviewKind,
  requestedAt: Type.String({ format: 'date-time' }),
  /** While pending: when it is approved with no decision. */
  autoApproveAt: NullableTime,
  decidedAt: NullableTime,
  /** A rejection's reason. */
  reason: Type.Union([Type.String(), Type.Null()]),
});
export type ContentReview = Static<typeof ContentReview>;

/** One failed rule of the AI check: its code, the content field it concerns and a sentence to show there. */
export const AiCheckReason = Type.Object({
  code: Type.Enum(AiReasonCode),
  field: Type.Enum(AI_REASON_FIELDS),
  message: Type.String(),
});
export type AiCheckReason = Static<typeof AiCheckReason>;

export const SpotContent = Type.Object({
  id: Type.Integer(),
  spotId: Type.Integer(),
  sponsorId: Type.Integer(),
  subscriptionId: Type.Union([Type.Integer(), Type.Null()]),
  decalId: Type.Union([Type.Integer(), Type.Null()]),
  status: StatusValue,
  linkUrl: Type.String(),
  linkTitle: Type.String(),
  hasAgreedToTerms: Type.Boolean(),
  aICheckedOn: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  aICheckPassed: Type.Boolean(),
  /**
   * Beyond the spec: why the last AI check failed, each failed rule as POST spot/content/aicheck answered it
   * (so a page opened later shows them at their fields); empty when it passed or since an edit cleared it.
   */
  aICheckReasons: Type.Optional(Type.Array(AiCheckReason)),
  /** Beyond the spec: while Pending, when the spot's hold for this content ends (then it is Created again). */
  heldUntil: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  decal: Type.Union([Decal, Type.Null()]),
  subscription: Type.Union([SubscriptionSummary, Type.Null()]),
  /** Beyond the spec, on the sponsor's own reads: the content's latest review (null when never reviewed). */
  review: Type.Optional(Type.Union([ContentReview, Type.Null()])),
  /**
   * Beyond the spec, on the sponsor's own reads: when the reservation comes off. Unreserved while live, it
   * runs to the end of its paid period and this is that end ("Runs until …"); once ended, when it ended
   * ("Ended …"); null while it renews, before it is reserved, or for an ended one whose end is not known.
   */
  endsAt: Type.Optional(NullableTime),
  /**
   * Beyond the spec, on the sponsor's own reads: when a flight booked ahead starts (its decal goes live and
   * its first month begins: contract/flight-rules.ts); null for one that started when it was reserved.
   */
  startsAt: Type.Optional(NullableTime),
});
export type SpotContent = Static<typeof SpotContent>;

/**
 * The spot status snapshot: what the live/available rules read (docs/architecture.md "Statuses, live and
 * available").
 */
export const SpotStatusSnapshot = Type.Object({
  snapshotDate: Type.String({ format: 'date-time' }),
  spotId: Type.Integer(),
  spotStatus: StatusValue,
  publisherId: Type.Integer(),
  publisherStatus: StatusValue,
  currentSpotContentId: Type.Union([Type.Integer(), Type.Null()]),
  currentSpotContentStatus: Type.Union([StatusValue, Type.Null()]),
  currentSpotContentSponsorId: Type.Union([Type.Integer(), Type.Null()]),
  currentSpotContentSponsorStatus: Type.Union([StatusValue, Type.Null()]),
  currentSpotContentSubscriptionId: Type.Union([Type.Integer(), Type.Null()]),
  currentSpotContentSubscriptionStatus: Type.Union([StatusValue, Type.Null()]),
});
export type SpotStatusSnapshot = Static<typeof SpotStatusSnapshot>;

/** A spot, plus what a marketplace card shows without another call: the publisher's name and the snapshot. */
export const Spot = Type.Object({
  id: Type.Integer(),
  publisherId: Type.Integer(),
  publisherName: Type.String(),
  name: Type.String(),
  description: Type.String(),
  locationPath: Type.String({ default: '/' }),
  productJson: Type.String(),
  status: StatusValue,
  sampleUrl: Type.String(),
  currentSpotContentId: Type.Union([Type.Integer(), Type.Null()]),
  currentSpotContent: Type.Union([SpotContent, Type.Null()]),
  snapshot: SpotStatusSnapshot,
  /** Beyond the spec: whether the publisher shows the spot's daily traffic to everyone (GET spot/{id}/traffic). */
  showAnalytics: Type.Boolean(),
  /** Beyond the spec: whether the publisher approves each decal before it runs (default true). */
  requiresApproval: Type.Boolean(),
  /** Beyond the spec: whether the spot's snippet shows a visible "Sponsored" after the decal (default true). */
  sponsoredLabel: Type.Boolean(),
  /**
   * Beyond the spec: while a sponsor's checkout holds the spot (docs/sponsors.md "Holding, paying for and
   * reserving a spot"), when that hold ends; null without one. Exact on GET spot/{id}/public; in lists a time
   * already past means the hold has ended.
   */
  heldUntil: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  /**
   * Beyond the spec: the spot's flights from now on (contract/flight-rules.ts), earliest first — the one that
   * runs or waits for approval (startsAt null), those booked ahead, and a held checkout's — so a reserve form
   * offers exactly the days that are free and a card says "Booked from Jan 5". Only days, never who.
   */
  bookings: Type.Optional(Type.Array(Booking)),
  recentViews: Type.Optional(
    Type.Union([Type.Integer({ minimum: 0 }), Type.Null()], {
      description:
        "Extension of ours (not in the spec call's answer), only in answers to a search that uses the marketplace's filters or " +
        'sort, and in GET spot/{id}/public: the spot’s views of the last 30 days (contract/search-rules.ts ' +
        'RECENT_VIEWS_DAYS), every view whatever it showed (a decal or the unsold placeholder: its audience); ' +
        'null when the publisher keeps its analytics private.',
    }),
  ),
});
export type Spot = Static<typeof Spot>;

const EXTENSION = 'Extension of ours (not a spec field): ';
const FilterValues = <T extends TSchema>(item: T, description: string) =>
  Type.Optional(Type.Array(item, { maxItems: FILTER_VALUES_MAX, description: EXTENSION + description }));
const Price = (description: string) =>
  Type.Optional(Type.Number({ minimum: 0, maximum: PRICE_LIMITS.max, description: EXTENSION + description }));

export const SpotSort = Type.Enum(SPOT_SORTS, {
  description:
    EXTENSION +
    'the order. relevance (the default, the spec call’s order): name matches first, then the rest, each by id; newest: ' +
    'latest created first, then highest id; price_asc, price_desc: by monthly price; traffic: most views in ' +
    'the last 30 days first, spots whose publisher keeps analytics private last. Other ties by id.',
});
export const MarketState = Type.Enum(MARKET_STATES);

/**
 * The marketplace's filters and sort, optional fields of POST spot/search/ and POST spot/available beyond
 * the spec call. A body without any of them is answered exactly as the spec call; with any, the answer
 * carries facets.
 */
export const MarketFilters = {
  priceMin: Price('the lowest monthly price, in US dollars (as productJson.pricePerMonth).'),
  priceMax: Price('the highest monthly price, in US dollars (as productJson.pricePerMonth).'),
  sizes: FilterValues(
    Type.String({ pattern: '^[0-9]{1,4}x[0-9]{1,4}$' }),
    'sizes ("300x250", as productJson.size); a spot of any of them matches.',
  ),
  placements: FilterValues(
    Type.String({ minLength: 1, maxLength: PLACEMENT_MAX }),
    'placements (productJson.placement, compared trimmed and without case); a spot of any of them matches.',
  ),
  availability: FilterValues(
    MarketState,
    'market states (contract/search-rules.ts marketStateOf: available, held, live, reserved); a spot in any matches.',
  ),
  sort: Type.Optional(SpotSort),
} satisfies Record<MarketFilterField, TSchema>;

/** POST spot/search/ — the public marketplace: published spots of active publishers. */
export const SpotSearchBody = Type.Object(
  { ...PagedSearchBody.properties, ...MarketFilters },
  { additionalProperties: false },
);
export type SpotSearchBody = Static<typeof SpotSearchBody>;

const FacetCount = Type.Object({ value: Type.String(), count: Type.Integer({ minimum: 0 }) });
export type FacetCount = Static<typeof FacetCount>;

/**
 * How many spots each filter choice leaves: for each value of a filter, the spots that match the search
 * words, every other filter, and that value (so a count reads as the result of ticking it alone within its
 * filter). price: the lowest and highest monthly price (US dollars) among the spots the other filters leave.
 */
export const SearchFacets = Type.Object(
  {
    sizes: Type.Array(FacetCount, { description: 'Most common first (at most 30), then every chosen size.' }),
    placements: Type.Array(FacetCount, {
      description: 'Most common first (at most 30), then every chosen placement.',
    }),
    availability: Type.Array(Type.Object({ value: MarketState, count: Type.Integer({ minimum: 0 }) })),
    price: Type.Object({
      min: Type.Union([Type.Number(), Type.Null()]),
      max: Type.Union([Type.Number(), Type.Null()]),
    }),
  },
  { description: EXTENSION + 'present when the body holds any filter or sort.' },
);
export type SearchFacets = Static<typeof SearchFacets>;

export const SpotSearchResult = Type.Object({
  ...pagedResult('spots', Spot).properties,
  facets: Type.Optional(SearchFacets),
});
export type SpotSearchResult = Static<typeof SpotSearchResult>;

/** An available spot, as POST spot/available answers it. */
export const AvailableSpot = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  publisherUserId: Type.Integer(),
  sponsorUserId: Type.Union([Type.Integer(), Type.Null()]),
  businessName: Type.String(),
  productJson: Type.String(),
  sampleUrl: Type.String(),
  locationPath: Type.String(),
});
export type AvailableSpot = Static<typeof AvailableSpot>;

/**
 * POST spot/available — spots a sponsor can reserve now ("available": docs/architecture.md "Statuses, live
 * and available"), paged like search.
 */
export const AvailableSpotsBody = SpotSearchBody;
export const AvailableSpotsResult = Type.Object({
  ...pagedResult('spots', AvailableSpot).properties,
  facets: Type.Optional(SearchFacets),
});
export type AvailableSpotsResult = Static<typeof AvailableSpotsResult>;

/** GET / — container info. */
export const ContainerInfo = Type.Object({
  name: Type.String(),
  version: Type.String(),
  environment: Type.String(),
  scenario: Type.String(),
  startedAt: Type.String({ format: 'date-time' }),
});
export type ContainerInfo = Static<typeof ContainerInfo>;

/** A product of the catalogue kept (as JSON text) in the manifest's settings.Products. */
export const ProductVariant = Type.Object({
  identifier: Type.String(),
  name: Type.String(),
  price: Type.Number({ description: 'Monthly price in the currency below, in whole units.' }),
  currency: Type.String(),
  interval: Type.String(),
});
export const Product = Type.Object({
  identifier: Type.String(),
  name: Type.String(),
  variants: Type.Array(ProductVariant),
  kind: Type.Optional(Type.Union([Type.Literal('plan'), Type.Literal('addon')])),
  description: Type.Optional(Type.String()),
  /** Listings the product allows (a plan) or adds (an add-on); null = unlimited. */
  listingCapacity: Type.Optional(Type.Union([Type.Integer({ minimum: 0 }), Type.Null()])),
  /** Reservations the product allows (a plan) or adds (an add-on); null = unlimited. */
  reservationCapacity: Type.Optional(Type.Union([Type.Integer({ minimum: 0 }), Type.Null()])),
  /** Feature-claim values the product grants, e.g. SubscriptionLevel.Pro, Download.HTML. */
  features: Type.Optional(Type.Array(Type.String())),
});
export type Product = Static<typeof Product>;
export const ProductCatalogue = Type.Object({
  version: Type.String(),
  products: Type.Array(Product),
});
export type ProductCatalogue = Static<typeof ProductCatalogue>;

/** GET manifest/ — settings; `settings.Products` is the product catalogue as JSON text. */
export const Manifest = Type.Object({
  settings: Type.Object({ Products: Type.String() }, { additionalProperties: Type.String() }),
});
export type Manifest = Static<typeof Manifest>;
