// The sponsor service (app.ts mounts it at /sponsor/api/v1).
import * as sponsorSettings from '@sponsorspot/contract/endpoints/sponsor-settings';
import type { FastifyPluginAsync } from 'fastify';
import analyticsRoutes from './analytics.js';
import connectRoutes from './connect.js';
import contentRoutes from './content.js';
import containerRoutes from './container.js';
import earningsRoutes from './earnings.js';
import { manifestRoutes } from './manifest.js';
import publisherProfileRoutes from './profile.js';
import publisherSpotsRoutes from './publisher-spots.js';
import reservationRoutes from './reservations.js';
import reviewRoutes from './reviews.js';
import snippetRoutes from './snippet.js';
import spotsRoutes from './spots.js';
import spotFiguresRoutes from './spot-figures.js';
import uploadRoutes from './upload.js';
import usageRoutes from './usage.js';

const sponsorService: FastifyPluginAsync = async (app) => {
  await app.register(containerRoutes); // GET /
  await app.register(spotsRoutes); // spot/search, spot/available, spot/{id}/public, spot/{id}/status
  await app.register(publisherSpotsRoutes); // spot/ (create), spot/update, spot/{id}, publisher/spots
  await app.register(manifestRoutes(sponsorSettings.manifest)); // manifest/
  await app.register(usageRoutes); // manifest/usage
  await app.register(publisherProfileRoutes); // publisher/profile
  await app.register(connectRoutes); // publisher/connect
  await app.register(earningsRoutes); // publisher/earnings, publisher/payouts
  await app.register(snippetRoutes); // spot/{id}/snippet, spot/{id}/download
  await app.register(analyticsRoutes); // spot/analytics
  await app.register(spotFiguresRoutes); // spot/{id}/traffic (public figures)
  await app.register(uploadRoutes); // spot/upload/{spotId} (multipart)
  await app.register(contentRoutes); // spot/content/update, spot/content/aicheck, spot/{id}/content/{id}/decal, sponsor/{id}/spot/{id}/content
  await app.register(reservationRoutes); // spot/content/reserve, spot/content/unreserve, spot/{id}/watch (GET, POST, DELETE)
  await app.register(reviewRoutes); // publisher/reviews, spot/content/review
};

export default sponsorService;
