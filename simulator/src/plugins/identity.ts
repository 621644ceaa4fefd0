// Identity as decorators: `app.identity` (login, sessions, codes, mails), `app.authenticate` (the
// bearer-token preHandler that sets `request.identity`).
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { IdentityService, type Identity } from '../domain/identity/service.js';

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

async function identityPlugin(app: FastifyInstance) {
  const { settings } = app;
  // Links in mails open the app (config.ts says where it is).
  const { appUrl } = settings;
  const { users, sessions, codes, outbox } = app;
  const service = new IdentityService(app.db, { users, sessions, codes, outbox }, app.clock, app.log, {
    jwtSecret: settings.jwtSecret,
    appUrl,
  });
  app.decorate('identity', service);
  app.scenarios.onReset(() => {
    service.clearRateLimits();
    service.forgetSignIns();
  });

  app.decorateRequest('identity', null as unknown as Identity);
  app.decorate('authenticate', async function authenticate(request: FastifyRequest) {
    request.identity = await service.authenticate(request.headers.authorization);
  });
}

export default fp(identityPlugin, {
  name: 'identity',
  dependencies: ['settings', 'database', 'repositories', 'scenarios', 'clock'],
});
