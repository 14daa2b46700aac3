/**
 * Starts the real server on a real database for API tests: a PGlite folder, or a database on the
 * machine's PostgreSQL, of its own, copied from the run's seeded template.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { configFromEnv } from '../../server/config';
import { openDatabase, type Database } from '../../server/db/client';
import { ApiClient } from './api-client';
import { findFreePort } from './free-port';
import { inject } from 'vitest';
import {
  TEST_DATABASE_URL,
  copySeededPglite,
  createSeededDatabase,
  type TestDatabase,
} from './test-database';

export { TEST_DATABASE_URL };

export type DatabaseKind = 'pglite' | 'postgres';

/**
 * The databases the API suites run on: PGlite always, PostgreSQL when reachable. In CI
 * (`CI=true`) an unreachable PostgreSQL fails the run: the suites that need it (several
 * processes, shared login limits) would otherwise pass without having run.
 */
export const DATABASE_KINDS: DatabaseKind[] =
  inject('postgresTemplate') === null ? ['pglite'] : ['pglite', 'postgres'];

/**
 * The one database the suites of the API's rules run on: PostgreSQL when reachable (production's
 * database, with requests truly concurrent), PGlite otherwise. What depends on the database
 * itself (its driver's errors, collation, transactions, outages, processes) runs on every kind
 * (`DATABASE_KINDS`), and the end-to-end tests run every rule again on PGlite (docs/testing.md).
 */
export const RULES_DATABASE_KINDS: DatabaseKind[] = [DATABASE_KINDS.at(-1)!];
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
  /** This demo account's session, logged in at its first use and kept for the server's life. */
  as(email: string): Promise<ApiClient>;
  /** Keeps `client` as the session `as(email)` returns (after a password change, say). */
  keep(email: string, client: ApiClient): void;
  /** Stops the server; the database stays open (for restart tests) unless `closeDatabase`. */
  stop(): Promise<void>;
  close(): Promise<void>;
}

export interface StartOptions {
  /** Reuse an open database instead of creating one (restart tests). */
  database?: Database;
  dataDir?: string;
  env?: Record<string, string>;
  /**
   * Whether each request first waits for the notices of changes written before it (true by
   * default: see below). Off, requests are served as in production, for a test that writes
   * nothing to the database directly.
   */
  awaitNotices?: boolean;
}

export async function startTestServer(
  kind: DatabaseKind,
  options: StartOptions = {},
): Promise<TestServer> {
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(tmpdir(), 'avantages-pro-api-')));
  let database = options.database;
  let postgres: TestDatabase | undefined;
  if (!database) {
    if (kind === 'pglite') {
      await copySeededPglite(dataDir);
      database = await openDatabase({ dataDir });
    } else {
      postgres = await createSeededDatabase('api');
      database = await openDatabase({ databaseUrl: postgres.url, dataDir });
    }
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
      // The tests that need the jobs run them on a fixed clock (`app.jobs.tick`).
      JOBS: 'off',
      ...options.env,
    }),
    port,
    host: '127.0.0.1',
    serveApp: false,
  };
  const openedDatabase = database;
  const app = await buildApp(config, {
    database,
    // Tests write to the database directly, then ask the server at once: on PostgreSQL the
    // change's notice reaches the server's caches a moment later, so each request first waits
    // until it has (docs/performance.md, "Caches kept exact"). Immediate on PGlite.
    beforeEachRequest:
      options.awaitNotices === false ? undefined : () => openedDatabase.notices.heardUpTo(),
  });
  await app.listen({ port, host: '127.0.0.1' });
  const openDb = database;
  const sessions = new Map<string, ApiClient>();

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
    async as(email) {
      const kept = sessions.get(email) ?? (await server.loginAs(email));
      sessions.set(email, kept);
      return kept;
    },
    keep: (email, client) => void sessions.set(email, client),
    stop: () => app.close(),
    async close() {
      await app.close();
      await openDb.close();
      await postgres?.drop();
      if (!options.dataDir && !options.database)
        await rm(dataDir, { recursive: true, force: true });
    },
  };
  return server;
}
