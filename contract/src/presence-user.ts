// Users and social (presence service /presence/api/v1/user) and the signed-in user's account facts that the
// sponsor and account services answer: the sponsor-side user, usage and subscription info (docs/api.md).
import Type, { type Static } from 'typebox';
import { Id, PagedSearchBody, StatusValue } from './common.js';
import { PROFILE_LIMITS, PROFILE_PATTERNS } from './profile-rules.js';

const UserId = Type.Integer({ minimum: 1 });

/** What anyone may see of a user: no email. followers/following are counts; the two flags are the caller's. */
export const PublicUser = Type.Object({
  id: UserId,
  name: Type.String(),
  bio: Type.String(),
  website: Type.String(),
  location: Type.String(),
  followers: Type.Integer({ minimum: 0 }),
  following: Type.Integer({ minimum: 0 }),
  isFollowing: Type.Boolean({ description: 'The caller follows this user (false when anonymous).' }),
  isBlocked: Type.Boolean({ description: 'The caller has blocked this user (false when anonymous).' }),
});
export type PublicUser = Static<typeof PublicUser>;

/** POST search/ — by name (substring, case-insensitive; never by email address); paged like spot search. */
export const UserSearchBody = PagedSearchBody;
export type UserSearchBody = PagedSearchBody;
export const UserSearchResult = Type.Object({
  totalCount: Type.Integer({ minimum: 0 }),
  pageNumber: Type.Integer({ minimum: 1 }),
  pageSize: Type.Integer({ minimum: 1 }),
  searchText: Type.String(),
  users: Type.Array(PublicUser),
});
export type UserSearchResult = Static<typeof UserSearchResult>;

/** GET summary/ — the caller's counts. */
export const UserSummary = Type.Object({
  spots: Type.Integer({ minimum: 0, description: "The caller's publisher's spots that are not Disabled." }),
  reservations: Type.Integer({
    minimum: 0,
    description: "The caller's sponsor's spot contents that are Pending or Active.",
  }),
  followers: Type.Integer({ minimum: 0 }),
  following: Type.Integer({ minimum: 0 }),
  views: Type.Integer({
    minimum: 0,
    description:
      "Views over the last 30 days on the caller's spots and the spots their decals run on (POST spot/analytics' default).",
  }),
  clicks: Type.Integer({ minimum: 0, description: 'Clicks over the same days and spots.' }),
});
export type UserSummary = Static<typeof UserSummary>;

/** GET {id} — the full user, for the user themself or an Admin. */
export const FullUser = Type.Object({
  id: UserId,
  email: Type.String(),
  name: Type.String(),
  verified: Type.Boolean(),
  roles: Type.Array(Type.String()),
  features: Type.Array(Type.String()),
  createdAt: Type.String({ format: 'date-time' }),
  bio: Type.String(),
  website: Type.String(),
  location: Type.String(),
});
export type FullUser = Static<typeof FullUser>;

/** GET/POST profile/ — the caller's own profile. */
export const Profile = Type.Object({
  id: UserId,
  email: Type.String(),
  name: Type.String(),
  bio: Type.String(),
  website: Type.String(),
  location: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
});
export type Profile = Static<typeof Profile>;

/** POST profile/ — name required; an omitted optional field keeps its value, '' clears it. */
export const ProfileUpdate = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: PROFILE_LIMITS.name, pattern: PROFILE_PATTERNS.name }),
    bio: Type.Optional(Type.String({ maxLength: PROFILE_LIMITS.bio, pattern: PROFILE_PATTERNS.bio })),
    website: Type.Optional(
      Type.String({ maxLength: PROFILE_LIMITS.website, pattern: PROFILE_PATTERNS.website }),
    ),
    location: Type.Optional(
      Type.String({ maxLength: PROFILE_LIMITS.location, pattern: PROFILE_PATTERNS.location }),
    ),
  },
  { additionalProperties: false },
);
export type ProfileUpdate = Static<typeof ProfileUpdate>;

/** POST link/?id=N — the user to follow. */
export const LinkQuery = Type.Object({ id: Id }, { additionalProperties: false });
export type LinkQuery = Static<typeof LinkQuery>;
/** The empty body of link/ and block/ (sent as nothing, or as {}). */
export const EmptyBody = Type.Object({}, { additionalProperties: false });
export const FollowResult = Type.Object({ following: Type.Boolean() });
export type FollowResult = Static<typeof FollowResult>;

/** POST block/{id}/{0|1} */
export const BlockParams = Type.Object({
  id: Id,
  flag: Type.Integer({ minimum: 0, maximum: 1, description: '1 blocks, 0 unblocks.' }),
});
export type BlockParams = Static<typeof BlockParams>;
export const BlockResult = Type.Object({ blocked: Type.Boolean() });
export type BlockResult = Static<typeof BlockResult>;

/** A publisher or sponsor as the sponsor-side user shows it. */
export const Party = Type.Object({ id: Type.Integer(), status: StatusValue, businessName: Type.String() });
export type Party = Static<typeof Party>;

/**
 * GET /sponsor/api/v1/publisher/profile — the sponsor-side user (docs/architecture.md "Statuses, live and
 * available").
 */
export const SponsorSideUser = Type.Object({
  id: UserId,
  name: Type.String(),
  email: Type.String(),
  publisher: Type.Union([Party, Type.Null()]),
  sponsor: Type.Union([Party, Type.Null()]),
});
export type SponsorSideUser = Static<typeof SponsorSideUser>;

/** GET /sponsor/api/v1/manifest/usage — the account's usage. A capacity of null means unlimited. */
export const AccountUsage = Type.Object({
  reservationCapacity: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
  reservationCount: Type.Integer({ minimum: 0 }),
  listingCapacity: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
  listingCount: Type.Integer({ minimum: 0 }),
});
export type AccountUsage = Static<typeof AccountUsage>;

/** GET /account/api/v1/account/ — the subscription info; Free (Active) for a user without a subscription. */
export const SubscriptionInfo = Type.Object({
  subscriptionLevel: Type.Union([
    Type.Literal('Free'),
    Type.Literal('Basic'),
    Type.Literal('Pro'),
    Type.Literal('Enterprise'),
  ]),
  subscriptionStatus: StatusValue,
  updated: Type.String({ format: 'date-time' }),
  businessName: Type.String(),
});
export type SubscriptionInfo = Static<typeof SubscriptionInfo>;
