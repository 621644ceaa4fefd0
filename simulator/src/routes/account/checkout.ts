// POST account/stripe_checkout (account.createCheckout) and GET account/stripe_session
// (account.checkoutSession) (docs/payments.md "Plans and payments"): the session Stripe's embedded checkout
// pays, and its state for the app's return page.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as account from '@sponsorspot/contract/endpoints/account';
import { apiError } from '../../lib/errors.js';
import { endpointRoute } from '../endpoint-route.js';
import { allowedRedirect } from '../../lib/redirects.js';

const checkoutRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const returnOrigins = [...app.settings.appOrigins, new URL(app.settings.publicUrl).origin];

  app.route({
    ...endpointRoute(app, account.createCheckout),
    handler: async (request) => {
      const { returnUrl } = request.body;
      if (!allowedRedirect(returnUrl.replaceAll('{CHECKOUT_SESSION_ID}', 'cs'), returnOrigins)) {
        const message = `returnUrl must be an http(s) URL on one of: ${returnOrigins.join(', ')}.`;
        throw apiError.validation(message, [{ field: 'returnUrl', message }]);
      }
      return app.payments.createCheckout(request.identity.userId, request.body);
    },
  });

  app.route({
    ...endpointRoute(app, account.checkoutSession),
    handler: async (request) => app.payments.session(request.identity.userId, request.query.id),
  });
};

export default checkoutRoutes;
