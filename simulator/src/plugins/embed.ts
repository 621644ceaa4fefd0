// A spot's embed (domain/embed.ts) as `app.spotEmbeds`: the image the public embed shows, the snippet and the
// downloadable HTML file, with the public address of the embed endpoints and the decals the content
// service reads.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { SpotEmbedService } from '../domain/embed.js';

declare module 'fastify' {
  interface FastifyInstance {
    spotEmbeds: SpotEmbedService;
  }
}

async function embedPlugin(app: FastifyInstance) {
  const { counts, users } = app;
  app.decorate(
    'spotEmbeds',
    new SpotEmbedService(
      { counts, users },
      { publicUrl: app.settings.publicUrl, readDecal: (id) => app.content.readDecal(id) },
    ),
  );
}

export default fp(embedPlugin, { name: 'embed', dependencies: ['settings', 'repositories', 'content'] });
