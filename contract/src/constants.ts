// Plain values of the contract: no TypeBox and no Node imports, so the web app's bundle stays small.

/** The stable error codes the simulator answers with. */
export const ErrorCode = {
  validationFailed: 'validation_failed',
  badRequest: 'bad_request',
  invalidJson: 'invalid_json',
  tenantRequired: 'tenant_required',
  tenantUnknown: 'tenant_unknown',
  unauthenticated: 'unauthenticated',
  forbidden: 'forbidden',
  notFound: 'not_found',
  /**
   * 404 for a method and path no route answers (the backend does not have this call at all), unlike
   * not_found, which a route answers about a resource it does not find.
   */
  routeNotFound: 'route_not_found',
  conflict: 'conflict',
  planLimitReached: 'plan_limit_reached',
  rateLimited: 'rate_limited',
  payloadTooLarge: 'payload_too_large',
  unsupportedMediaType: 'unsupported_media_type',
  methodNotAllowed: 'method_not_allowed',
  scenarioInvalid: 'scenario_invalid',
  internal: 'internal_error',
  /** 421: a development page (/__sim, the stand-ins) asked for under a host name not on SIM_ALLOWED_HOSTS. */
  hostNotAllowed: 'host_not_allowed',
  /** 404: X-Sim-Sandbox (or the sim_sandbox cookie) names a sandbox that does not exist or has ended. */
  sandboxNotFound: 'sandbox_not_found',
  /** 409: as many sandboxes as the simulator keeps at once (SANDBOX_LIMIT) are open; end one first. */
  sandboxLimitReached: 'sandbox_limit_reached',
  /**
   * 409: opening a sandbox or loading a saved state would take the simulator's QA data (its in-memory
   * databases, open sandboxes and loads under way) past SIM_QA_MEMORY_MB; details `{ limitBytes, usedBytes,
   * requestedBytes }` (sim.ts QaBudgetExceeded). Nothing was changed.
   */
  qaBudgetExceeded: 'qa_budget_exceeded',
  // Identity (presence auth): see docs/architecture.md "Identity and session".
  invalidCredentials: 'invalid_credentials',
  emailUnverified: 'email_unverified',
  weakPassword: 'weak_password',
  /** 400: the current password given to change it is not the account's (details: field currentPassword). */
  currentPasswordWrong: 'current_password_wrong',
  codeInvalid: 'code_invalid',
  codeExpired: 'code_expired',
  tokenInvalid: 'token_invalid',
  tokenExpired: 'token_expired',
  sessionRevoked: 'session_revoked',
  refreshTokenReused: 'refresh_token_reused',
  // Social sign-in (docs/architecture.md "Errors").
  invalidRequest: 'invalid_request',
  invalidToken: 'invalid_token',
  // Publishers (docs/publishers.md).
  invalidTransition: 'invalid_transition',
  notPublishable: 'not_publishable',
  featureRequired: 'feature_required',
  // Sponsors and payments (docs/sponsors.md, docs/payments.md).
  requestInvalid: 'request_invalid',
  spotUnavailable: 'spot_unavailable',
  aiCheckRequired: 'ai_check_required',
  termsRequired: 'terms_required',
  paymentRequired: 'payment_required',
  /** The spot has no monthly price the price rule accepts (contract/rules.ts priceProblem): not reservable. */
  spotNotPriced: 'spot_not_priced',
  blocked: 'blocked',
  // The publisher's review (contract/review-rules.ts, reviews.ts).
  /**
   * 409: the decision names a revision that no longer waits (the sponsor changed the decal, link or title
   * since the publisher looked and another revision of it passed the check); details `{ waiting }`, the
   * revision that waits now. Nothing was changed.
   */
  reviewOutdated: 'review_outdated',
  /** 409: approving would put nothing live (the waiting revision is not the content's checked one). */
  nothingGoesLive: 'nothing_goes_live',
  // The public figures of a spot (GET spot/{id}/traffic) whose publisher hides them.
  analyticsHidden: 'analytics_hidden',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** Spot status values (docs/architecture.md "Statuses, live and available"). */
export const SpotStatus = { Created: 0, Draft: 1, Published: 2, Disabled: 3 } as const;
export type SpotStatus = (typeof SpotStatus)[keyof typeof SpotStatus];
/**
 * Publisher, sponsor, subscription and content status (docs/architecture.md "Statuses, live and available").
 */
export const EntityStatus = { Created: 0, Pending: 1, Active: 2, Disabled: 3 } as const;
export type EntityStatus = (typeof EntityStatus)[keyof typeof EntityStatus];

/** Paging limits shared by the list endpoints. Page numbers start at 1. */
export const PAGE_SIZE_DEFAULT = 12;
export const PAGE_SIZE_MAX = 100;
export const PAGE_NUMBER_MAX = 100_000;

/** The largest id of any entity: the backend's ids are 32-bit signed integers. */
export const ID_MAX = 2_147_483_647;
export const SEARCH_TEXT_MAX = 200;
