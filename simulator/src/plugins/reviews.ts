// The publisher's review of decals as `app.reviews` (domain/reviews/service.ts): the content and the
// reservations hand it each checked revision; the payments' settlement approves what waited 48 hours.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { endpointUrl } from '@sponsorspot/contract/endpoint';
import { contentDecal } from '@sponsorspot/contract/endpoints/content';
import { ReviewService } from '../domain/reviews/service.js';

declare module 'fastify' {
  interface FastifyInstance {
    reviews: ReviewService;
  }
}

async function reviewsPlugin(app: FastifyInstance) {
  const { settings } = app;
  // Mails link to the app, as the billing and watchers' mails do.
  const { appUrl } = settings;
  const {
    accounts,
    spots,
    spotContents,
    contentReviews,
    spotWatches,
    decals,
    sponsors,
    subscriptions,
    invoices,
    users,
    outbox,
  } = app;
  app.decorate(
    'reviews',
    new ReviewService(
      app.db,
      {
        accounts,
        spots,
        spotContents,
        contentReviews,
        spotWatches,
        decals,
        sponsors,
        subscriptions,
        invoices,
        users,
        outbox,
      },
      app.clock,
      {
        reviewPageUrl: new URL('/publisher#reviews', appUrl).href,
        orderPageUrl: (spotId) => new URL(`/order/${spotId}`, appUrl).href,
        decalUrl: (contentId) => endpointUrl(contentDecal, { id: contentId }),
        removeDecalFile: (storageName) => rm(path.join(settings.uploadDir, storageName), { force: true }),
        publisherReview: settings.profile !== 'spec',
      },
    ),
  );
}

export default fp(reviewsPlugin, { name: 'reviews', dependencies: ['repositories', 'clock'] });
