/**
 * Opens the database: embedded PGlite (data in a folder) by default, PostgreSQL when a URL is
 * given. Both run the same drizzle-kit migrations at open and expose the same Drizzle type.
 */
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema.js';
import { TurnTakingPGlite } from './turn-taking-pglite.js';
import {
  pgliteChangeNotices,
  postgresChangeNotices,
  type ChangeNotices,
} from './change-notices.js';

/** The one Drizzle type the services use, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** What the database tells of its changes, for the caches (db/change-notices.ts). */
  notices: ChangeNotices;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; PGlite is used when absent. */
  databaseUrl?: string | undefined;
  /** PGlite data folder (created when missing). */
  dataDir: string;
}

/** Resolved from this module, not from the working directory, so any launcher finds it. */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/** Arbitrary constant shared by every server process migrating the same PostgreSQL database. */
const MIGRATION_LOCK_KEY = 0x61767072; // "avpr"

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}

async function openPglite(dataDir: string): Promise<Database> {
  await mkdir(dataDir, { recursive: true });
  const client = new TurnTakingPGlite(dataDir);
  try {
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
    const notices = await pgliteChangeNotices(client);
    return {
      db,
      kind: 'pglite',
      notices,
      close: async () => {
        await notices.close();
        await client.close();
      },
    };
  } catch (error) {
    await client.close().catch(() => undefined);
    throw new Error(
      `Impossible d'ouvrir la base embarquée dans ${dataDir} : ${describeError(error)}`,
      {
        cause: error,
      },
    );
  }
}

async function openPostgres(databaseUrl: string): Promise<Database> {
  const where = redact(databaseUrl);
  const pool = new OutageSafePool({ connectionString: databaseUrl });

  try {
    await pool.query('select 1');
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw new Error(`Connexion à PostgreSQL impossible (${where}) : ${describeError(error)}`, {
      cause: error,
    });
  }

  try {
    const db = drizzlePostgres({ client: pool, schema });
    await withMigrationLock(pool, () =>
      migratePostgres(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    );
    const notices = await postgresChangeNotices(databaseUrl, pool);
    return {
      db,
      kind: 'postgres',
      notices,
      close: async () => {
        await notices.close();
        await pool.end();
      },
    };
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw new Error(
      `Migration de la base PostgreSQL impossible (${where}) : ${describeError(error)}`,
      {
        cause: error,
      },
    );
  }
}

/**
 * How long a request waits for a connection (a new one, or a free one of the pool) before it is
 * answered 503: a database that stops answering must not hold requests forever.
 */
const CONNECT_TIMEOUT_MS = 5_000;

/**
 * A pg pool whose connections may die at any moment (a restart, a failover, a terminated backend:
 * docs/operations.md, "When the database drops its connections") without ending the process.
 * pg-pool listens to a client's 'error' only while the client is idle; a checked-out client whose
 * connection dies emits 'error' with nobody listening, which Node turns into a crash. Here a
 * checked-out client that loses its connection is released as broken at once (so the pool opens
 * a new one), and releasing it again later is harmless: drizzle's transaction releases in a
 * `finally`, but not at all when its `begin` fails.
 */
class OutageSafePool extends pg.Pool {
  constructor(config: pg.PoolConfig) {
    super({ connectionTimeoutMillis: CONNECT_TIMEOUT_MS, keepAlive: true, ...config });
    // An idle client's lost connection: pg-pool has already dropped that client.
    this.on('error', () => undefined);
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(
    callback: (
      error: Error | undefined,
      client: pg.PoolClient | undefined,
      done: () => void,
    ) => void,
  ): void;
  override connect(
    callback?: (
      error: Error | undefined,
      client: pg.PoolClient | undefined,
      done: () => void,
    ) => void,
  ): Promise<pg.PoolClient> | void {
    // pool.query() checks out through the callback form and guards the client itself.
    if (callback) return super.connect(callback);
    return super.connect().then(releasedWhenBroken);
  }
}

/** Makes a checked-out client release itself when its connection dies, and release idempotent. */
function releasedWhenBroken(client: pg.PoolClient): pg.PoolClient {
  const releaseToPool = client.release;
  let released = false;
  const release = (error?: Error | boolean) => {
    client.off('error', onLost);
    if (released) return;
    released = true;
    releaseToPool(error);
  };
  const onLost = (error: Error) => release(error);
  client.on('error', onLost);
  client.release = release;
  return client;
}

/** Serialises migrations between server processes started together behind a load balancer. */
async function withMigrationLock(pool: pg.Pool, run: () => Promise<void>): Promise<void> {
  const lockClient = await pool.connect();
  try {
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await run();
  } finally {
    await lockClient
      .query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY])
      .catch(() => undefined);
    lockClient.release();
  }
}

/**
 * drizzle wraps driver errors as "Failed query: ..." and keeps the real reason (ECONNREFUSED,
 * missing role, SQL error) in `.cause`: show the whole chain.
 */
export function describeError(error: unknown): string {
  const parts: string[] = [];
  let current: unknown = error;
  while (current !== undefined && current !== null && parts.length < 5) {
    if (current instanceof AggregateError && current.errors.length > 0) {
      parts.push(current.errors.map((e: unknown) => describeError(e)).join(' ; '));
      break;
    }
    if (current instanceof Error) {
      const code = (current as Error & { code?: unknown }).code;
      const message = current.message || current.name;
      parts.push(
        typeof code === 'string' && !message.includes(code) ? `${message} [${code}]` : message,
      );
      current = current.cause;
    } else {
      parts.push(String(current));
      break;
    }
  }
  return parts.join(' ← ');
}

/** Socket errors of a connection that could not be made or was cut. */
const CONNECTION_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server that is going away or not accepting work: admin_shutdown (a terminated
 * backend), crash_shutdown, cannot_connect_now (starting or stopping), too_many_connections,
 * and the whole class 08 (connection exception).
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);

/** What node-postgres and pg-pool say, without a code, when a connection is lost or not had. */
const CONNECTION_LOST_MESSAGES = [
  'Connection terminated',
  'not queryable',
  'timeout exceeded when trying to connect',
  'Cannot use a pool after calling end on the pool',
];

/**
 * Whether an error means the database cannot be reached right now (as opposed to a fault of the
 * query or of the data): such a request is answered 503 and may simply be tried again. Drizzle
 * wraps the driver's error in `cause`, so the whole chain is read.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    if (current instanceof AggregateError && current.errors.some(isDatabaseUnavailable))
      return true;
    const { code, message, cause } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (typeof code === 'string') {
      if (CONNECTION_ERROR_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code)) return true;
      if (/^08[0-9A-Z]{3}$/.test(code)) return true;
    }
    if (typeof message === 'string' && CONNECTION_LOST_MESSAGES.some((m) => message.includes(m))) {
      return true;
    }
    current = cause;
  }
  return false;
}

/**
 * Whether an error is PostgreSQL's unique_violation (23505), as both drivers report it, wherever
 * drizzle nested the driver's error.
 */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    if ((current as Error & { code?: unknown }).code === '23505') return true;
    current = current.cause;
  }
  return false;
}

/** The connection string without its password, for messages and logs. */
function redact(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    if (url.password) url.password = '***';
    return url.toString();
  } catch {
    return 'URL invalide';
  }
}
