// Presence service, users: search, the caller's counts and profile, what anyone may see of a user, follow,
// block, and the full user. Everything needs a login except the public user.
import { endpoint } from '../endpoint.js';

export const searchUsers = endpoint({
  method: 'POST',
  service: 'user',
  path: '/search/',
  login: 'required',
  spec: true,
  emptyBodyIsEmptyObject: true,
  summary:
    'Find users by name (contains; never by email address); the caller and users they blocked are left out',
  schema: ({ presenceUser, responses }) => ({
    body: presenceUser.UserSearchBody,
    response: { 200: presenceUser.UserSearchResult, ...responses.bodyErrors, ...responses.signedIn },
  }),
});

export const userSummary = endpoint({
  method: 'GET',
  service: 'user',
  path: '/summary/',
  login: 'required',
  spec: true,
  summary: "The caller's counts: spots, reservations, followers, following, views, clicks",
  schema: ({ presenceUser, responses }) => ({
    response: { 200: presenceUser.UserSummary, ...responses.guardedErrors, ...responses.signedIn },
  }),
});

export const profile = endpoint({
  method: 'GET',
  service: 'user',
  path: '/profile/',
  login: 'required',
  spec: true,
  summary: "The caller's profile",
  schema: ({ presenceUser, responses }) => ({
    response: {
      200: presenceUser.Profile,
      ...responses.guardedErrors,
      ...responses.signedIn,
      ...responses.notFoundError,
    },
  }),
});

export const saveProfile = endpoint({
  method: 'POST',
  service: 'user',
  path: '/profile/',
  login: 'required',
  spec: true,
  summary: "Save the caller's profile (an omitted optional field keeps its value; '' clears it)",
  schema: ({ presenceUser, responses }) => ({
    body: presenceUser.ProfileUpdate,
    response: {
      200: presenceUser.Profile,
      ...responses.bodyErrors,
      ...responses.signedIn,
      ...responses.notFoundError,
    },
  }),
});

export const publicUser = endpoint({
  method: 'GET',
  service: 'user',
  path: '/public/:id',
  login: 'optional',
  spec: true,
  summary: 'What anyone may see of a user (no email); isFollowing/isBlocked are false when anonymous',
  schema: ({ common, presenceUser, responses }) => ({
    params: common.IdParam,
    response: { 200: presenceUser.PublicUser, ...responses.guardedErrors, ...responses.notFoundError },
  }),
});

export const follow = endpoint({
  method: 'POST',
  service: 'user',
  path: '/link/',
  login: 'required',
  spec: true,
  emptyBodyIsEmptyObject: true,
  summary: 'Follow the user named by the query parameter id (empty body)',
  schema: ({ presenceUser, responses }) => ({
    querystring: presenceUser.LinkQuery,
    body: presenceUser.EmptyBody,
    response: {
      200: presenceUser.FollowResult,
      ...responses.bodyErrors,
      ...responses.signedIn,
      ...responses.notFoundError,
    },
  }),
});

export const unfollow = endpoint({
  method: 'DELETE',
  service: 'user',
  path: '/link/:id',
  login: 'required',
  spec: true,
  summary: 'Stop following a user',
  schema: ({ common, presenceUser, responses }) => ({
    params: common.IdParam,
    response: {
      200: presenceUser.FollowResult,
      ...responses.bodyErrors,
      ...responses.signedIn,
      ...responses.notFoundError,
    },
  }),
});

export const block = endpoint({
  method: 'POST',
  service: 'user',
  path: '/block/:id/:flag',
  login: 'required',
  spec: true,
  emptyBodyIsEmptyObject: true,
  summary:
    "Block (1) or unblock (0) a user: a blocked user leaves the caller's searches and cannot reserve the caller's spots",
  schema: ({ presenceUser, responses }) => ({
    params: presenceUser.BlockParams,
    body: presenceUser.EmptyBody,
    response: {
      200: presenceUser.BlockResult,
      ...responses.bodyErrors,
      ...responses.signedIn,
      ...responses.notFoundError,
    },
  }),
});

export const fullUser = endpoint({
  method: 'GET',
  service: 'user',
  path: '/:id',
  login: 'required',
  spec: true,
  summary: 'The full user, for the user themself or an Admin',
  schema: ({ common, presenceUser, responses }) => ({
    params: common.IdParam,
    response: {
      200: presenceUser.FullUser,
      ...responses.guardedErrors,
      ...responses.signedIn,
      ...responses.notFoundError,
    },
  }),
});
