// Builds the simulator app. Never listens: server.ts does, tests use inject or listen on port 0.
// Plugins decorate (settings, errors, CORS, cookies, OpenAPI, database, repositories, services); the URL map
// at the end of buildApp is the one place where every route prefix is registered.
import cookie from '@fastify/cookie';
import swaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { SERVICE_PREFIX } from '@sponsorspot/contract/endpoint';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { SimulatorConfig } from './config.js';
import { apiError } from './lib/errors.js';
import clockPlugin from './plugins/clock.js';
import contentPlugin from './plugins/content.js';
import corsPlugin from './plugins/cors.js';
import countingPlugin from './plugins/counting.js';
import databasePlugin from './plugins/database.js';
import earningsPlugin from './plugins/earnings.js';
import embedPlugin from './plugins/embed.js';
import errorsPlugin, {
  clientErrorHandler,
  INVALID_URL_PATH,
  rewriteUndecodableUrl,
} from './plugins/errors.js';
import hostGuardPlugin from './plugins/host-guard.js';
import identityPlugin from './plugins/identity.js';
import invoicesPlugin from './plugins/invoices.js';
import openapiPlugin from './plugins/openapi.js';
import publisherSpotsPlugin from './plugins/publisher-spots.js';
import paymentsPlugin from './plugins/payments.js';
import repositoriesPlugin from './plugins/repositories.js';
import reservationsPlugin from './plugins/reservations.js';
import reviewsPlugin from './plugins/reviews.js';
import sandboxesPlugin from './plugins/sandboxes.js';
import scenariosPlugin from './plugins/scenarios.js';
import settingsPlugin from './plugins/settings.js';
import specProfilePlugin from './plugins/spec-profile.js';
import tenantPlugin from './plugins/tenant.js';
import faultsPlugin from './plugins/faults.js';
import { serializerCompiler } from './plugins/serialization.js';
import { validatorCompiler } from './plugins/validation.js';
import accountService from './routes/account/index.js';
import appShellRoutes from './routes/app-shell.js';
import healthRoutes from './routes/health.js';
import presenceAuthRoutes from './routes/presence/auth.js';
import externalSignInRoutes from './routes/presence/external.js';
import presenceUserRoutes from './routes/presence/user.js';
import contentRoutes from './routes/public/content.js';
import decalRoutes from './routes/public/decals.js';
import embedRoutes from './routes/public/embed.js';
import controlApi from './routes/sim/index.js';
import sponsorService from './routes/sponsor/index.js';
import oauthRoutes from './stand-ins/oauth.js';
import payoutRoutes from './stand-ins/payouts.js';
import stripeRoutes from './stand-ins/stripe.js';

/** Largest request body accepted (JSON); bigger answers 413 payload_too_large. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * Query strings: a repeated key becomes an array (`s=1&s=2` → ['1', '2']); brackets mean nothing
 * (`s[]=1` is the key "s[]"), as the app sends arrays by repeating the key. Fastify's own parser reads
 * well-formed strings the same, but leaves a value with a malformed escape as typed (`q=%E9` stays "%E9",
 * `q=a%20%zz` keeps its `%20`), where URLSearchParams (the browser's reading, and the app's) decodes what
 * it can and puts U+FFFD for the rest.
 */
export function parseQueryString(text: string): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = Object.create(null);
  for (const [key, value] of new URLSearchParams(text)) {
    const existing = out[key];
    if (existing === undefined) out[key] = value;
    else if (Array.isArray(existing)) existing.push(value);
    else out[key] = [existing, value];
  }
  return out;
}

export interface BuildOptions {
  /** Set when the app is a sandbox of another (plugins/sandboxes.ts): it logs there and has none of its own. */
  sandbox?: { logger: FastifyBaseLogger };
}

