// Presence service, users (contract/endpoints/users.ts). Everything needs a signed-in caller except
// public/{id}.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { PAGE_SIZE_DEFAULT } from '@sponsorspot/contract/common';
import * as users from '@sponsorspot/contract/endpoints/users';
import { isProfileWebsite } from '@sponsorspot/contract/profile-rules';
import { recentTraffic } from '../../domain/analytics.js';
import { apiError } from '../../lib/errors.js';
import { endpointRoute } from '../endpoint-route.js';

const ADMIN = 'Admin';

/** '' or an http(s) URL (the contract's profile rule). */
function websiteProblem(website: string): string | null {
  return isProfileWebsite(website) ? null : 'must be an http(s) URL such as https://example.com, or empty';
}

const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // link/ and block/ take an empty body and search/ an optional one: a JSON content type with nothing
  // after it counts as no body here (elsewhere it is invalid_json).
  const jsonParser = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if ((body as string).trim() === '') {
      done(null, undefined);
      return;
    }
    jsonParser(request, body as string, done);
  });
  // JSON null counts as no body here too, so this replaces the hook of emptyBodyIsEmptyObject (which reads
  // only a missing body as {}) on the routes that declare it.
  const noBodyIsEmptyObject = async (request: FastifyRequest) => {
    if (request.body === undefined || request.body === null) request.body = {};
  };

  app.route({
    ...endpointRoute(app, users.searchUsers),
    preValidation: noBodyIsEmptyObject,
    handler: async (request) =>
      app.users.search({
        viewerId: request.identity.userId,
        searchText: (request.body.searchText ?? '').trim(),
        pageNumber: request.body.pageNumber ?? 1,
        pageSize: request.body.pageSize ?? PAGE_SIZE_DEFAULT,
      }),
  });

  app.route({
    ...endpointRoute(app, users.userSummary),
    handler: async (request) => {
      const id = request.identity.userId;
      return {
        spots: app.accounts.listings(id),
        reservations: app.accounts.reservations(id),
        ...app.relations.counts(id),
        ...recentTraffic(app.counts, id, app.clock.nowMs()),
      };
    },
  });

  app.route({
    ...endpointRoute(app, users.profile),
    handler: async (request) => {
      const profile = app.users.profile(request.identity.userId);
      if (!profile) throw apiError.notFound('User');
      return profile;
    },
  });

  app.route({
    ...endpointRoute(app, users.saveProfile),
    handler: async (request) => {
      const { name, bio, website, location } = request.body;
      const problem = website === undefined ? null : websiteProblem(website);
      if (problem) {
        throw apiError.validation(`The request body is not valid: website ${problem}.`, [
          { field: 'website', message: problem },
        ]);
      }
      const profile = app.users.updateProfile(request.identity.userId, {
        name: name.trim(),
        bio: bio?.trim(),
        website,
        location: location?.trim(),
      });
      if (!profile) throw apiError.notFound('User');
      return profile;
    },
  });

  app.route({
    ...endpointRoute(app, users.publicUser),
    handler: async (request) => {
      // Signed in or not: a missing or unusable token just means an anonymous viewer.
      const viewer = await app.identity.identify(request.headers.authorization);
      const viewerId = viewer?.userId ?? 0;
      const user = app.users.publicUser(request.params.id, viewerId);
      if (!user) throw apiError.notFound(`User ${request.params.id}`);
      return user;
    },
  });

  app.route({
    ...endpointRoute(app, users.follow),
    preValidation: noBodyIsEmptyObject,
    handler: async (request) => {
      const me = request.identity.userId;
      const target = request.query.id;
      if (target === me) throw apiError.badRequest('You cannot follow yourself.');
      if (!app.users.exists(target)) throw apiError.notFound(`User ${target}`);
      if (app.relations.isBlocked(target, me) || app.relations.isBlocked(me, target)) {
        throw apiError.forbidden('You cannot follow this user.');
      }
      app.relations.follow(me, target, app.clock.now());
      return { following: true };
    },
  });

  app.route({
    ...endpointRoute(app, users.unfollow),
    handler: async (request) => {
      const me = request.identity.userId;
      const target = request.params.id;
      if (target === me) throw apiError.badRequest('You cannot follow yourself.');
      if (!app.users.exists(target)) throw apiError.notFound(`User ${target}`);
      app.relations.unfollow(me, target);
      return { following: false };
    },
  });

  app.route({
    ...endpointRoute(app, users.block),
    preValidation: noBodyIsEmptyObject,
    handler: async (request) => {
      const me = request.identity.userId;
      const { id: target, flag } = request.params;
      if (target === me) throw apiError.badRequest('You cannot block yourself.');
      if (!app.users.exists(target)) throw apiError.notFound(`User ${target}`);
      if (flag === 1) app.relations.block(me, target, app.clock.now());
      else app.relations.unblock(me, target);
      return { blocked: flag === 1 };
    },
  });

  // Last, so the named routes above win; find-my-way prefers static segments anyway.
  app.route({
    ...endpointRoute(app, users.fullUser),
    handler: async (request) => {
      const { userId, roles } = request.identity;
      const id = request.params.id;
      if (id !== userId && !roles.includes(ADMIN))
        throw apiError.forbidden('You may only see your own account.');
      const user = app.users.fullUser(id);
      if (!user) throw apiError.notFound(`User ${id}`);
      return user;
    },
  });
};

export default userRoutes;
