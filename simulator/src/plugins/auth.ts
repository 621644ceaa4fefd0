// Identity for the whole app: `app.identity` (login, sessions, codes, outbox), `app.authenticate` (the
// bearer-token preHandler that sets `request.identity`) and `app.clock`. The default export also mounts
// the presence auth routes and the identity part of the control API, so app.ts registers it in one line.
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { IdentityService, type Identity } from '../domain/identity/service.js';
import presenceAuthRoutes from '../routes/presence/auth.js';
import simIdentityRoutes from '../routes/sim/identity.js';
import clockPlugin from './clock.js';

declare module 'fastify' {
  interface FastifyInstance {
    identity: IdentityService;
    /** preHandler: 401 unless the request carries a valid bearer token of a live session. */
    authenticate: preHandlerAsyncHookHandler;
  }
  interface FastifyRequest {
    /**
     * The caller, set by `app.authenticate`. Only read it on routes that use that preHandler; elsewhere
     * it is null (use `app.identity.identify(request.headers.authorization)` for optional sign-in).
     */
    identity: Identity;
  }
}

export type { Identity };

async function authPlugin(app: FastifyInstance) {
  const { settings } = app;
  // Links in mails open the app: the simulator itself when it serves the app, else the first app origin.
  const appUrl = settings.staticDir ? settings.publicUrl : (settings.appOrigins[0] ?? settings.publicUrl);
  const service = new IdentityService(app.db, app.clock, app.log, { jwtSecret: settings.jwtSecret, appUrl });
  app.decorate('identity', service);
  app.scenarios.onReset(() => service.clearRateLimits());

  app.decorateRequest('identity', null as unknown as Identity);
  app.decorate('authenticate', async function authenticate(request: FastifyRequest) {
    request.identity = await service.authenticate(request.headers.authorization);
  });
}

const auth = fp(authPlugin, { name: 'auth', dependencies: ['settings', 'database', 'scenarios', 'clock'] });

async function identityPlugin(app: FastifyInstance) {
  await app.register(clockPlugin);
  await app.register(auth);
  await app.register(presenceAuthRoutes, { prefix: '/presence/api/v1/auth' });
  if (app.settings.controlApi) await app.register(simIdentityRoutes, { prefix: '/__sim' });
}

export default fp(identityPlugin, { name: 'identity', dependencies: ['settings', 'database', 'scenarios'] });
