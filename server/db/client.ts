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

/** The one Drizzle type the services use, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; PGlite is used when absent. */
  databaseUrl?: string | undefined;
  /** PGlite data folder (created when missing). */
  dataDir: string;
  /**
   * PostgreSQL only: every table and drizzle's migration journal in this schema instead of
   * `public`, migrated from `migrationsFolder` (migrations written for that schema). The tests'
   * hook, so that parallel runs on one database never collide: tests/support/test-database.ts
   * makes the schema's migrations and drops the schema afterwards.
   */
  pgSchema?: PgSchemaOption | undefined;
}

export interface PgSchemaOption {
  name: string;
  migrationsFolder: string;
}

/** Resolved from this module, not from the working directory, so any launcher finds it. */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/** Arbitrary constant shared by every server process migrating the same PostgreSQL database. */
const MIGRATION_LOCK_KEY = 0x61767072; // "avpr"

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.pgSchema)
    : openPglite(options.dataDir);
}

async function openPglite(dataDir: string): Promise<Database> {
  await mkdir(dataDir, { recursive: true });
  const client = new TurnTakingPGlite(dataDir);
  try {
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
    return { db, kind: 'pglite', close: () => client.close() };
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

async function openPostgres(
  databaseUrl: string,
  pgSchema: PgSchemaOption | undefined,
): Promise<Database> {
  if (pgSchema) assertSchemaName(pgSchema.name);
  const where = redact(databaseUrl);
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    ...(pgSchema ? { options: `-c search_path=${pgSchema.name}` } : {}),
  });
  // An idle client that loses its connection emits on the pool; unhandled it would crash Node.
  pool.on('error', () => undefined);

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
      migratePostgres(
        db,
        pgSchema
          ? { migrationsFolder: pgSchema.migrationsFolder, migrationsSchema: pgSchema.name }
          : { migrationsFolder: MIGRATIONS_FOLDER },
      ),
    );
    return { db, kind: 'postgres', close: () => pool.end() };
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

/** The schema's name goes into the connection's options: a plain identifier only. */
function assertSchemaName(name: string): void {
  if (name === 'public' || !SCHEMA_NAME.test(name)) {
    throw new Error(`Nom de schéma PostgreSQL refusé : ${JSON.stringify(name)}`);
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
