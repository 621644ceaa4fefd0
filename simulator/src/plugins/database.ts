// The database connection as `app.db` (WAL, foreign keys, migrations applied); closed when the app closes.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { openDatabase, type Db } from '../db/connection.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

async function databasePlugin(app: FastifyInstance) {
  const db = openDatabase(app.settings.dbPath);
  app.decorate('db', db);
  app.addHook('onClose', async () => {
    db.close();
  });
}

export default fp(databasePlugin, { name: 'database', dependencies: ['settings'] });
