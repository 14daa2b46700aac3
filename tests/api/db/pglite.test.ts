import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../../server/db/client.js';
import { users } from '../../../server/db/schema.js';
import { seedDemoData, seedIfEmpty } from '../../../server/db/seed.js';
import { countRows, expectDemoAccounts, expectDemoContent } from './demo-expectations.js';

// PGlite takes seconds to open: one database for the whole file.
let dataDir: string;
let database: Database;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'avantages-pro-pglite-'));
  database = await openDatabase({ dataDir: path.join(dataDir, 'db') });
  await seedDemoData(database.db);
});

afterAll(async () => {
  await database?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('embedded database (PGlite)', () => {
  it('opens as PGlite when no DATABASE_URL is given', () => {
    expect(database.kind).toBe('pglite');
  });

  it('holds the demo content (server/db/demo)', async () => {
    await expectDemoContent(database.db);
  });

  it('holds the demo accounts (server/db/demo)', async () => {
    await expectDemoAccounts(database.db);
  });

  it('stores e-mails in lowercase only', async () => {
    await expect(
      database.db.insert(users).values({ email: 'Majuscule@demo.fr', role: 'PRO' }),
    ).rejects.toThrow();
  });

  it('does not reseed a database that already has users', async () => {
    expect(await seedIfEmpty(database.db)).toBeNull();
    expect(await countRows(database.db, users)).toBe(11);
  });

  it('keeps its data after closing and reopening the same folder', async () => {
    await database.db
      .update(users)
      .set({ firstname: 'Camille-Reprise' })
      .where(eq(users.email, 'pro@demo.fr'));
    await database.close();
    database = await openDatabase({ dataDir: path.join(dataDir, 'db') });
    const [pro] = await database.db.select().from(users).where(eq(users.email, 'pro@demo.fr'));
    expect(pro?.firstname).toBe('Camille-Reprise');
    expect(await countRows(database.db, users)).toBe(11);
  });
});
