/**
 * Test-only database code. Every API test's database is a copy of one template, migrated and
 * seeded with the demo data once per run (tests/setup/database-templates.ts): a PGlite folder
 * copied, or a PostgreSQL database created from a template database. Copying takes a fraction of
 * a second where migrating and seeding take several, and each test server owns its database, so
 * the files run in parallel without colliding. docs/testing.md tells the whole plan.
 */
import { randomBytes } from 'node:crypto';
import { cp, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase } from '../../server/db/client';
import { seedDemoData } from '../../server/db/seed';

export const TEST_DATABASE_URL =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The PGlite folder every PGlite test database is copied from. */
    pgliteTemplate: string;
    /** The PostgreSQL database every PostgreSQL test database is created from; null when unreachable. */
    postgresTemplate: string | null;
  }
}

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

/** The URL of the database `name` on the test server. */
function urlOf(name: string): string {
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function onTestServer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end().catch(() => undefined);
  }
}

export interface TestDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/**
 * A new PostgreSQL database of its own, named `<prefix>_<12 hex digits>`: empty (no table until
 * a server or a tool migrates it), or a copy of `template`.
 */
export async function createDatabase(prefix: string, template?: string): Promise<TestDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await onTestServer(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`);
  return {
    name,
    url: urlOf(name),
    drop: () => onTestServer(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

/** A new, empty PostgreSQL database, for tests that migrate it themselves. */
export function createEmptyDatabase(prefix: string): Promise<TestDatabase> {
  return createDatabase(prefix);
}

/** A new PostgreSQL database migrated and seeded with the demo data (a copy of the template). */
export function createSeededDatabase(prefix: string): Promise<TestDatabase> {
  const template = inject('postgresTemplate');
  if (!template) throw new Error(`PostgreSQL (${TEST_DATABASE_URL}) is not reachable.`);
  return createDatabase(prefix, template);
}

/** Fills `dataDir` (empty or missing) with a PGlite database migrated and seeded with the demo data. */
export async function copySeededPglite(dataDir: string): Promise<void> {
  await cp(inject('pgliteTemplate'), dataDir, { recursive: true });
}

/** Migrates and seeds a database, then closes it: how a template is made. */
async function seed(options: { databaseUrl?: string; dataDir: string }): Promise<void> {
  const database = await openDatabase(options);
  try {
    await seedDemoData(database.db);
  } finally {
    await database.close();
  }
}

/** Makes the PGlite template in a new folder; returns the folder. */
export async function createPgliteTemplate(): Promise<string> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'avantages-pro-template-'));
  await seed({ dataDir });
  return dataDir;
}

/** Makes the PostgreSQL template database (no connection left open: copies need none). */
export async function createPostgresTemplate(): Promise<TestDatabase> {
  const template = await createDatabase('template');
  await seed({ databaseUrl: template.url, dataDir: '/nonexistent' });
  return template;
}
