// Responses that are not JSON (an image, a PDF, an HTML page, a script), declared as what they are. A route's
// response schema names each media type its answer is sent as (`content`, OpenAPI 3's shape): @fastify/swagger
// copies those types into the OpenAPI document, where a plain schema would be declared application/json.
// Fastify compiles a serializer per media type but serializes objects only: the handler's Buffer or string,
// with its reply.type(), is sent as it is.
import Type, { type Static, type TSchema } from 'typebox';

/** `schema` (the bytes, or the text) sent as each of `mediaTypes`; typed as the schema for the handler. */
export function answeredAs<T extends TSchema>(mediaTypes: readonly string[], schema: T) {
  const { description } = schema as { description?: string };
  return Type.Unsafe<Static<T>>({
    ...(description === undefined ? {} : { description }),
    content: Object.fromEntries(mediaTypes.map((mediaType) => [mediaType, { schema }])),
  });
}
