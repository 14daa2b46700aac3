/**
 * PGlite that runs one statement per turn of the event loop.
 *
 * PGlite runs PostgreSQL synchronously on the server's only thread and hands queued statements
 * over through promises: left alone, every request read in one turn of the event loop runs all of
 * its queries in that same turn, one request after the other. Node accepts at most one new
 * connection per turn (libuv 1.45+ accepts one, then waits for the next poll), so long turns
 * starve new connections: with 100 clients connecting at once under load, the last ones were
 * accepted only after 5 to 10 s, and their first request timed out before the server had even
 * read it. Here each statement, once it holds PGlite's statement lock, waits for a new turn
 * before it runs: a turn holds one statement besides the network work, as with a database over
 * the network (PostgreSQL), and statements keep PGlite's arrival order. A pause costs microseconds.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import { PGlite } from '@electric-sql/pglite';

export class TurnTakingPGlite extends PGlite {
  /** PGlite runs every statement through this lock, its own ones and those of transactions too. */
  override _runExclusiveQuery<T>(statement: () => Promise<T>): Promise<T> {
    return super._runExclusiveQuery(async () => {
      await nextTurn();
      return statement();
    });
  }
}
