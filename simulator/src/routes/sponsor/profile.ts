// GET /sponsor/api/v1/publisher/profile — the sponsor-side user: {id, name, email, publisher, sponsor}.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody } from '@sponsorspot/contract/common';
import { SponsorSideUser } from '@sponsorspot/contract/presence-user';
import { apiError } from '../../lib/errors.js';
import { guardedErrors, notFoundError } from '@sponsorspot/contract/responses';

const publisherProfileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/publisher/profile',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['sponsor'],
        summary: 'The sponsor-side user: publisher and sponsor are null or {id, status, businessName}',
        response: { 200: SponsorSideUser, ...guardedErrors, 401: ErrorBody, ...notFoundError },
      },
    },
    async (request) => {
      const user = app.accounts.sponsorSideUser(request.identity.userId);
      if (!user) throw apiError.notFound('User');
      return user;
    },
  );
};

export default publisherProfileRoutes;
