// POST /account/api/v1/account/stripe_checkout and GET account/stripe_session (DESIGN "Payments"): the
// session Stripe's embedded checkout pays, and its state for the app's return page.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody } from '@sponsorspot/contract/common';
import {
  CheckoutBody,
  CheckoutCreated,
  CheckoutSession,
  CheckoutSessionQuery,
} from '@sponsorspot/contract/payments';
import { apiError } from '../../lib/errors.js';
import { allowedRedirect } from '../public/oauth.js';
import { bodyErrors, guardedErrors, notFoundError } from '@sponsorspot/contract/responses';

const checkoutRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const returnOrigins = [...app.settings.appOrigins, new URL(app.settings.publicUrl).origin];

  app.post(
    '/account/stripe_checkout',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['account'],
        summary:
          "Open a checkout session for a plan or add-on variant: its client_secret for Stripe's embedded checkout",
        description:
          'Upgrades apply when the session completes; a downgrade (nothing due now) applies at the end of the ' +
          "period; add-ons follow the plan's period. 409 for the plan already held; sessions expire after 24 h.",
        body: CheckoutBody,
        response: { 200: CheckoutCreated, ...bodyErrors, 401: ErrorBody, 409: ErrorBody },
      },
    },
    async (request) => {
      const { returnUrl } = request.body;
      if (!allowedRedirect(returnUrl.replaceAll('{CHECKOUT_SESSION_ID}', 'cs'), returnOrigins)) {
        const message = `returnUrl must be an http(s) URL on one of: ${returnOrigins.join(', ')}.`;
        throw apiError.validation(message, [{ field: 'returnUrl', message }]);
      }
      return app.payments.createCheckout(request.identity.userId, request.body);
    },
  );

  app.get(
    '/account/stripe_session',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['account'],
        summary: 'A checkout session of the caller: open, complete or expired, and whether it was paid',
        querystring: CheckoutSessionQuery,
        response: { 200: CheckoutSession, ...guardedErrors, 401: ErrorBody, ...notFoundError },
      },
    },
    async (request) => app.payments.session(request.identity.userId, request.query.id),
  );
};

export default checkoutRoutes;
