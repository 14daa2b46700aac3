/**
 * Test-only database code: the machine's PostgreSQL for the API suites, and a schema of its own
 * for each test server, so that test files running in parallel on one database never collide.
 * The server opens a schema through its one hook for it (`pgSchema` of `openDatabase`,
 * server/db/client.ts); the schema's migrations and its removal are made here.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { MIGRATIONS_FOLDER, openDatabase, type Database } from '../../server/db/client';
import { seedDemoData } from '../../server/db/seed';

export const TEST_DATABASE_URL =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Whether the PostgreSQL at `databaseUrl` answers, within 2 seconds. */
export async function postgresReachable(databaseUrl = TEST_DATABASE_URL): Promise<boolean> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/** A new schema name, never used before: `<prefix>_<12 hex digits>`. */
export function testSchemaName(prefix = 'test'): string {
  return `${prefix}_${randomBytes(6).toString('hex')}`;
}

/**
 * drizzle-kit writes `"public".` into enum types and foreign keys; a copy of the migrations with
 * that qualifier replaced keeps the test schema fully self-contained.
 */
async function migrationsForSchema(name: string): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'avantages-pro-migrations-'));
  await mkdir(path.join(folder, 'meta'));
  await writeFile(
    path.join(folder, 'meta', '_journal.json'),
    await readFile(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json')),
  );
  for (const file of await readdir(MIGRATIONS_FOLDER)) {
    if (!file.endsWith('.sql')) continue;
    const sqlText = await readFile(path.join(MIGRATIONS_FOLDER, file), 'utf8');
    await writeFile(path.join(folder, file), sqlText.replaceAll('"public".', `"${name}".`));
  }
  return folder;
}

async function withClient(databaseUrl: string, run: (client: pg.Client) => Promise<unknown>) {
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    await client.connect();
    await run(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * Opens the PostgreSQL database at `databaseUrl` with every table and the migration journal in
 * the schema `name`, created and migrated when needed, as the server would open it.
 */
export async function openTestSchema(databaseUrl: string, name: string): Promise<Database> {
  await withClient(databaseUrl, (client) =>
    client.query(`CREATE SCHEMA IF NOT EXISTS ${client.escapeIdentifier(name)}`),
  );
  const migrationsFolder = await migrationsForSchema(name);
  try {
    return await openDatabase({
      databaseUrl,
      dataDir: '/nonexistent',
      pgSchema: { name, migrationsFolder },
    });
  } finally {
    await rm(migrationsFolder, { recursive: true, force: true });
  }
}

/** Drops a schema made by `openTestSchema`, with everything in it. */
export async function dropTestSchema(databaseUrl: string, name: string): Promise<void> {
  if (name === 'public') throw new Error('The public schema is never a test schema.');
  await withClient(databaseUrl, (client) =>
    client.query(`DROP SCHEMA IF EXISTS ${client.escapeIdentifier(name)} CASCADE`),
  );
}

/**
 * A new, empty PostgreSQL database of its own (no table until a server or a tool migrates it),
 * for tests that run real processes on it (they take a URL, not a schema); `drop` removes it.
 */
export async function createEmptyDatabase(
  prefix: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

/** The same, migrated and seeded with the demo data. */
export async function createSeededDatabase(
  prefix: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const created = await createEmptyDatabase(prefix);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'avantages-pro-unused-'));
  const database = await openDatabase({ databaseUrl: created.url, dataDir });
  try {
    await seedDemoData(database.db);
  } finally {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
  return created;
}
