// GET publisher/profile (sponsorSettings.publisherProfile) — the sponsor-side user: {id, name, email,
// publisher, sponsor}.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as sponsorSettings from '@sponsorspot/contract/endpoints/sponsor-settings';
import { apiError } from '../../lib/errors.js';
import { endpointRoute } from '../endpoint-route.js';

const publisherProfileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...endpointRoute(app, sponsorSettings.publisherProfile),
    handler: async (request) => {
      const user = app.accounts.sponsorSideUser(request.identity.userId);
      if (!user) throw apiError.notFound('User');
      return user;
    },
  });
};

export default publisherProfileRoutes;
