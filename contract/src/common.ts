// Shapes shared by every area of the API. Pure: no Node imports, so the web app can import the types.
import Type, { type Static, type TSchema } from 'typebox';
import { ID_MAX, PAGE_NUMBER_MAX, PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, SEARCH_TEXT_MAX } from './constants.js';

// The plain values live in constants.ts (no TypeBox), so the app can import them without the schema library.
export * from './constants.js';

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

/**
 * One entry of `details` for validation_failed: the offending field (dotted path) and what is wrong; `code`
 * where the field's rule names its refusals (the billing details' BILLING_PROBLEMS).
 */
export const FieldError = Type.Object({
  field: Type.String(),
  message: Type.String(),
  code: Type.Optional(Type.String()),
});
export type FieldError = Static<typeof FieldError>;

export const StatusValue = Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2), Type.Literal(3)]);

export const PagedSearchBody = Type.Object(
  {
    searchText: Type.Optional(Type.String({ maxLength: SEARCH_TEXT_MAX })),
    pageNumber: Type.Optional(Type.Integer({ minimum: 1, maximum: PAGE_NUMBER_MAX, default: 1 })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: PAGE_SIZE_MAX, default: PAGE_SIZE_DEFAULT })),
  },
  { additionalProperties: false },
);
export type PagedSearchBody = Static<typeof PagedSearchBody>;

/** `{ totalCount, pageNumber, searchText, <items> }` as the spec call names it for spot search. */
export const pagedResult = <T extends TSchema>(itemsKey: 'spots', item: T) =>
  Type.Object({
    totalCount: Type.Integer({ minimum: 0 }),
    pageNumber: Type.Integer({ minimum: 1 }),
    pageSize: Type.Integer({ minimum: 1 }),
    searchText: Type.String(),
    [itemsKey]: Type.Array(item),
  });

/** An entity's id, as paths, queries and bodies carry it. */
export const Id = Type.Integer({ minimum: 1, maximum: ID_MAX });

export const IdParam = Type.Object({ id: Id });
export type IdParam = Static<typeof IdParam>;
