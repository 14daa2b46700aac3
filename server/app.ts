import { createServer } from 'node:http';
import Fastify, { type FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { ServerConfig } from './config.js';
import { requestForLog } from './log-redaction.js';
import { openDatabase, type Database } from './db/client.js';
import { seedIfEmpty } from './db/seed.js';
import { createMailer, type Mailer } from './services/mailer.js';
import errorsPlugin from './plugins/errors.js';
import securityPlugin from './plugins/security.js';
import compressionPlugin from './plugins/compression.js';
import sharedJsonPlugin from './plugins/shared-json.js';
import databasePlugin from './plugins/database.js';
import sessionPlugin from './plugins/session.js';
import authPlugin from './plugins/auth.js';
import loginThrottlePlugin from './plugins/login-throttle.js';
import credentialsPlugin from './plugins/credentials.js';
import actingAsJournalPlugin from './plugins/acting-as-journal.js';
import jobsPlugin from './plugins/jobs.js';
import pwaStatic from './plugins/pwa-static.js';
import hotReadsPlugin, { HotReads } from './plugins/hot-reads.js';
import routes from './routes/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: ServerConfig;
    mailer: Mailer;
  }
}

/** Largest request body accepted; anything bigger is answered 413. */
export const BODY_LIMIT_BYTES = 256 * 1024;

export interface BuildAppOptions {
  /** An already open database (tests share one per file); opened from the config otherwise. */
  database?: Database;
  /** Awaited before anything else of every request (tests/support/api-server.ts). */
  beforeEachRequest?: () => Promise<void>;
}

/** Builds the whole server: one plugin per concern, registered in dependency order. */
export async function buildApp(
  config: ServerConfig,
  options: BuildAppOptions = {},
): Promise<FastifyInstance> {
  // The hot reads are answered ahead of Fastify's handler (plugins/hot-reads.ts).
  const hotReads = new HotReads();
  const app = Fastify({
    logger: { level: config.logLevel, serializers: { req: requestForLog } },
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMIT_BYTES,
    serverFactory: (handler, options) => {
      const server = createServer((request, response) =>
        hotReads.handle(request, response, handler),
      );
      // What Fastify sets on a server it makes itself (its defaults are filled in by then).
      const timeouts = options as unknown as Record<
        'keepAliveTimeout' | 'requestTimeout' | 'connectionTimeout',
        number
      >;
      server.keepAliveTimeout = timeouts.keepAliveTimeout;
      server.requestTimeout = timeouts.requestTimeout;
      server.setTimeout(timeouts.connectionTimeout);
      return server;
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  const { beforeEachRequest } = options;
  if (beforeEachRequest) app.addHook('onRequest', async () => beforeEachRequest());

  const database = options.database ?? (await openDatabase(config));
  // The embedded demo is ready to use on first start; PostgreSQL is seeded with npm run seed.
  // Production never gets the demo's accounts and link: its first admin comes from
  // `npm run create-admin` (docs/operations.md, "Production checklist").
  if (!options.database && database.kind === 'pglite' && !config.production) {
    await seedIfEmpty(database.db);
  }

  await app.register(errorsPlugin);
  await app.register(securityPlugin);
  await app.register(compressionPlugin);
  await app.register(sharedJsonPlugin);
  await app.register(formbody);
  // Only the routes that ask for it (password reset requests); logins have their own limits,
  // kept in the database (plugins/login-throttle.ts).
  await app.register(rateLimit, { global: false });
  await app.register(databasePlugin, { database, closeWithServer: !options.database });
  await app.register(sessionPlugin);
  await app.register(authPlugin);
  await app.register(loginThrottlePlugin);
  await app.register(credentialsPlugin);
  await app.register(actingAsJournalPlugin);
  await app.register(hotReadsPlugin, { hotReads, beforeEachRequest });
  app.decorate('mailer', createMailer({ smtpUrl: config.smtpUrl, db: app.db, log: app.log }));
  await app.register(jobsPlugin);

  await app.register(routes);
  if (config.serveApp) await app.register(pwaStatic, { distDir: config.distDir });

  return app;
}
