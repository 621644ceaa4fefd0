// Error responses every route declares, for the OpenAPI document and the serializer.
import { ErrorBody } from '@sponsorspot/contract/common';

/** Errors any tenant-guarded route can answer: bad input or tenant (400), wrong tenant (403). */
export const guardedErrors = { 400: ErrorBody, 403: ErrorBody } as const;
/** Plus what a JSON body can cause: too large (413), not JSON (415). */
export const bodyErrors = { 400: ErrorBody, 403: ErrorBody, 413: ErrorBody, 415: ErrorBody } as const;
export const notFoundError = { 404: ErrorBody } as const;
