// The spec profile (SIM_PROFILE=spec, config.ts): the simulator stands in for a backend that has only the
// spec calls (docs/api.md). Every route of an extension of the backend's services (routes/endpoint-route.ts
// marks them from the contract's `spec` flag) answers exactly as a path no route claims: the global hooks run
// (host guard, faults, tenant, CORS), then the not-found handler answers 404 route_not_found. Its own hooks
// and schemas go, so neither a missing login (401) nor a bad body (400) gives the route away, and /docs
// leaves it out. The public embed, the stand-ins and the control API are not backend calls and stay. A spec
// call's body fields of ours (the contract's extensionBodyFields: the marketplace's filters and sort) are
// dropped before the body is read, as a backend that knows only the spec's fields ignores them: the answer is
// the spec call's.
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** False for an extension of the backend's services (routes/endpoint-route.ts). */
    offeredBySpecBackend?: boolean;
    /** A spec call's body fields of ours (the contract's `extensionBodyFields`). */
    extensionBodyFields?: readonly string[];
  }
}

const ROUTE_HOOKS = [
  'onRequest',
  'preParsing',
  'preValidation',
  'preHandler',
  'preSerialization',
  'onSend',
  'onResponse',
  'onError',
  'onTimeout',
  'onRequestAbort',
] as const;

function answerAsUnknownRoute(_request: FastifyRequest, reply: FastifyReply) {
  reply.callNotFound();
}

/** Makes one route answer as if it were not there. */
export function withdrawRoute(route: RouteOptions): void {
  for (const hook of ROUTE_HOOKS) delete route[hook];
  route.handler = answerAsUnknownRoute;
  route.schema = { hide: true };
}

/** Makes one route ignore the given body fields, as a backend that does not know them, and /docs omit them. */
export function ignoreBodyFields(route: RouteOptions, fields: readonly string[]): void {
  const body = route.schema?.body as { properties?: Record<string, unknown> } | undefined;
  if (body?.properties) {
    const properties = Object.fromEntries(
      Object.entries(body.properties).filter(([name]) => !fields.includes(name)),
    );
    route.schema = { ...route.schema, body: { ...body, properties } };
  }
  const dropFields = async (request: FastifyRequest) => {
    const body = request.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return;
    for (const field of fields) delete (body as Record<string, unknown>)[field];
  };
  // After the route's own (a POST without a body becomes {} there), before the body is validated.
  route.preValidation = [route.preValidation ?? [], dropFields].flat();
}

async function specProfilePlugin(app: FastifyInstance) {
  if (app.settings.profile !== 'spec') return;
  app.addHook('onRoute', (route) => {
    if (route.config?.offeredBySpecBackend === false) withdrawRoute(route);
    else if (route.config?.extensionBodyFields) ignoreBodyFields(route, route.config.extensionBodyFields);
  });
}

export default fp(specProfilePlugin, { name: 'spec-profile', dependencies: ['settings'] });
