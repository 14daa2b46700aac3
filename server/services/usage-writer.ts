/**
 * Writes usage events in shared inserts (docs/statistics.md, "At scale"): the events that arrive
 * while an insert is on its way go together in the next one, so that a busy intake costs one
 * commit (one WAL flush) per batch rather than per event, and a quiet one waits for nobody. Every
 * caller's promise settles once its own rows are committed: a 204 still means stored.
 */
import type { Db } from '../db/client.js';
import { usageEvents } from '../db/schema.js';

type UsageEventRow = typeof usageEvents.$inferInsert & { id: string };

interface Waiting {
  rows: readonly UsageEventRow[];
  resolve: (inserted: number) => void;
  reject: (error: unknown) => void;
}

/** Inserts on their way at once: a few of the pool's connections, never all of them. */
const MAX_IN_FLIGHT = 2;
/** Rows per insert at most (PostgreSQL takes 65,535 parameters: 10 a row). */
const MAX_ROWS = 1_000;

class UsageWriter {
  #waiting: Waiting[] = [];
  #inFlight = 0;

  constructor(private readonly db: Db) {}

  /** Resolves with how many of `rows` were new (a replayed id is not). */
  write(rows: readonly UsageEventRow[]): Promise<number> {
    return new Promise((resolve, reject) => {
      this.#waiting.push({ rows, resolve, reject });
      this.#pump();
    });
  }

  #pump(): void {
    while (this.#inFlight < MAX_IN_FLIGHT && this.#waiting.length > 0) {
      const batch: Waiting[] = [];
      let size = 0;
      for (const next of this.#waiting) {
        if (batch.length > 0 && size + next.rows.length > MAX_ROWS) break;
        batch.push(next);
        size += next.rows.length;
      }
      this.#waiting.splice(0, batch.length);
      this.#inFlight += 1;
      void this.#flush(batch).finally(() => {
        this.#inFlight -= 1;
        this.#pump();
      });
    }
  }

  async #flush(batch: readonly Waiting[]): Promise<void> {
    try {
      const inserted = await this.db
        .insert(usageEvents)
        .values(batch.flatMap((waiting) => waiting.rows))
        .onConflictDoNothing({ target: usageEvents.id })
        .returning({ id: usageEvents.id });
      // Each new row counted once, for the first caller that sent its id.
      const fresh = new Set(inserted.map((row) => row.id));
      for (const waiting of batch) {
        waiting.resolve(waiting.rows.filter((row) => fresh.delete(row.id)).length);
      }
    } catch (error) {
      // Nothing of the batch is stored: each caller fails, and its client sends again.
      for (const waiting of batch) waiting.reject(error);
    }
  }
}

const writers = new WeakMap<Db, UsageWriter>();

/** Inserts usage event rows with the others on their way (`ON CONFLICT (id) DO NOTHING`). */
export function writeUsageEvents(db: Db, rows: readonly UsageEventRow[]): Promise<number> {
  let writer = writers.get(db);
  if (!writer) {
    writer = new UsageWriter(db);
    writers.set(db, writer);
  }
  return writer.write(rows);
}
