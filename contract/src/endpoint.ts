// An endpoint is one object (as ts-rest and Zodios do it): method, service and path, its schemas, whether it
// needs a login, and whether it is one of the backend's own calls (a spec call) or an extension of ours
// (docs/api.md). The simulator registers it (simulator/src/routes/endpoint-route.ts), the app calls it
// (web/src/lib/api-client.ts `call`), the tests and the OpenAPI document read it; nobody types its URL again.
//
// The schemas are a function of the schema modules (./schemas.ts) rather than the schemas themselves, and
// this file imports those modules as types only: the app reads an endpoint's method and path without
// bundling TypeBox (about 20 KB gzipped), while the simulator passes the real modules to `schemaOf`.
import type { Static, TSchema } from 'typebox';
import type * as Schemas from './schemas.js';

/** Where each service is mounted. The simulator's app.ts registers each under its prefix. */
export const SERVICE_PREFIX = {
  auth: '/presence/api/v1/auth',
  user: '/presence/api/v1/user',
  account: '/account/api/v1',
  sponsor: '/sponsor/api/v1',
  /** The tenant-exempt public embed and decal files. */
  public: '',
  /** The simulator's control API (QA and tests); not part of the product's backend. */
  sim: '/__sim',
} as const;
export type Service = keyof typeof SERVICE_PREFIX;

/**
 * The services of the product's backend (docs/api.md). The others are stand-ins a real deployment has too
 * (the public embed) or the simulator's own (the control API).
 */
export const BACKEND_SERVICES: ReadonlySet<Service> = new Set<Service>([
  'auth',
  'user',
  'account',
  'sponsor',
]);

/**
 * Whether a backend that has only the spec calls answers this endpoint: every spec call, and everything
 * outside the backend's services. An extension of a backend service answers 404 there, as an unknown route.
 */
export function offeredBySpecBackend(endpoint: Pick<Endpoint, 'service' | 'spec'>): boolean {
  return endpoint.spec || !BACKEND_SERVICES.has(endpoint.service);
}

/** The OpenAPI tag of each service's operations. */
export const SERVICE_TAG: Record<Service, string> = {
  auth: 'presence',
  user: 'presence',
  account: 'account',
  sponsor: 'sponsor',
  public: 'public',
  sim: 'simulator',
};

export type HttpMethod = 'GET' | 'POST' | 'DELETE';

/** The schemas of one route, as Fastify and the OpenAPI document read them. */
export interface RouteSchema {
  params?: TSchema;
  querystring?: TSchema;
  body?: TSchema;
  /** Only where the body is not JSON (the multipart upload). */
  consumes?: string[];
  /**
   * With `consumes` multipart: the parts as the OpenAPI document declares them. The route reads the parts
   * itself, so Fastify validates no body; the document still tells a client what to send.
   */
  multipartBody?: TSchema;
  response: Record<number, TSchema>;
}

export type SchemaModules = typeof Schemas;

export interface Endpoint<S extends RouteSchema = RouteSchema> {
  method: HttpMethod;
  service: Service;
  /** The path under the service's prefix, in Fastify's syntax (`/spot/:id`, `/spot/:id(^\\d+$)`). */
  path: string;
  /**
   * `required`: 401 without a valid access token (the route authenticates first). `optional`: the answer
   * depends on who asks, when anyone asks (the handler reads the token itself). `none`: the same for all.
   */
  login: 'required' | 'optional' | 'none';
  /**
   * One of the backend's own calls (a spec call); false marks an extension of ours (`x-sponsorspot-extension`
   * in /docs).
   */
  spec: boolean;
  summary: string;
  description?: string;
  /**
   * On a spec call, the body fields of ours beyond the spec's. A backend with only the spec's fields ignores
   * them, so the simulator's spec profile drops them before reading the body (plugins/spec-profile.ts).
   */
  extensionBodyFields?: readonly string[];
  /**
   * Where the success is not JSON (an image, a PDF, an HTML file): each media type it may be sent as. The
   * OpenAPI document declares them for the 2xx response, whose schema describes the bytes; failures answer
   * the JSON ErrorBody as everywhere.
   */
  produces?: readonly string[];
  /** A POST sent without a body is read as `{}` (the paged searches, follow, block). */
  emptyBodyIsEmptyObject?: boolean;
  /** Hidden from the OpenAPI document. */
  hidden?: boolean;
  schema: (schemas: SchemaModules) => S;
}

