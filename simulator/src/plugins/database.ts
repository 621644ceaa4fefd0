// The database connection and the repositories built on it, as decorators; closed when the app closes.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { openDatabase, type Db } from '../db/connection.js';
import { DecalRepository } from '../db/repositories/decals.js';
import { SpotRepository } from '../db/repositories/spots.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    spots: SpotRepository;
    decals: DecalRepository;
  }
}

async function databasePlugin(app: FastifyInstance) {
  const db = openDatabase(app.settings.dbPath);
  app.decorate('db', db);
  app.decorate('spots', new SpotRepository(db));
  app.decorate('decals', new DecalRepository(db));
  app.addHook('onClose', async () => {
    db.close();
  });
}

export default fp(databasePlugin, { name: 'database', dependencies: ['settings'] });
