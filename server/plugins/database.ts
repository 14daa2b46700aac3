import fp from 'fastify-plugin';
import type { FastifyPluginAsync } from 'fastify';
import type { ChangeNotices } from '../db/change-notices.js';
import type { Database, Db } from '../db/client.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    /** The database's change notices, which the caches in memory follow (db/change-notices.ts). */
    changeNotices: ChangeNotices;
  }
}

/** Methods that may write: their answers wait until this process has heard their changes. */
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

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
  app.decorate('changeNotices', database.notices);
  // A write's next request, on this process, finds no cache still holding what it changed; the
  // other processes have heard the same notice meanwhile (docs/performance.md, "Caches kept
  // exact"). Immediate on PGlite.
  app.addHook('onSend', (request, _reply, payload, done) => {
    // A callback, not a promise, on the reads' path: most requests are reads.
    if (READ_METHODS.has(request.method)) return done(null, payload);
    database.notices.heardUpTo().then(() => done(null, payload), done);
  });
  if (closeWithServer) app.addHook('onClose', () => database.close());
};

export default fp(databasePlugin, { name: 'database' });
