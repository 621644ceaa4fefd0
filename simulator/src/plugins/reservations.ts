// Holding, reserving and ending spot contents as `app.reservations` (domain/reservations/service.ts); the
// payments use it to hold a spot for its checkout and to end a content whose subscription ended unpaid.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { SpotFlightRepository } from '../db/repositories/spot-flights.js';
import { ReservationService } from '../domain/reservations/service.js';

declare module 'fastify' {
  interface FastifyInstance {
    reservations: ReservationService;
  }
}

async function reservationsPlugin(app: FastifyInstance) {
  // Watchers' mails link to the spot's order page in the app, as billing mails link to the app.
  const { appUrl } = app.settings;
  const { spots, spotContents, sponsors, relations, users, accounts, subscriptions, spotWatches, outbox } =
    app;
  const spotFlights = new SpotFlightRepository(app.db);
  app.decorate(
    'reservations',
    new ReservationService(
      app.db,
      {
        spots,
        spotContents,
        sponsors,
        relations,
        users,
        accounts,
        subscriptions,
        spotWatches,
        spotFlights,
        outbox,
      },
      app.clock,
      {
        orderPageUrl: (spotId) => new URL(`/order/${spotId}`, appUrl).href,
        publisherSpotsUrl: new URL('/publisher/spots', appUrl).href,
      },
      app.reviews,
    ),
  );
}

export default fp(reservationsPlugin, {
  name: 'reservations',
  dependencies: ['repositories', 'clock', 'reviews'],
});
