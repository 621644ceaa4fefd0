// Presence service, auth (contract/endpoints/auth.ts). Thin: HTTP in, app.identity, HTTP out.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as auth from '@sponsorspot/contract/endpoints/auth';
import { apiError } from '../../lib/errors.js';
import { endpointRoute } from '../endpoint-route.js';

const presenceAuthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...endpointRoute(app, auth.login),
    handler: async (request) => app.identity.login(request.body.email, request.body.password, request.ip),
  });

  app.route({
    ...endpointRoute(app, auth.register),
    handler: async (request, reply) =>
      reply.code(202).send(await app.identity.register(request.body, request.ip)),
  });

  // Before verify/{code}, so "resend" is not taken for a code.
  app.route({
    ...endpointRoute(app, auth.resendVerification),
    handler: async (request, reply) => {
      app.identity.admitMailRequest(request.body.email, request.ip);
      // The answer is sent before the mail work, so how long it takes says nothing about the account.
      reply.code(202).send({ accepted: true });
      app.identity.resendVerification(request.body.email);
      return reply;
    },
  });

  app.route({
    ...endpointRoute(app, auth.verifyEmail),
    handler: async (request) => app.identity.verifyEmail(request.params.code, request.ip),
  });

  app.route({
    ...endpointRoute(app, auth.forgotPassword),
    handler: async (request, reply) => {
      app.identity.admitMailRequest(request.body.email, request.ip);
      // The answer is sent before the mail work, so how long it takes says nothing about the account.
      reply.code(202).send({ accepted: true });
      app.identity.forgotPassword(request.body.email);
      return reply;
    },
  });

  app.route({
    ...endpointRoute(app, auth.resetPassword),
    handler: async (request) =>
      app.identity.resetPassword(request.params.code, request.body.password, request.ip),
  });

  app.route({
    ...endpointRoute(app, auth.changePassword),
    handler: async (request) => app.identity.changePassword(request.identity, request.body, request.ip),
  });

  app.route({
    ...endpointRoute(app, auth.refresh),
    handler: async (request) => app.identity.refresh(request.body.refreshToken),
  });

  app.route({
    ...endpointRoute(app, auth.logout, { authenticateOn: 'preHandler' }),
    handler: async (request) => {
      app.identity.logout(request.identity, request.query.scope ?? 'session');
      return { loggedOut: true as const };
    },
  });

  app.route({
    ...endpointRoute(app, auth.currentUser, { authenticateOn: 'preHandler' }),
    handler: async (request) => {
      const user = app.users.findById(request.identity.userId);
      if (!user) throw apiError.unauthenticated();
      const { passwordHash: _hash, ...rest } = user;
      return rest;
    },
  });
};

export default presenceAuthRoutes;