export async function buildApp(
  config: SimulatorConfig,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    ...(options.sandbox
      ? { loggerInstance: options.sandbox.logger }
      : { logger: { level: config.logLevel } }),
    bodyLimit: BODY_LIMIT_BYTES,
    // Behind the app's nginx (API_PROXY_TARGET) with SIM_TRUST_PROXY naming it, request.ip is the client
    // nginx saw, which it alone writes into X-Forwarded-For.
    trustProxy: config.trustProxy,
    // Fastify answers these itself with a body of its own and none of the hooks: the error body instead.
    rewriteUrl: rewriteUndecodableUrl,
    clientErrorHandler,
    routerOptions: {
      ignoreTrailingSlash: true,
      querystringParser: parseQueryString,
      // Past this a path parameter would get Fastify's bare 414; Node refuses a request line over its 16 KiB
      // header limit first, so every parameter reaches its route's schema (400 validation_failed).
      maxParamLength: 16 * 1024,
    },
  }).withTypeProvider<TypeBoxTypeProvider>();

  // TypeBox checks: bodies exactly as sent (no coercion, extra fields refused); path and query strings
  // converted to the declared types first.
  app.setValidatorCompiler(validatorCompiler);
  // Each response schema compiled once per process, however many apps (sandboxes) use it.
  app.setSerializerCompiler(serializerCompiler);
  // The API speaks JSON only: a text/plain body answers 415 unsupported_media_type.
  app.removeContentTypeParser('text/plain');

  await app.register(settingsPlugin, config);
  await app.register(errorsPlugin);
  // First of the hooks: /__sim and the stand-in pages answer only to the allowed host names (421).
  await app.register(hostGuardPlugin);
  await app.register(corsPlugin);
  // request.cookies, parsed in an onRequest hook registered before the sandboxes' one, which reads it.
  await app.register(cookie);
  // Before every other hook: a request for a sandbox goes to that sandbox's own app, whole.
  if (config.controlApi && !options.sandbox) {
    await app.register(sandboxesPlugin, {
      build: (id, scenario) =>
        buildApp(
          { ...config, dbPath: ':memory:', scenario },
          { sandbox: { logger: app.log.child({ sandbox: id }) } },
        ),
    });
  }
  await app.register(openapiPlugin);
  // Under SIM_PROFILE=spec, before any route: the extensions of the backend's services answer 404.
  await app.register(specProfilePlugin);
  await app.register(databasePlugin);
  await app.register(repositoriesPlugin);
  await app.register(scenariosPlugin);
  await app.register(clockPlugin);
  await app.register(identityPlugin);
  await app.register(publisherSpotsPlugin);
  await app.register(countingPlugin);
  await app.register(reviewsPlugin);
  await app.register(reservationsPlugin);
  await app.register(paymentsPlugin);
  await app.register(invoicesPlugin);
  await app.register(earningsPlugin);
  await app.register(contentPlugin);
  await app.register(embedPlugin);
  // Faults answer before the tenant guard, whatever the headers; the journal sees every answer.
  if (config.controlApi) await app.register(faultsPlugin);
  await app.register(tenantPlugin);

  // Hooks on every request are plain callbacks: an async hook costs a promise per request.
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    done(null, payload);
  });

  // The URL map. Tenant header required under the three service prefixes (plugins/tenant.ts).
  await app.register(healthRoutes); // GET /health
  app.all(INVALID_URL_PATH, { schema: { hide: true } }, async () => {
    throw apiError.invalidUrl(); // a path whose % escapes do not decode (rewriteUndecodableUrl)
  });
  await app.register(swaggerUi, { routePrefix: '/docs' }); // the OpenAPI page; /docs/json
  // Each service under the contract's prefix for it, the one its endpoints' URLs are built with.
  await app.register(presenceAuthRoutes, { prefix: SERVICE_PREFIX.auth });
  await app.register(externalSignInRoutes, { prefix: SERVICE_PREFIX.auth }); // external
  await app.register(presenceUserRoutes, { prefix: SERVICE_PREFIX.user });
  await app.register(accountService, { prefix: SERVICE_PREFIX.account });
  await app.register(sponsorService, { prefix: SERVICE_PREFIX.sponsor });
  await app.register(decalRoutes); // GET /public/decals/{key}
  await app.register(embedRoutes); // GET /public/spot/{id}/decal, /public/spot/{id}/click (counted)
  await app.register(contentRoutes); // GET /content, /content/* (the content site's stand-in)
  // Off (SIM_OAUTH_STANDIN): /oauth/* answers 404 and auth/external refuses every token.
  if (config.oauthStandin) await app.register(oauthRoutes); // /oauth/{network}/authorize
  await app.register(payoutRoutes); // /connect/onboarding/{token} (payout onboarding stand-in)
  await app.register(stripeRoutes); // /stripe/v3.js, /stripe/checkout/{id} (the Stripe stand-in)
  if (config.controlApi) await app.register(controlApi, { prefix: SERVICE_PREFIX.sim });
  // Last: its /* fallback serves the app for every path no route above claims.
  if (config.staticDir) await app.register(appShellRoutes); // /config.js, /cms, /assets/*, the SPA

  return app;
}
