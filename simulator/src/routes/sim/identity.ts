// Control API, identity part: the outbox of mails, the simulator's clock and session expiry.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ClockBody,
  ClockState,
  OutboxCleared,
  OutboxList,
  OutboxQuery,
  SessionsExpired,
  SessionsExpireBody,
} from '@sponsorspot/contract/sim';
import { apiError } from '../../domain/errors.js';
import { bodyErrors, notFoundError } from '@sponsorspot/contract/responses';

const tags = ['simulator'];

const simIdentityRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const clockState = () => ({ now: app.clock.now().toISOString(), offsetMs: app.clock.offsetMs });

  app.get(
    '/outbox',
    {
      schema: {
        tags,
        summary:
          'Mails the simulator sent (verification and password reset), newest last; ?to=<email> filters',
        querystring: OutboxQuery,
        response: { 200: OutboxList, 400: bodyErrors[400] },
      },
    },
    async (request) => ({ messages: app.outbox.list(request.query.to) }),
  );

  app.delete(
    '/outbox',
    { schema: { tags, summary: 'Empty the outbox', response: { 200: OutboxCleared } } },
    async () => ({ cleared: app.outbox.clear() }),
  );

  app.get(
    '/clock',
    {
      schema: {
        tags,
        summary: "The simulator's time and its offset from real time",
        response: { 200: ClockState },
      },
    },
    async () => clockState(),
  );

  app.post(
    '/clock',
    {
      schema: {
        tags,
        summary:
          'Move the clock forward ({advanceSeconds}) or set its offset ({offsetMs}); reset sets it back',
        body: ClockBody,
        response: { 200: ClockState, ...bodyErrors },
      },
    },
    async (request) => {
      try {
        if ('advanceSeconds' in request.body)
          app.clock.advance(Math.round(request.body.advanceSeconds * 1000));
        else app.clock.setOffset(request.body.offsetMs);
      } catch (error) {
        if (error instanceof RangeError) throw apiError.badRequest(error.message);
        throw error;
      }
      request.log.info(clockState(), 'simulator clock moved');
      app.payments.settle(); // renewals, past due, ends of grace and of cancelled periods
      return clockState();
    },
  );

  app.post(
    '/sessions/expire',
    {
      schema: {
        tags,
        summary: "End every session of a user now ({email} or {userId}): the app's next call answers 401",
        body: SessionsExpireBody,
        response: { 200: SessionsExpired, ...bodyErrors, ...notFoundError },
      },
    },
    async (request) => {
      const revoked = app.identity.expireSessions(request.body);
      if (revoked === null) throw apiError.notFound('User');
      return { revoked };
    },
  );
};

export default simIdentityRoutes;
