// The publisher's spot rules as `app.publisherSpots` (domain/spots/publisher-spots.ts).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PublisherSpotService } from '../domain/spots/publisher-spots.js';

declare module 'fastify' {
  interface FastifyInstance {
    publisherSpots: PublisherSpotService;
  }
}

async function publisherSpotsPlugin(app: FastifyInstance) {
  const { spots, users, accounts } = app;
  app.decorate('publisherSpots', new PublisherSpotService(app.db, { spots, users, accounts }, app.clock));
}

export default fp(publisherSpotsPlugin, {
  name: 'publisher-spots',
  dependencies: ['database', 'repositories', 'clock'],
});
