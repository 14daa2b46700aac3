/**
 * The embedded database gives the event loop a turn before each statement
 * (server/db/turn-taking-pglite.ts), so that a burst of requests cannot keep the server from
 * accepting new connections, while statements keep their order and their errors.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TurnTakingPGlite } from '../../../server/db/turn-taking-pglite.js';

// In memory: nothing to clean up, and the behaviour does not depend on the file system.
let db: TurnTakingPGlite;

beforeAll(async () => {
  db = new TurnTakingPGlite();
  await db.exec('create table steps (n integer)');
});

afterAll(() => db.close());

/** Counts the turns of the event loop (one per check phase) until stopped. */
function turnCounter() {
  let turn = 0;
  let running = true;
  const tick = () => {
    turn += 1;
    if (running) setImmediate(tick);
  };
  setImmediate(tick);
  return {
    now: () => turn,
    stop: () => {
      running = false;
    },
  };
}

describe('PGlite taking turns with the event loop', () => {
  it('runs statements sent together one per turn, in the order they were sent', async () => {
    const turns = turnCounter();
    const ran: { n: number; turn: number }[] = [];
    await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        db
          .query('insert into steps values ($1)', [n])
          .then(() => ran.push({ n, turn: turns.now() })),
      ),
    );
    turns.stop();
    expect(ran.map((step) => step.n)).toEqual(Array.from({ length: 20 }, (_, n) => n));
    expect(new Set(ran.map((step) => step.turn)).size).toBe(20);
    const stored = await db.query<{ n: number }>('select n from steps order by n');
    expect(stored.rows.map((row) => row.n)).toEqual(Array.from({ length: 20 }, (_, n) => n));
  });

  it('reports a failing statement and goes on with the next ones', async () => {
    const failing = db.query('select * from no_such_table');
    const next = db.query<{ value: number }>('select 1 as value');
    await expect(failing).rejects.toThrow(/no_such_table/);
    expect((await next).rows).toEqual([{ value: 1 }]);
  });

  it('runs transactions whole, and rolls them back on error', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query('insert into steps values (100)');
        await tx.query('select * from no_such_table');
      }),
    ).rejects.toThrow();
    await db.transaction(async (tx) => {
      await tx.query('insert into steps values (200)');
      await tx.query('insert into steps values (201)');
    });
    const stored = await db.query<{ n: number }>('select n from steps where n >= 100 order by n');
    expect(stored.rows.map((row) => row.n)).toEqual([200, 201]);
  });
});
