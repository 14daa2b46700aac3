import fp from 'fastify-plugin';
import type { FastifyPluginAsync } from 'fastify';
import type { Database, Db } from '../db/client.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

export interface DatabasePluginOptions {
  database: Database;
  /** Whether closing the server closes the database (false when a test shares it). */
  closeWithServer: boolean;
}

const databasePlugin: FastifyPluginAsync<DatabasePluginOptions> = async (
  app,
  { database, closeWithServer },
) => {
  app.decorate('db', database.db);
  if (closeWithServer) app.addHook('onClose', () => database.close());
};

export default fp(databasePlugin, { name: 'database' });
