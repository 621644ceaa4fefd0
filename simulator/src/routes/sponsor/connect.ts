// POST /sponsor/api/v1/publisher/connect — starts payout onboarding: the caller becomes a publisher (Pending)
// if they are not, and gets the address of the simulator's hosted onboarding page (routes/public/payouts.ts),
// a single-use link that sends the browser back to `returnUrl` when finished or abandoned.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody } from '@sponsorspot/contract/common';
import {
  hasControlCharacter,
  ONBOARDING_LINK_MINUTES,
  ONBOARDING_PATH,
} from '@sponsorspot/contract/payout-rules';
import { PublisherConnectBody, PublisherConnectResult } from '@sponsorspot/contract/publisher';
import { apiError } from '../../lib/errors.js';
import { allowedRedirect } from '../public/oauth.js';
import { bodyErrors, notFoundError } from '@sponsorspot/contract/responses';

const connectRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const publicUrl = app.settings.publicUrl.replace(/\/+$/, '');

  app.post(
    '/publisher/connect',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['sponsor'],
        summary: "Start payout onboarding: the URL of the payout provider's onboarding page",
        description:
          'Makes the caller a publisher (Pending) if they are not. The page (single use, ' +
          `${ONBOARDING_LINK_MINUTES} minutes) asks for the business name, country and a test bank account; ` +
          'finishing it makes the publisher Active, and finishing or abandoning it returns the browser to ' +
          '`returnUrl`, which must be an absolute URL on one of the app origins (SIM_APP_ORIGINS). An Active ' +
          'publisher gets a link too, to update the details, and stays Active. A Disabled publisher: 403.',
        body: PublisherConnectBody,
        response: { 200: PublisherConnectResult, ...bodyErrors, 401: ErrorBody, ...notFoundError },
      },
    },
    async (request) => {
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
  );
};

export default connectRoutes;
