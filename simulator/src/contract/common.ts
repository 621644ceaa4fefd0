// Shapes shared by every area of the API. Pure: no Node imports, so the web app can import the types.
import Type, { type Static, type TSchema } from 'typebox';

/** Every failure answers this body. `code` is stable; clients and tests assert on it, never on prose. */
export const ErrorBody = Type.Object(
  {
    code: Type.String({ description: 'Stable machine-readable error code, e.g. validation_failed.' }),
    message: Type.String({ description: 'A sentence a person can read.' }),
    details: Type.Optional(Type.Unknown({ description: 'Extra facts, e.g. the offending fields.' })),
  },
  { $id: 'ErrorBody' },
);
export type ErrorBody = Static<typeof ErrorBody>;

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
  conflict: 'conflict',
  planLimitReached: 'plan_limit_reached',
  rateLimited: 'rate_limited',
  payloadTooLarge: 'payload_too_large',
  unsupportedMediaType: 'unsupported_media_type',
  methodNotAllowed: 'method_not_allowed',
  scenarioInvalid: 'scenario_invalid',
  internal: 'internal_error',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** Status values of SPEC §4. */
export const SpotStatus = { Created: 0, Draft: 1, Published: 2, Disabled: 3 } as const;
export type SpotStatus = (typeof SpotStatus)[keyof typeof SpotStatus];
/** Publisher, sponsor, subscription and content status (SPEC §4). */
export const EntityStatus = { Created: 0, Pending: 1, Active: 2, Disabled: 3 } as const;
export type EntityStatus = (typeof EntityStatus)[keyof typeof EntityStatus];

/** One entry of `details` for validation_failed: the offending field (dotted path) and what is wrong. */
export const FieldError = Type.Object({ field: Type.String(), message: Type.String() });
export type FieldError = Static<typeof FieldError>;

export const StatusValue = Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2), Type.Literal(3)]);

/** Paging input shared by the list endpoints. Page numbers start at 1. */
export const PAGE_SIZE_DEFAULT = 12;
export const PAGE_SIZE_MAX = 100;
export const PAGE_NUMBER_MAX = 100_000;
export const SEARCH_TEXT_MAX = 200;

export const PagedSearchBody = Type.Object(
  {
    searchText: Type.Optional(Type.String({ maxLength: SEARCH_TEXT_MAX })),
    pageNumber: Type.Optional(Type.Integer({ minimum: 1, maximum: PAGE_NUMBER_MAX, default: 1 })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: PAGE_SIZE_MAX, default: PAGE_SIZE_DEFAULT })),
  },
  { additionalProperties: false },
);
export type PagedSearchBody = Static<typeof PagedSearchBody>;

/** `{ totalCount, pageNumber, searchText, <items> }` as SPEC §3 names it for spot search. */
export const pagedResult = <T extends TSchema>(itemsKey: 'spots', item: T) =>
  Type.Object({
    totalCount: Type.Integer({ minimum: 0 }),
    pageNumber: Type.Integer({ minimum: 1 }),
    pageSize: Type.Integer({ minimum: 1 }),
    searchText: Type.String(),
    [itemsKey]: Type.Array(item),
  });

export const IdParam = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });
export type IdParam = Static<typeof IdParam>;
