// The sponsor's content rules as `app.content` (domain/content/service.ts), with the rule-based AI check.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { mkdir } from 'node:fs/promises';
import { RuleContentChecker } from '../domain/content/ai-check.js';
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
  app.decorate(
    'content',
    new SpotContentService(app.db, { spots, spotContents, sponsors, decals, relations }, app.clock, {
      uploadDir,
      checker: new RuleContentChecker(),
    }),
  );
}

export default fp(contentPlugin, { name: 'content', dependencies: ['database', 'repositories', 'clock'] });
