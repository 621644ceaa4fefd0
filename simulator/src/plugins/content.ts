// The sponsor's content rules as `app.content` (domain/content/service.ts), with the rule-based AI check.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { rmSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { RuleContentChecker } from '../domain/content/ai-check.js';
import { SpotFlightRepository } from '../db/repositories/spot-flights.js';
import { SpotContentService } from '../domain/content/service.js';

declare module 'fastify' {
  interface FastifyInstance {
    content: SpotContentService;
  }
}

async function contentPlugin(app: FastifyInstance) {
  const { uploadDir } = app.settings;
  await mkdir(uploadDir, { recursive: true });
  const { spots, spotContents, sponsors, decals, relations } = app;
  const spotFlights = new SpotFlightRepository(app.db);
  app.decorate(
    'content',
    new SpotContentService(
      app.db,
      { spots, spotContents, sponsors, decals, relations, spotFlights },
      app.clock,
      {
        uploadDir,
        checker: new RuleContentChecker(),
        reviews: app.reviews,
      },
    ),
  );
  // A reset replaces every decal row: the files of the uploaded ones go with them (only this database's
  // files, as other simulators may share the directory).
  let leaving: string[] = [];
  app.scenarios.beforeReset(() => {
    leaving = app.content.uploadedFiles();
  });
  app.scenarios.onReset(() => {
    for (const file of leaving.splice(0)) rmSync(file, { force: true });
  });
}

export default fp(contentPlugin, {
  name: 'content',
  dependencies: ['database', 'repositories', 'clock', 'scenarios', 'reviews'],
});
