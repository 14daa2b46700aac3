/**
 * The database's change notices (docs/performance.md, "Caches kept exact"): triggers (migration
 * 0013) send a NOTIFY on one channel, in the writing transaction, for every change a server keeps
 * something in memory about: a session updated or deleted, a user updated or deleted, a user's
 * marks or chosen sub-themes, a new version of a group of shared data. Every process listening
 * hears every change, whoever wrote it (this process, another one, a person at a SQL prompt).
 *
 * A cache answers from memory only while its process is hearing the notices (`live`): on PGlite
 * always (one process owns the database, and PGlite hands a notice over before the writing
 * statement's promise settles); on PostgreSQL while the listening connection is up. When it drops,
 * every cache is emptied (`reset`) and bypassed until it is listening again.
 */
import { randomUUID } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** The channel of migration 0013's triggers. */
export const CHANGE_CHANNEL = 'avantages_changes';

/**
 * A change: `session:<id>`, `user:<id>`, `marks:<user id>`, `data:<group>`, or `sessions` /
 * `users` (a whole table emptied). `reset` is not sent by the database: it tells a cache that
 * notices may have been missed, so it must forget everything.
 */
export type ChangeNotice = string;
export type ChangeListener = (notice: ChangeNotice) => void;

export interface ChangeNotices {
  /** Whether notices are being heard now: a cache answers from memory only then. */
  readonly live: boolean;
  /** Calls `listener` on every notice; returns its removal. */
  subscribe(listener: ChangeListener): () => void;
  /**
   * Settles once every notice committed before the call has been heard by this process: a
   * request that wrote waits for it before answering, so its own process never answers its next
   * request from what it has just changed. Immediate on PGlite.
   */
  heardUpTo(): Promise<void>;
  close(): Promise<void>;
}

class Listeners {
  private readonly listeners = new Set<ChangeListener>();

  subscribe(listener: ChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  emit(notice: ChangeNotice): void {
    for (const listener of this.listeners) listener(notice);
  }
}

/** PGlite: one process owns the database, and its notices arrive with the statement's result. */
export async function pgliteChangeNotices(client: PGlite): Promise<ChangeNotices> {
  const listeners = new Listeners();
  const unlisten = await client.listen(CHANGE_CHANNEL, (notice) => listeners.emit(notice));
  return {
    live: true,
    subscribe: (listener) => listeners.subscribe(listener),
    heardUpTo: () => Promise.resolve(),
    close: () => unlisten(),
  };
}

/** How long a lost listening connection waits before it is opened again. */
const RECONNECT_MS = 1_000;

/** A write's answer never waits longer than this for its echo (a stalled listening connection). */
const ECHO_TIMEOUT_MS = 2_000;

/** The notice a process sends itself to know it has heard everything committed before it. */
const ECHO_PREFIX = 'echo:';

/**
 * PostgreSQL: one connection of its own per process, listening; opened again when it drops (a
 * restart, a failover: docs/operations.md), with every cache emptied meanwhile.
 */
export async function postgresChangeNotices(
  databaseUrl: string,
  pool: pg.Pool,
): Promise<ChangeNotices> {
  const listeners = new Listeners();
  const echoes = new Map<string, () => void>();
  let client: pg.Client | null = null;
  let live = false;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const lost = (from: pg.Client) => {
    if (client !== from) return;
    client = null;
    live = false;
    // Whatever was kept may have changed unheard.
    listeners.emit('reset');
    for (const resolve of echoes.values()) resolve();
    echoes.clear();
    from.end().catch(() => undefined);
    if (!closed) retry = setTimeout(connect, RECONNECT_MS).unref();
  };

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: databaseUrl, keepAlive: true });
    client = next;
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    next.on('notification', ({ payload = '' }) => {
      if (payload.startsWith(ECHO_PREFIX)) {
        const id = payload.slice(ECHO_PREFIX.length);
        echoes.get(id)?.();
        echoes.delete(id);
        return;
      }
      listeners.emit(payload);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANGE_CHANNEL}`);
      if (client !== next || closed) return;
      // Anything kept before this connection listened may be stale.
      listeners.emit('reset');
      live = true;
    } catch {
      lost(next);
    }
  }

  await connect();
  return {
    get live() {
      return live;
    },
    subscribe: (listener) => listeners.subscribe(listener),
    async heardUpTo() {
      if (!live) return;
      const id = randomUUID();
      let timer: NodeJS.Timeout | undefined;
      const heard = new Promise<void>((resolve) => {
        echoes.set(id, resolve);
        timer = setTimeout(() => {
          echoes.delete(id);
          resolve();
        }, ECHO_TIMEOUT_MS);
      }).finally(() => clearTimeout(timer));
      try {
        // Notices reach a listener in commit order: hearing this one means the earlier ones too.
        await pool.query('select pg_notify($1, $2)', [CHANGE_CHANNEL, `${ECHO_PREFIX}${id}`]);
      } catch {
        echoes.delete(id);
        return;
      }
      await heard;
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      live = false;
      const last = client;
      client = null;
      for (const resolve of echoes.values()) resolve();
      echoes.clear();
      await last?.end().catch(() => undefined);
    },
  };
}
