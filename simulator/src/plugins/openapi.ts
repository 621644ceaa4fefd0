// The OpenAPI document, generated from the route schemas (app.ts mounts its page at /docs, JSON at /docs/json).
import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { VERSION } from '../version.js';

async function openapiPlugin(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'SponsorSpot simulator',
        description:
          'Stand-in for the SponsorSpot backend (presence, account and sponsor services). The presence, account ' +
          `and sponsor APIs need the ${app.settings.tenantHeader}: ${app.settings.tenantId} header. Every failure ` +
          'answers { code, message, details? }.',
        version: VERSION,
      },
      servers: [{ url: app.settings.publicUrl }],
      tags: [
        { name: 'presence', description: 'Presence service: accounts, sessions, social sign-in and users' },
        { name: 'sponsor', description: 'Sponsor service: spots and the marketplace' },
        { name: 'account', description: 'Account service' },
        { name: 'public', description: 'Public, tenant-free endpoints: decal images, content-site stand-in' },
        { name: 'simulator', description: 'Control API for QA and tests (/__sim) and health' },
      ],
    },
  });
}

export default fp(openapiPlugin, { name: 'openapi', dependencies: ['settings'] });
