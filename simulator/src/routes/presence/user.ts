// Presence service, users: /presence/api/v1/user. Everything needs a signed-in caller except public/{id}.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { ErrorBody, IdParam, PAGE_SIZE_DEFAULT } from '@sponsorspot/contract/common';
import {
  BlockParams,
  BlockResult,
  EmptyBody,
  FollowResult,
  FullUser,
  LinkQuery,
  Profile,
  ProfileUpdate,
  PublicUser,
  UserSearchBody,
  UserSearchResult,
  UserSummary,
} from '@sponsorspot/contract/presence-user';
import { recentTraffic } from '../../domain/analytics.js';
import { apiError } from '../../lib/errors.js';
import { bodyErrors, guardedErrors, notFoundError } from '@sponsorspot/contract/responses';

const ADMIN = 'Admin';
const signedIn = { 401: ErrorBody } as const;

/** '' or an http(s) URL that parses and names a host. */
export function websiteProblem(website: string): string | null {
  if (website === '') return null;
  try {
    const url = new URL(website);
    if ((url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '') return null;
  } catch {
    // falls through
  }
  return 'must be an http(s) URL such as https://example.com, or empty';
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
  const noBodyIsEmptyObject = async (request: FastifyRequest) => {
    if (request.body === undefined || request.body === null) request.body = {};
  };
  const auth = { onRequest: app.authenticate };
  const tags = ['presence'];

  app.post(
    '/search/',
    {
      ...auth,
      preValidation: noBodyIsEmptyObject,
      schema: {
        tags,
        summary:
          'Find users by name (contains) or email (the whole address); the caller and users they blocked are left out',
        body: UserSearchBody,
        response: { 200: UserSearchResult, ...bodyErrors, ...signedIn },
      },
    },
    async (request) =>
      app.users.search({
        viewerId: request.identity.userId,
        searchText: (request.body.searchText ?? '').trim(),
        pageNumber: request.body.pageNumber ?? 1,
        pageSize: request.body.pageSize ?? PAGE_SIZE_DEFAULT,
      }),
  );

  app.get(
    '/summary/',
    {
      ...auth,
      schema: {
        tags,
        summary: "The caller's counts: spots, reservations, followers, following, views, clicks",
        response: { 200: UserSummary, ...guardedErrors, ...signedIn },
      },
    },
    async (request) => {
      const id = request.identity.userId;
      return {
        spots: app.accounts.listings(id),
        reservations: app.accounts.reservations(id),
        ...app.relations.counts(id),
        ...recentTraffic(app.spotTraffic, id, app.clock.nowMs()),
      };
    },
  );

  app.get(
    '/profile/',
    {
      ...auth,
      schema: {
        tags,
        summary: "The caller's profile",
        response: { 200: Profile, ...guardedErrors, ...signedIn, ...notFoundError },
      },
    },
    async (request) => {
      const profile = app.users.profile(request.identity.userId);
      if (!profile) throw apiError.notFound('User');
      return profile;
    },
  );

  app.post(
    '/profile/',
    {
      ...auth,
      schema: {
        tags,
        summary: "Save the caller's profile (an omitted optional field keeps its value; '' clears it)",
        body: ProfileUpdate,
        response: { 200: Profile, ...bodyErrors, ...signedIn, ...notFoundError },
      },
    },
    async (request) => {
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
  );

  app.get(
    '/public/:id',
    {
      schema: {
        tags,
        summary: 'What anyone may see of a user (no email); isFollowing/isBlocked are false when anonymous',
        params: IdParam,
        response: { 200: PublicUser, ...guardedErrors, ...notFoundError },
      },
    },
    async (request) => {
      // Signed in or not: a missing or unusable token just means an anonymous viewer.
      const viewer = await app.identity.identify(request.headers.authorization);
      const viewerId = viewer?.userId ?? 0;
      const user = app.users.publicUser(request.params.id, viewerId);
      if (!user) throw apiError.notFound(`User ${request.params.id}`);
      return user;
    },
  );

  app.post(
    '/link/',
    {
      ...auth,
      preValidation: noBodyIsEmptyObject,
      schema: {
        tags,
        summary: 'Follow the user named by the query parameter id (empty body)',
        querystring: LinkQuery,
        body: EmptyBody,
        response: { 200: FollowResult, ...bodyErrors, ...signedIn, ...notFoundError },
      },
    },
    async (request) => {
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
  );

  app.delete(
    '/link/:id',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Stop following a user',
        params: IdParam,
        response: { 200: FollowResult, ...guardedErrors, ...signedIn, ...notFoundError },
      },
    },
    async (request) => {
      const me = request.identity.userId;
      const target = request.params.id;
      if (target === me) throw apiError.badRequest('You cannot follow yourself.');
      if (!app.users.exists(target)) throw apiError.notFound(`User ${target}`);
      app.relations.unfollow(me, target);
      return { following: false };
    },
  );

  app.post(
    '/block/:id/:flag',
    {
      ...auth,
      preValidation: noBodyIsEmptyObject,
      schema: {
        tags,
        summary:
          "Block (1) or unblock (0) a user: a blocked user leaves the caller's searches and cannot reserve the caller's spots",
        params: BlockParams,
        body: EmptyBody,
        response: { 200: BlockResult, ...bodyErrors, ...signedIn, ...notFoundError },
      },
    },
    async (request) => {
      const me = request.identity.userId;
      const { id: target, flag } = request.params;
      if (target === me) throw apiError.badRequest('You cannot block yourself.');
      if (!app.users.exists(target)) throw apiError.notFound(`User ${target}`);
      if (flag === 1) app.relations.block(me, target, app.clock.now());
      else app.relations.unblock(me, target);
      return { blocked: flag === 1 };
    },
  );

  // Last, so the named routes above win; find-my-way prefers static segments anyway.
  app.get(
    '/:id',
    {
      ...auth,
      schema: {
        tags,
        summary: 'The full user, for the user themself or an Admin',
        params: IdParam,
        response: { 200: FullUser, ...guardedErrors, ...signedIn, ...notFoundError },
      },
    },
    async (request) => {
      const { userId, roles } = request.identity;
      const id = request.params.id;
      if (id !== userId && !roles.includes(ADMIN))
        throw apiError.forbidden('You may only see your own account.');
      const user = app.users.fullUser(id);
      if (!user) throw apiError.notFound(`User ${id}`);
      return user;
    },
  );
};

export default userRoutes;
