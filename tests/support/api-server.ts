/**
 * Starts the real server on a real database for API tests: PGlite in a fresh folder, or the
 * PostgreSQL of the machine in a schema of its own, seeded with the demo data.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { configFromEnv } from '../../server/config';
import { openDatabase, type Database } from '../../server/db/client';
import { seedDemoData } from '../../server/db/seed';
import { ApiClient } from './api-client';
import { findFreePort } from './free-port';
import {
  TEST_DATABASE_URL,
  dropTestSchema,
  openTestSchema,
  postgresReachable,
  testSchemaName,
} from './test-database';

export { TEST_DATABASE_URL, postgresReachable };

export type DatabaseKind = 'pglite' | 'postgres';

/**
 * The databases the API suites run on: PGlite always, PostgreSQL when reachable. In CI
 * (`CI=true`) an unreachable PostgreSQL fails the run: the suites that need it (several
 * processes, shared login limits) would otherwise pass without having run.
 */
export const DATABASE_KINDS: DatabaseKind[] = (await postgresReachable())
  ? ['pglite', 'postgres']
  : ['pglite'];
if (!DATABASE_KINDS.includes('postgres')) {
  if (process.env.CI === 'true') {
    throw new Error(
      `PostgreSQL (${TEST_DATABASE_URL}) injoignable alors que CI=true : les tests API doivent ` +
        'tourner sur PostgreSQL en CI. Démarrez PostgreSQL ou indiquez TEST_DATABASE_URL.',
    );
  }
  console.warn(
    `PostgreSQL (${TEST_DATABASE_URL}) injoignable : les tests API tournent sur PGlite seul.`,
  );
}

export interface TestServer {
  kind: DatabaseKind;
  baseUrl: string;
  app: FastifyInstance;
  database: Database;
  /** A new client with its own cookie jar (one browser, one session). */
  client(): ApiClient;
  /** A client already logged in as this demo account (password demo1234). */
  loginAs(email: string, password?: string): Promise<ApiClient>;
  /** Stops the server; the database stays open (for restart tests) unless `closeDatabase`. */
  stop(): Promise<void>;
  close(): Promise<void>;
}

export interface StartOptions {
  /** Reuse an open database instead of creating one (restart tests). */
  database?: Database;
  dataDir?: string;
  env?: Record<string, string>;
}

export async function startTestServer(
  kind: DatabaseKind,
  options: StartOptions = {},
): Promise<TestServer> {
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(tmpdir(), 'avantages-pro-api-')));
  const pgSchema = testSchemaName();
  let database = options.database;
  if (!database) {
    database =
      kind === 'pglite'
        ? await openDatabase({ dataDir })
        : await openTestSchema(TEST_DATABASE_URL, pgSchema);
    await seedDemoData(database.db);
  }
  // The port is chosen first: the links the server e-mails are built on PUBLIC_URL, its own
  // address here, so that a test can follow them.
  const port = await findFreePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const config = {
    // Tests tell each client's address with X-Forwarded-For, to keep rate limits apart.
    ...configFromEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      TRUST_PROXY: 'true',
      PUBLIC_URL: baseUrl,
      ...options.env,
    }),
    port,
    host: '127.0.0.1',
    serveApp: false,
  };
  const app = await buildApp(config, { database });
  await app.listen({ port, host: '127.0.0.1' });
  const openDb = database;

  const server: TestServer = {
    kind,
    baseUrl,
    app,
    database: openDb,
    client: () => new ApiClient(baseUrl),
    async loginAs(email, password = 'demo1234') {
      const client = new ApiClient(baseUrl);
      await client.login(email, password);
      return client;
    },
    stop: () => app.close(),
    async close() {
      await app.close();
      await openDb.close();
      if (kind === 'postgres' && !options.database)
        await dropTestSchema(TEST_DATABASE_URL, pgSchema);
      if (!options.dataDir && !options.database)
        await rm(dataDir, { recursive: true, force: true });
    },
  };
  return server;
}
