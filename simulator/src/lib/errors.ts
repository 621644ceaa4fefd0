// The errors routes and services throw on purpose, with the contract's stable codes. Neutral: no Fastify,
// so every layer imports it; plugins/errors.ts turns every failure into the error body.
import { ErrorCode, type FieldError } from '@sponsorspot/contract/common';
import type { QaBudgetExceeded } from '@sponsorspot/contract/sim';

const mebibytes = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MiB`;

/** An error a route or service throws on purpose; the error handler answers it as is. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

export const apiError = {
  invalidUrl: () =>
    new ApiError(
      400,
      ErrorCode.badRequest,
      'The URL is not valid: an escape (%) in its path does not decode.',
    ),
  badRequest: (message: string, details?: unknown) =>
    new ApiError(400, ErrorCode.badRequest, message, details),
  validation: (message: string, details: FieldError[]) =>
    new ApiError(400, ErrorCode.validationFailed, message, details),
  tenantRequired: (header: string) =>
    new ApiError(400, ErrorCode.tenantRequired, `The ${header} header is required on this API.`),
  tenantUnknown: (header: string) =>
    new ApiError(403, ErrorCode.tenantUnknown, `Unknown tenant in ${header}.`),
  unauthenticated: (message = 'Log in to continue.') => new ApiError(401, ErrorCode.unauthenticated, message),
  forbidden: (message = 'You may not do this.') => new ApiError(403, ErrorCode.forbidden, message),
  notFound: (what: string) => new ApiError(404, ErrorCode.notFound, `${what} was not found.`),
  conflict: (message: string) => new ApiError(409, ErrorCode.conflict, message),
  /** details: `{ capacity, used }` of the capacity that refused the write. */
  planLimitReached: (message: string, details?: { capacity: number; used: number }) =>
    new ApiError(403, ErrorCode.planLimitReached, message, details),
  /** details: `{ feature }`, the Feature-claim value that would allow it (e.g. Download.HTML). */
  featureRequired: (message: string, feature: string) =>
    new ApiError(403, ErrorCode.featureRequired, message, { feature }),
  /** details: `{ from, to }` as status numbers. */
  invalidTransition: (message: string, from: number, to: number) =>
    new ApiError(409, ErrorCode.invalidTransition, message, { from, to }),
  /** details: `{ missing }`, the requirements not met (contract/rules.ts publishProblems). */
  notPublishable: (message: string, missing: string[]) =>
    new ApiError(409, ErrorCode.notPublishable, message, { missing }),
  requestInvalid: (message: string, details?: unknown) =>
    new ApiError(400, ErrorCode.requestInvalid, message, details),
  payloadTooLarge: (message: string) => new ApiError(413, ErrorCode.payloadTooLarge, message),
  unsupportedMediaType: (message: string) => new ApiError(415, ErrorCode.unsupportedMediaType, message),
  spotUnavailable: (message: string) => new ApiError(409, ErrorCode.spotUnavailable, message),
  /** details: `{ waiting }`, the revision that waits now (the decision named another). */
  reviewOutdated: (message: string, waiting: number) =>
    new ApiError(409, ErrorCode.reviewOutdated, message, { waiting }),
  nothingGoesLive: (message: string) => new ApiError(409, ErrorCode.nothingGoesLive, message),
  blocked: (message: string) => new ApiError(403, ErrorCode.blocked, message),
  analyticsHidden: (message: string) => new ApiError(403, ErrorCode.analyticsHidden, message),
  aiCheckRequired: (message: string) => new ApiError(409, ErrorCode.aiCheckRequired, message),
  termsRequired: (message: string) => new ApiError(409, ErrorCode.termsRequired, message),
  paymentRequired: (message: string) => new ApiError(402, ErrorCode.paymentRequired, message),
  /** 409: the spot has no valid monthly price (old data), so it cannot be held, paid for or reserved. */
  spotNotPriced: () =>
    new ApiError(
      409,
      ErrorCode.spotNotPriced,
      'This spot has no valid monthly price yet: the publisher must set one before it can be reserved.',
    ),
  hostNotAllowed: (host: string) =>
    new ApiError(
      421,
      ErrorCode.hostNotAllowed,
      `This page answers only to the simulator's own host names (SIM_ALLOWED_HOSTS, SIM_PUBLIC_URL, SIM_APP_ORIGINS); ${JSON.stringify(host)} is not one of them.`,
    ),
  sandboxNotFound: (id: string) =>
    new ApiError(
      404,
      ErrorCode.sandboxNotFound,
      `Sandbox ${JSON.stringify(id)} does not exist or has ended: create one (POST /__sim/sandboxes) or send the request without it.`,
    ),
  sandboxLimitReached: (limit: number) =>
    new ApiError(
      409,
      ErrorCode.sandboxLimitReached,
      `${limit} sandboxes are open, as many as the simulator keeps at once: end one (DELETE /__sim/sandboxes/{id}) first.`,
      { limit },
    ),
  /** `what` would take the QA data past SIM_QA_MEMORY_MB (scenarios/qa-memory.ts); nothing was changed. */
  qaBudgetExceeded: (what: string, details: QaBudgetExceeded) =>
    new ApiError(
      409,
      ErrorCode.qaBudgetExceeded,
      `${what} would take the simulator's QA data past SIM_QA_MEMORY_MB (${mebibytes(details.limitBytes)}): ` +
        `${mebibytes(details.usedBytes)} is held by its in-memory databases, sandboxes and loads under way, and ` +
        `this needs ${mebibytes(details.requestedBytes)}. End a sandbox (DELETE /__sim/sandboxes/{id}) or load ` +
        'a smaller state; nothing was changed.',
      details,
    ),
  scenarioInvalid: (message: string, details: string[]) =>
    new ApiError(422, ErrorCode.scenarioInvalid, message, details),
};
