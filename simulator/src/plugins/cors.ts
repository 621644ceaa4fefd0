// CORS with credentials for the app origins (SIM_APP_ORIGINS); other origins get no CORS headers.
import cors from '@fastify/cors';
import { SANDBOX_HEADER } from '@sponsorspot/contract/sim';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

async function corsPlugin(app: FastifyInstance) {
  await app.register(cors, {
    origin: app.settings.appOrigins,
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: [
      'Content-Type',
      'Authorization',
      app.settings.tenantHeader,
      'X-Requested-With',
      'Accept',
      SANDBOX_HEADER, // a browser (or a test) in a sandbox sends it on every call (plugins/sandboxes.ts)
    ],
    exposedHeaders: ['Content-Disposition', 'Retry-After', 'Location'],
    maxAge: 600,
  });
}

export default fp(corsPlugin, { name: 'cors', dependencies: ['settings'] });
