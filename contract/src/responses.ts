// Error responses the endpoints declare, for the OpenAPI document and the serializer: every failure answers
// the one ErrorBody.
import { ErrorBody } from './common.js';

/** Errors any tenant-guarded route can answer: bad input or tenant (400), wrong tenant (403). */
export const guardedErrors = { 400: ErrorBody, 403: ErrorBody } as const;
/** Plus what a JSON body can cause: too large (413), not JSON (415). */
export const bodyErrors = { 400: ErrorBody, 403: ErrorBody, 413: ErrorBody, 415: ErrorBody } as const;
/**
 * What a body can cause on a route that reads none but is not tenant-guarded (the control API's DELETEs,
 * whose body Fastify still parses): not JSON (400), too large (413), a type it does not take (415).
 */
export const unreadBodyErrors = { 400: ErrorBody, 413: ErrorBody, 415: ErrorBody } as const;
export const notFoundError = { 404: ErrorBody } as const;
/** A route that needs a login: 401 without a valid access token. */
export const signedIn = { 401: ErrorBody } as const;
export const conflict = { 409: ErrorBody } as const;
/** A rate-limited route (the login and the mailed codes): 429 when the limit is reached. */
export const rateLimited = { 429: ErrorBody } as const;
