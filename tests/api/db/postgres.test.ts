import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../../server/db/client.js';
import { offers, users } from '../../../server/db/schema.js';
import { seedDemoData, seedIfEmpty } from '../../../server/db/seed.js';
import {
  TEST_DATABASE_URL as databaseUrl,
  createEmptyDatabase,
  type TestDatabase,
} from '../../support/test-database.js';
import {
  DEMO_SUMMARY,
  countRows,
  expectDemoAccounts,
  expectDemoContent,
} from './demo-expectations.js';

/** Null when PostgreSQL answers, else why not (shown in the skipped suite's name). */
async function unreachableReason(): Promise<string | null> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return null;
  } catch (error) {
    return error instanceof Error ? error.message || String(error) : String(error);
  } finally {
    await client.end().catch(() => undefined);
  }
}

const reason = await unreachableReason();
const suiteName = reason
  ? `PostgreSQL — ignoré : ${databaseUrl} injoignable (${reason})`
  : 'PostgreSQL';

describe.skipIf(reason !== null)(suiteName, () => {
  // A database of its own, empty: this suite migrates and seeds it as a first start does.
  let created: TestDatabase;
  let database: Database;
  const open = () => openDatabase({ databaseUrl: created.url, dataDir: '/nonexistent' });

  beforeAll(async () => {
    created = await createEmptyDatabase('test_db');
    database = await open();
    expect(await seedIfEmpty(database.db)).toEqual(DEMO_SUMMARY);
  });

  afterAll(async () => {
    await database?.close();
    await created?.drop();
  });

  it('opens through node-postgres', () => {
    expect(database.kind).toBe('postgres');
  });

  it('holds the demo content and accounts (server/db/demo)', async () => {
    await expectDemoContent(database.db);
    await expectDemoAccounts(database.db);
  });

  it('keeps the tables in public and the migration journal in drizzle', async () => {
    const client = new pg.Client({ connectionString: created.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ table_schema: string; table_name: string }>(
        `select table_schema, table_name from information_schema.tables
          where table_name in ('users', 'offers', '__drizzle_migrations')
          order by table_name`,
      );
      expect(rows).toEqual([
        { table_schema: 'drizzle', table_name: '__drizzle_migrations' },
        { table_schema: 'public', table_name: 'offers' },
        { table_schema: 'public', table_name: 'users' },
      ]);
    } finally {
      await client.end();
    }
  });

  it('reopens an already migrated database without migrating again', async () => {
    const again = await open();
    try {
      expect(await countRows(again.db, users)).toBe(11);
    } finally {
      await again.close();
    }
  });

  it('produces the same data on every run', async () => {
    const snapshot = () =>
      database.db
        .select({ id: offers.id, title: offers.title, discount: offers.discount })
        .from(offers)
        .orderBy(offers.id);
    const before = await snapshot();
    await seedDemoData(database.db);
    expect(await snapshot()).toEqual(before);
  });

  it('generates large data sets in batches for benchmarks', async () => {
    const summary = await seedDemoData(database.db, { offers: 2500 });
    expect(summary.offers).toBe(2500);
    await expectDemoContent(database.db, 2500);
    // Back to the standard demo data for any later test.
    await seedDemoData(database.db);
    expect(await countRows(database.db, offers)).toBe(120);
  });

  it('explains a connection failure instead of hiding it', async () => {
    await expect(
      openDatabase({
        databaseUrl: 'postgres://postgres@127.0.0.1:1/test',
        dataDir: '/nonexistent',
      }),
    ).rejects.toThrow(/Connexion à PostgreSQL impossible .*ECONNREFUSED/);
  });
});
