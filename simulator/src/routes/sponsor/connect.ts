// POST publisher/connect (publisher.connect) — starts payout onboarding: the caller becomes a publisher
// (Pending) if they are not, and gets the address of the simulator's hosted onboarding page
// (stand-ins/payouts.ts), a single-use link that sends the browser back to `returnUrl` when finished or
// abandoned.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as publisher from '@sponsorspot/contract/endpoints/publisher';
import { hasControlCharacter, ONBOARDING_PATH } from '@sponsorspot/contract/payout-rules';
import { apiError } from '../../lib/errors.js';
import { endpointRoute } from '../endpoint-route.js';
import { allowedRedirect } from '../../lib/redirects.js';

const connectRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const publicUrl = app.settings.publicUrl.replace(/\/+$/, '');

  app.route({
    ...endpointRoute(app, publisher.connect),
    handler: async (request) => {
      const { businessName, returnUrl } = request.body;
      const name = businessName.trim();
      if (!name || hasControlCharacter(name)) {
        throw apiError.validation('Type the business name sponsors will see.', [
          { field: 'businessName', message: 'Must hold visible characters and no control characters.' },
        ]);
      }
      const target = allowedRedirect(returnUrl, app.settings.appOrigins);
      if (!target) {
        throw apiError.validation('returnUrl must be a URL of this app.', [
          {
            field: 'returnUrl',
            message: `Must be an absolute http(s) URL on one of: ${app.settings.appOrigins.join(', ')}.`,
          },
        ]);
      }
      const userId = request.identity.userId;
      if (!app.users.findById(userId)) throw apiError.notFound('User');
      const token = app.publishers.startOnboarding({
        userId,
        businessName: name,
        returnUrl: target.href,
        now: app.clock.now(),
      });
      return { url: `${publicUrl}${ONBOARDING_PATH}/${token}` };
    },
  });
};

export default connectRoutes;
