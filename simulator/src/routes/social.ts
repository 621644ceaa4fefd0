// Users and social, mounted in one go (app.ts registers this plugin in one line, after identity):
// the `app.social` / `app.oauth` decorators, /presence/api/v1/user, /presence/api/v1/auth/external, the
// sponsor-side user and usage (/sponsor/api/v1), subscription info (/account/api/v1) and the OAuth
// stand-in pages (/oauth/{network}/authorize, tenant-free; only with SIM_OAUTH_STANDIN on).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import socialPlugin from '../plugins/social.js';
import accountRoutes from './account/account.js';
import externalRoutes from './presence/external.js';
import userRoutes from './presence/user.js';
import oauthRoutes from './public/oauth.js';
import publisherProfileRoutes from './sponsor/profile.js';
import usageRoutes from './sponsor/usage.js';

async function socialRoutes(app: FastifyInstance) {
  await app.register(socialPlugin);
  await app.register(userRoutes, { prefix: '/presence/api/v1/user' });
  await app.register(externalRoutes, { prefix: '/presence/api/v1/auth' });
  await app.register(publisherProfileRoutes, { prefix: '/sponsor/api/v1' });
  await app.register(usageRoutes, { prefix: '/sponsor/api/v1' });
  await app.register(accountRoutes, { prefix: '/account/api/v1' });
  // Off (SIM_OAUTH_STANDIN): /oauth/* answers 404 and auth/external refuses every token.
  if (app.settings.oauthStandin) await app.register(oauthRoutes);
}

export default fp(socialRoutes, {
  name: 'social-routes',
  dependencies: ['settings', 'identity', 'database'],
});