/**
 * Declares an endpoint; answers it unchanged, typed by its schemas. Free of side effects (the annotation
 * tells the app's bundler), so a declaration the app never calls is left out of its bundle.
 */
/*#__NO_SIDE_EFFECTS__*/
export function endpoint<const S extends RouteSchema>(definition: Endpoint<S>): Endpoint<S> {
  return definition;
}

type SchemaOf<E> = E extends Endpoint<infer S> ? S : never;
type StaticOf<T> = T extends TSchema ? Static<T> : never;
type SuccessCode<R> = 200 extends keyof R
  ? 200
  : 201 extends keyof R
    ? 201
    : 204 extends keyof R
      ? 204
      : never;

/** What a successful call answers (the 200, 201 or 204 response's schema). */
export type EndpointOutput<E> = StaticOf<SchemaOf<E>['response'][SuccessCode<SchemaOf<E>['response']>]>;

// A part whose every field is optional may be left out (`{} extends` it).
type PartOf<S, K extends string, As extends string> = S extends { [P in K]: infer T }
  ? T extends TSchema
    ? object extends Static<T>
      ? { [P in As]?: Static<T> }
      : { [P in As]: Static<T> }
    : object
  : object;

/**
 * What a call sends: `params` for the path, `query`, and `body` (JSON; FormData where the endpoint consumes
 * multipart), each present only where the endpoint declares it.
 */
export type EndpointInput<E> = PartOf<SchemaOf<E>, 'params', 'params'> &
  PartOf<SchemaOf<E>, 'querystring', 'query'> &
  PartOf<SchemaOf<E>, 'body', 'body'> &
  (SchemaOf<E> extends { consumes: string[] } ? { body: FormData } : object);

/** True when a call needs no input (none declared, or every part optional), so callers may leave it out. */
export type NoInput<E> = object extends EndpointInput<E> ? true : false;

/** The full path pattern: the service's prefix and the endpoint's path (Fastify syntax). */
export function endpointPattern(endpoint: Pick<Endpoint, 'service' | 'path'>): string {
  return SERVICE_PREFIX[endpoint.service] + endpoint.path;
}

const PARAM = /:([A-Za-z_][A-Za-z0-9_]*)(?:\([^)]*\))?/g;

/**
 * The URL of one call: the pattern with each `:name` replaced by its parameter, escaped. A missing
 * parameter is a programming error and throws.
 */
export function endpointUrl(
  endpoint: Pick<Endpoint, 'service' | 'path'>,
  params: Readonly<Record<string, string | number>> = {},
): string {
  return mapPathParams(endpointPattern(endpoint), (name) => {
    const value = params[name];
    if (value === undefined) throw new Error(`endpointUrl: ${endpoint.path} needs the parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** A path pattern with each `:name` (and its route constraint) replaced by what `each` makes of the name. */
export function mapPathParams(pattern: string, each: (name: string) => string): string {
  return pattern.replace(PARAM, (_match, name: string) => each(name));
}

/** A full path pattern as the OpenAPI document names it (`/spot/:id(^\\d+$)` → `/spot/{id}`). */
export const documentedPath = (pattern: string): string => mapPathParams(pattern, (name) => `{${name}}`);

/** The path as the OpenAPI document names it (`/spot/{id}`). */
export function openApiPath(endpoint: Pick<Endpoint, 'service' | 'path'>): string {
  return documentedPath(endpointPattern(endpoint));
}
