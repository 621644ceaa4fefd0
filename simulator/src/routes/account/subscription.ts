// Beyond the spec: POST account/subscription/cancel (at the period's end) and /resume (before it).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody } from '@sponsorspot/contract/common';
import { AccountDetail, SubscriptionAction } from '@sponsorspot/contract/payments';
import { bodyErrors } from '@sponsorspot/contract/responses';

const subscriptionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const schema = (summary: string) => ({
    tags: ['account'],
    summary,
    body: SubscriptionAction,
    response: { 200: AccountDetail, ...bodyErrors, 401: ErrorBody, 409: ErrorBody },
  });

  app.post(
    '/account/subscription/cancel',
    {
      onRequest: app.authenticate,
      schema: schema('Cancel at the end of the period: the plan stays until then, then Free (data kept)'),
    },
    async (request) => app.payments.cancel(request.identity.userId),
  );

  app.post(
    '/account/subscription/resume',
    { onRequest: app.authenticate, schema: schema('Undo a cancellation before the period ends') },
    async (request) => app.payments.resume(request.identity.userId),
  );
};

export default subscriptionRoutes;
