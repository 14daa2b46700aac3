/**
 * The progress kept per user (server/services/progress.ts; docs/performance.md, "Caches kept
 * exact"): the requests that find it missing at the same moment share one computation, and a
 * change the database tells is in the next answer.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Progress } from '../../src/contract/api';
import { openDatabase, type Database, type Db } from '../../server/db/client';
import { seenMarks, users } from '../../server/db/schema';
import { createProgressReader } from '../../server/services/progress';
import { copySeededPglite } from '../support/test-database';

/** `db`, counting the queries the services build with it (`select`). */
function counting(db: Db): { db: Db; selects: () => number } {
  let selects = 0;
  const counted = new Proxy(db, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (property !== 'select' || typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        selects += 1;
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { db: counted, selects: () => selects };
}

describe('the progress reader', () => {
  let dataDir: string;
  let database: Database;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'avantages-pro-progress-'));
    await copySeededPglite(dataDir);
    database = await openDatabase({ dataDir });
  });
  afterAll(async () => {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const pro = async () => {
    const [row] = await database.db.select().from(users).where(eq(users.email, 'pro@demo.fr'));
    return row!;
  };

  it('computes once for the requests that miss at the same moment', async () => {
    const { db, selects } = counting(database.db);
    const reader = createProgressReader(db, database.notices);
    const user = await pro();
    const before = selects();
    const answers = await Promise.all(Array.from({ length: 50 }, () => reader.progressJson(user)));
    // One computation: the sub-themes, the notifications, the next publication.
    expect(selects() - before).toBe(3);
    expect(new Set(answers).size).toBe(1);
    // Kept: asked again, nothing is queried.
    await reader.progressJson(user);
    expect(selects() - before).toBe(3);
  });

  it('answers a change told by the database at the next read', async () => {
    const reader = createProgressReader(database.db, database.notices);
    const user = await pro();
    const notifications = async () =>
      (JSON.parse((await reader.progressJson(user)).text) as Progress).numberSavingNotification;
    expect(await notifications()).toBeGreaterThan(0);
    // Pro has now seen everything: the database tells the processes (`marks:<user>`).
    const told = new Promise<void>((resolve) =>
      database.notices.subscribe((notice) => {
        if (notice === `marks:${user.id}`) resolve();
      }),
    );
    await database.db
      .update(seenMarks)
      .set({ seenUpTo: new Date('2100-01-01T00:00:00Z') })
      .where(eq(seenMarks.userId, user.id));
    await told;
    expect(await notifications()).toBe(0);
  });
});
