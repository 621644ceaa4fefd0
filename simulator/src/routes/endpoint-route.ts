// Turns an endpoint of the contract into Fastify route options: method, path, the schemas (with the tag,
// summary and the extension mark the OpenAPI document shows) and, for a login-only endpoint, the
// authentication hook. A route file adds its handler:
//
//   app.route({ ...endpointRoute(app, sponsorSpots.spotStatus), handler: async (request) => … });
//
// so the request and the answer are typed by the endpoint's schemas, and no route file writes a URL.
import type { Endpoint, RouteSchema } from '@sponsorspot/contract/endpoint';
import { offeredBySpecBackend, SERVICE_TAG } from '@sponsorspot/contract/endpoint';
import * as schemas from '@sponsorspot/contract/schemas';
import type { SwaggerTransform } from '@fastify/swagger';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TSchema } from 'typebox';
import { answeredAs } from '../lib/media-types.js';

export interface EndpointRouteOptions {
  /**
   * When the login is checked: `onRequest` (default) refuses before the body is read; `preHandler` after
   * the input was validated, where a bad query should answer 400 before a missing login answers 401.
   */
  authenticateOn?: 'onRequest' | 'preHandler';
}

// A POST without a body is read as {} (its schema may still require fields).
async function emptyBodyIsEmptyObject(request: FastifyRequest) {
  if (request.body === undefined) request.body = {};
}

/**
 * The responses with an endpoint's `produces` on its success: each 2xx with a body is declared as those media
 * types (an image, a PDF, HTML), not as JSON. The failures keep their ErrorBody.
 */
function withMediaTypes(
  response: Record<number, TSchema>,
  produces: readonly string[] | undefined,
): Record<number, TSchema> {
  if (produces === undefined) return response;
  return Object.fromEntries(
    Object.entries(response).map(([status, schema]) => {
      const success = status.startsWith('2') && (schema as { type?: unknown }).type !== 'null';
      return [status, success ? answeredAs(produces, schema) : schema];
    }),
  );
}

/** The document's view of a multipart route: its declared parts as the request body. */
const documentMultipartBody: SwaggerTransform = ({ schema, url }) => ({
  schema: { ...schema, body: (schema as RouteSchema).multipartBody },
  url,
});

export function endpointRoute<S extends RouteSchema>(
  app: FastifyInstance,
  endpoint: Endpoint<S>,
  options: EndpointRouteOptions = {},
) {
  const schema = endpoint.schema(schemas);
  const authenticate =
    endpoint.login === 'required' ? { [options.authenticateOn ?? 'onRequest']: app.authenticate } : {};
  return {
    method: endpoint.method,
    url: endpoint.path,
    ...authenticate,
    ...(endpoint.emptyBodyIsEmptyObject ? { preValidation: emptyBodyIsEmptyObject } : {}),
    // plugins/openapi.ts marks the extensions' operations in the document; plugins/spec-profile.ts takes
    // away what a backend with only the spec's calls lacks.
    config: {
      extension: !endpoint.spec,
      offeredBySpecBackend: offeredBySpecBackend(endpoint),
      extensionBodyFields: endpoint.extensionBodyFields,
      // A multipart body is read by the route, not validated by Fastify: only the document declares it.
      ...(schema.multipartBody ? { swaggerTransform: documentMultipartBody } : {}),
    },
    schema: {
      ...schema,
      response: withMediaTypes(schema.response, endpoint.produces),
      tags: [SERVICE_TAG[endpoint.service]],
      summary: endpoint.summary,
      ...(endpoint.description === undefined ? {} : { description: endpoint.description }),
      ...(endpoint.hidden ? { hide: true } : {}),
    } as S & { tags: string[]; summary: string },
  };
}
