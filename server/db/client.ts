/**
 * Opens the database: embedded PGlite (data in a folder) by default, PostgreSQL when a URL is
 * given. Both run the same drizzle-kit migrations at open and expose the same Drizzle type.
 */
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
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
   * PostgreSQL only: create this schema and put every table (and drizzle's migration journal) in
   * it, so that parallel test runs on one database never collide.
   */
  pgSchema?: string | undefined;
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

async function openPostgres(databaseUrl: string, pgSchema: string | undefined): Promise<Database> {
  if (pgSchema !== undefined) assertSchemaName(pgSchema);
  const where = redact(databaseUrl);
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    ...(pgSchema ? { options: `-c search_path=${pgSchema}` } : {}),
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
    if (pgSchema) await pool.query(`CREATE SCHEMA IF NOT EXISTS "${pgSchema}"`);
    await withMigrationLock(pool, async () => {
      if (!pgSchema) {
        await migratePostgres(db, { migrationsFolder: MIGRATIONS_FOLDER });
        return;
      }
      const folder = await migrationsForSchema(pgSchema);
      try {
        await migratePostgres(db, { migrationsFolder: folder, migrationsSchema: pgSchema });
      } finally {
        await rm(folder, { recursive: true, force: true });
      }
    });
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

/**
 * drizzle-kit writes `"public".` into enum types and foreign keys; a copy of the migrations with
 * that qualifier replaced keeps an isolated schema fully self-contained.
 */
async function migrationsForSchema(pgSchema: string): Promise<string> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'avantages-pro-migrations-'));
  await mkdir(path.join(folder, 'meta'));
  await writeFile(
    path.join(folder, 'meta', '_journal.json'),
    await readFile(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json')),
  );
  for (const file of await readdir(MIGRATIONS_FOLDER)) {
    if (!file.endsWith('.sql')) continue;
    const sqlText = await readFile(path.join(MIGRATIONS_FOLDER, file), 'utf8');
    await writeFile(path.join(folder, file), sqlText.replaceAll('"public".', `"${pgSchema}".`));
  }
  return folder;
}

/** Drops a schema made by `openDatabase({ pgSchema })`; for test cleanup. */
export async function dropPgSchema(databaseUrl: string, name: string): Promise<void> {
  assertSchemaName(name);
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS "${name}" CASCADE`);
  } finally {
    await client.end().catch(() => undefined);
  }
}

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
