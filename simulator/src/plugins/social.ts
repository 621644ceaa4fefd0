// Users and social sign-in data as decorators: `app.social` (search, profiles, follows, blocks, account
// facts; `app.social.isBlocked(blockerUserId, blockedUserId)` for the reservation rules) and `app.oauth`
// (the OAuth stand-in's tokens and the external identities).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { OAuthRepository } from '../db/repositories/oauth.js';
import { SocialRepository } from '../db/repositories/social.js';

declare module 'fastify' {
  interface FastifyInstance {
    social: SocialRepository;
    oauth: OAuthRepository;
  }
}

async function socialPlugin(app: FastifyInstance) {
  app.decorate('social', new SocialRepository(app.db));
  app.decorate('oauth', new OAuthRepository(app.db));
}

export default fp(socialPlugin, { name: 'social', dependencies: ['database'] });
