// The OpenAPI document, generated from the route schemas (app.ts mounts its page at /docs, JSON at /docs/json).
import swagger from '@fastify/swagger';
import { documentedPath } from '@sponsorspot/contract/endpoint';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { VERSION } from '../version.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** An endpoint beyond the spec calls (routes/endpoint-route.ts): marked in the OpenAPI document. */
    extension?: boolean;
  }
}

/** The mark on each operation that is an extension of ours; the spec calls stay unmarked. */
export const EXTENSION_MARK = 'x-sponsorspot-extension';

async function openapiPlugin(app: FastifyInstance) {
  const extensions = new Set<string>();
  app.addHook('onRoute', (route) => {
    if (!route.config?.extension) return;
    for (const method of [route.method].flat())
      extensions.add(`${method.toLowerCase()} ${documentedPath(route.url)}`);
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'SponsorSpot simulator',
        description:
          'Stand-in for the SponsorSpot backend (presence, account and sponsor services). The presence, account ' +
          `and sponsor APIs need the ${app.settings.tenantHeader}: ${app.settings.tenantId} header. Every failure ` +
          'answers { code, message, details? }.' +
          (app.settings.controlApi
            ? ' QA: the [QA console](/__sim/console) is a page over the control API (/__sim).'
            : ''),
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
    transformObject: (document) => {
      if (!('openapiObject' in document)) return document.swaggerObject;
      const { openapiObject } = document;
      for (const [path, operations] of Object.entries(openapiObject.paths ?? {}))
        for (const [method, operation] of Object.entries(operations ?? {}))
          if (extensions.has(`${method} ${path}`))
            Object.assign(operation as object, { [EXTENSION_MARK]: true });
      return openapiObject;
    },
  });
}

export default fp(openapiPlugin, { name: 'openapi', dependencies: ['settings'] });
