/**
 * Migration 0009_favourites.sql on a database an older version created and used: the server
 * opens it as it starts (drizzle's migrator, the real journal), `preference_operations` becomes
 * `change_operations` with its rows, its constraints and its index under their new names (the
 * names the schema and the snapshot give), the ids already applied stay applied, and
 * `user_favourites` is there. On PGlite and on a PostgreSQL database.
 */
import { randomUUID } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER, openDatabase, type Database } from '../../../server/db/client';
import { recordOperation } from '../../../server/services/change-operations';
import { DATABASE_KINDS } from '../../support/api-server';
import { createEmptyDatabase } from '../../support/test-database';

const MIGRATION = '0009_favourites';
const APPLIED = randomUUID();
const APPLIED_AT = '2026-11-20T10:00:00.000Z';

/** A copy of the migrations folder as the version before MIGRATION shipped it. */
async function olderMigrations(dir: string): Promise<string> {
  const folder = path.join(dir, 'migrations');
  await cp(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as {
    entries: { tag: string }[];
  };
  const index = journal.entries.findIndex((entry) => entry.tag === MIGRATION);
  expect(index).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, index);
  await writeFile(journalFile, JSON.stringify(journal));
  return folder;
}

/** What the older version left: a user and the operation it applied. */
const OLDER_DATA = `
  insert into users (id, email, role, activated) values (1, 'pro@demo.fr', 'PRO', true);
  insert into preference_operations (user_id, operation_id, applied_at)
  values (1, '${APPLIED}', '${APPLIED_AT}');
`;

describe.each(DATABASE_KINDS)('migration 0009, favourites (%s)', (kind) => {
  let dir: string;
  let database: Database;
  let dropPostgres: (() => Promise<void>) | undefined;

  const rows = async <Row>(text: string) =>
    ((await database.db.execute(sql.raw(text))) as unknown as { rows: Row[] }).rows;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'avantages-pro-migration-'));
    const migrationsFolder = await olderMigrations(dir);
    const dataDir = path.join(dir, 'db');
    if (kind === 'pglite') {
      const client = new PGlite(dataDir);
      const older = drizzlePglite({ client });
      await migratePglite(older, { migrationsFolder });
      await client.exec(OLDER_DATA);
      await client.close();
      database = await openDatabase({ dataDir });
    } else {
      const created = await createEmptyDatabase('migration');
      dropPostgres = created.drop;
      const client = new pg.Client({ connectionString: created.url });
      await client.connect();
      try {
        await migrateNodePostgres(drizzleNodePostgres({ client }), { migrationsFolder });
        await client.query(OLDER_DATA);
      } finally {
        await client.end();
      }
      database = await openDatabase({ databaseUrl: created.url, dataDir });
    }
  }, 120_000);
  afterAll(async () => {
    await database?.close();
    await dropPostgres?.();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('keeps the operations applied, under the new name', async () => {
    const kept = await rows<{ user_id: number; operation_id: string; applied_at: Date | string }>(
      'select user_id, operation_id, applied_at from change_operations',
    );
    expect(kept.map((row) => [row.user_id, row.operation_id])).toEqual([[1, APPLIED]]);
    expect(new Date(kept[0]!.applied_at).toISOString()).toBe(APPLIED_AT);
    const [old] = await rows<{ found: string | null }>(
      `select to_regclass('preference_operations')::text as found`,
    );
    expect(old!.found).toBeNull();
  });

  it('names the constraints and the index as the schema does', async () => {
    const constraints = await rows<{ conname: string }>(
      `select conname from pg_constraint
        where conrelid = 'change_operations'::regclass and contype in ('p', 'f')
        order by conname`,
    );
    expect(constraints.map((row) => row.conname)).toEqual([
      'change_operations_user_id_operation_id_pk',
      'change_operations_user_id_users_id_fk',
    ]);
    const indexes = await rows<{ indexname: string }>(
      `select indexname from pg_indexes where tablename = 'change_operations' order by indexname`,
    );
    expect(indexes.map((row) => row.indexname)).toEqual([
      'change_operations_applied_idx',
      'change_operations_user_id_operation_id_pk',
    ]);
  });

  it('recognises an id applied before the upgrade, and records new ones', async () => {
    expect(await recordOperation(database.db, 1, APPLIED)).toBe(false);
    expect(await recordOperation(database.db, 1, randomUUID())).toBe(true);
  });

  it('holds favourites of the two kinds only, gone with their user', async () => {
    await database.db.execute(
      sql.raw(`insert into user_favourites (user_id, kind, item_id) values (1, 'offer', 7)`),
    );
    await expect(
      database.db.execute(
        sql.raw(`insert into user_favourites (user_id, kind, item_id) values (1, 'news', 7)`),
      ),
    ).rejects.toThrow();
    await database.db.execute(sql.raw('delete from users where id = 1'));
    const [left] = await rows<{ favourites: number; operations: number }>(
      `select (select count(*)::int from user_favourites) as favourites,
              (select count(*)::int from change_operations) as operations`,
    );
    expect(left).toEqual({ favourites: 0, operations: 0 });
  });
});
