// Control API, identity part: the outbox of mails, the simulator's clock, session expiry and the one-time
// sign-ins of the loaded scenario's logins (the QA console's "Open the app as").
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as sim from '@sponsorspot/contract/endpoints/sim';
import { emailKey } from '@sponsorspot/contract/identity-rules';
import { apiError } from '../../lib/errors.js';
import { endpointRoute } from '../endpoint-route.js';

const simIdentityRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const clockState = () => ({ now: app.clock.now().toISOString(), offsetMs: app.clock.offsetMs });

  app.route({
    ...endpointRoute(app, sim.listOutbox),
    handler: async (request) => ({ messages: app.outbox.list(request.query.to) }),
  });

  app.route({
    ...endpointRoute(app, sim.clearOutbox),
    handler: async () => ({ cleared: app.outbox.clear() }),
  });

  app.route({ ...endpointRoute(app, sim.getClock), handler: async () => clockState() });

  app.route({
    ...endpointRoute(app, sim.moveClock),
    handler: async (request) => {
      try {
        if ('advanceSeconds' in request.body)
          app.clock.advance(Math.round(request.body.advanceSeconds * 1000));
        else app.clock.setOffset(request.body.offsetMs);
      } catch (error) {
        if (error instanceof RangeError) throw apiError.badRequest(error.message);
        throw error;
      }
      request.log.info(clockState(), 'simulator clock moved');
      // Renewals, past due, ends of grace and of cancelled periods; then the payouts of every 1st passed.
      app.earnings.settle();
      return clockState();
    },
  });

  app.route({
    ...endpointRoute(app, sim.expireSessions),
    handler: async (request) => {
      const revoked = app.identity.expireSessions(request.body);
      if (revoked === null) throw apiError.notFound('User');
      return { revoked };
    },
  });

  app.route({
    ...endpointRoute(app, sim.grantSignIn),
    handler: async (request, reply) => {
      const wanted = emailKey(request.body.email);
      // Only the scenario's own test logins: an account someone registered cannot be entered this way.
      const listed = app.scenarios.currentLogins().some((login) => emailKey(login.email) === wanted);
      const user = listed ? app.users.findByEmail(request.body.email) : null;
      if (!user) throw apiError.notFound('A login of the loaded scenario with this email');
      return reply.code(201).send(app.identity.grantSignIn(user.id));
    },
  });

  app.route({
    ...endpointRoute(app, sim.redeemSignIn),
    handler: async (request) => app.identity.redeemSignIn(request.params.code),
  });
};

export default simIdentityRoutes;
