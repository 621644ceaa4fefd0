// Presence service, auth: /presence/api/v1/auth. Thin: HTTP in, app.identity, HTTP out.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody } from '@sponsorspot/contract/common';
import {
  Accepted,
  CodeParam,
  CurrentUser,
  EmailBody,
  LoggedOut,
  LoginBody,
  LogoutQuery,
  NewPasswordBody,
  PasswordResetDone,
  RefreshBody,
  RegisterBody,
  Registered,
  SessionAnswer,
  Verified,
} from '@sponsorspot/contract/presence-auth';
import { apiError } from '../../lib/errors.js';
import { bodyErrors, guardedErrors } from '@sponsorspot/contract/responses';

const unauthorized = { 401: ErrorBody } as const;
const tags = ['presence'];

const presenceAuthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/login',
    {
      schema: {
        tags,
        summary: 'Log in with email and password (rate limited per account and per address)',
        body: LoginBody,
        response: { 200: SessionAnswer, ...bodyErrors, ...unauthorized, 429: ErrorBody },
      },
    },
    async (request) => app.identity.login(request.body.email, request.body.password, request.ip),
  );

  app.post(
    '/register',
    {
      schema: {
        tags,
        summary: 'Create an account; a verification code goes to the outbox',
        body: RegisterBody,
        response: { 201: Registered, ...bodyErrors, 409: ErrorBody },
      },
    },
    async (request, reply) => reply.code(201).send(await app.identity.register(request.body)),
  );

  // Before verify/{code}, so "resend" is not taken for a code.
  app.post(
    '/verify/resend',
    {
      schema: {
        tags,
        summary:
          'Send a new verification code (same answer whether or not the account exists; 3 per address and ' +
          '20 per client in 15 minutes)',
        body: EmailBody,
        response: { 202: Accepted, ...bodyErrors, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      app.identity.admitMailRequest(request.body.email, request.ip);
      // The answer is sent before the mail work, so how long it takes says nothing about the account.
      reply.code(202).send({ accepted: true });
      app.identity.resendVerification(request.body.email);
      return reply;
    },
  );

  app.post(
    '/verify/:code',
    {
      schema: {
        tags,
        summary:
          'Verify an email address with the code from the mail (single use, 24 hours; 10 wrong codes per ' +
          'client in 15 minutes)',
        params: CodeParam,
        response: { 200: Verified, ...guardedErrors, 429: ErrorBody },
      },
    },
    async (request) => app.identity.verifyEmail(request.params.code, request.ip),
  );

  app.post(
    '/password/forgot',
    {
      schema: {
        tags,
        summary:
          'Mail a password-reset code (same answer whether or not the account exists; 3 per address and 20 ' +
          'per client in 15 minutes)',
        body: EmailBody,
        response: { 202: Accepted, ...bodyErrors, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      app.identity.admitMailRequest(request.body.email, request.ip);
      // The answer is sent before the mail work, so how long it takes says nothing about the account.
      reply.code(202).send({ accepted: true });
      app.identity.forgotPassword(request.body.email);
      return reply;
    },
  );

  app.post(
    '/password/reset/:code',
    {
      schema: {
        tags,
        summary:
          'Set a new password with the code from the mail (single use, 30 minutes; 10 wrong codes per ' +
          'client in 15 minutes); ends every session',
        params: CodeParam,
        body: NewPasswordBody,
        response: { 200: PasswordResetDone, ...bodyErrors, 429: ErrorBody },
      },
    },
    async (request) => app.identity.resetPassword(request.params.code, request.body.password, request.ip),
  );

  app.post(
    '/refresh',
    {
      schema: {
        tags,
        summary:
          'New tokens for a refresh token; the old one stops working (presenting it again ends the session)',
        body: RefreshBody,
        response: { 200: SessionAnswer, ...bodyErrors, ...unauthorized },
      },
    },
    async (request) => app.identity.refresh(request.body.refreshToken),
  );

  app.get(
    '/logout',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'End this session, or every session of the user with ?scope=all',
        querystring: LogoutQuery,
        response: { 200: LoggedOut, ...guardedErrors, ...unauthorized },
      },
    },
    async (request) => {
      app.identity.logout(request.identity, request.query.scope ?? 'session');
      return { loggedOut: true as const };
    },
  );

  app.get(
    '/user',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'The signed-in user',
        response: { 200: CurrentUser, ...guardedErrors, ...unauthorized },
      },
    },
    async (request) => {
      const user = app.users.findById(request.identity.userId);
      if (!user) throw apiError.unauthenticated();
      const { passwordHash: _hash, ...rest } = user;
      return rest;
    },
  );
};

export default presenceAuthRoutes;
