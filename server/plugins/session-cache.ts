/**
 * The sessions read from the database, kept in memory while they cannot have changed
 * (docs/performance.md, "Caches kept exact"): an entry goes at the database's notice of any change
 * to its session or to the users it holds (db/change-notices.ts), whichever process made it, so a
 * revoked session is refused on its very next request. Without the notices (a lost listening
 * connection), every request reads the database, as before.
 */
import type { ChangeNotices } from '../db/change-notices.js';

/** Far more than the sessions a process serves at once; beyond, the oldest entry goes. */
const MAX_ENTRIES = 20_000;

interface Held {
  user: { id: number };
  actingAs: { id: number } | null;
}

export class SessionCache<Row extends Held> {
  private readonly entries = new Map<string, Row>();
  /**
   * The reads in flight, shared by the requests that miss at once (after a touch's notice, every
   * request of the session does): one query, not one per request. A notice drops them too, so a
   * request after it never takes a read started before it.
   */
  private readonly loading = new Map<string, Promise<Row | undefined>>();
  /** Counts the sessions' and users' notices: a read that heard one meanwhile may be older than it, and is not kept. */
  private heard = 0;

  constructor(private readonly notices: ChangeNotices) {
    notices.subscribe((notice) => this.hear(notice));
  }

  private hear(notice: string): void {
    const colon = notice.indexOf(':');
    const kind = colon < 0 ? notice : notice.slice(0, colon);
    const key = notice.slice(colon + 1);
    if (kind === 'session' && colon >= 0) {
      this.heard += 1;
      this.entries.delete(key);
      this.loading.delete(key);
    } else if (kind === 'user' && colon >= 0) {
      this.heard += 1;
      this.loading.clear();
      const id = Number(key);
      for (const [sessionId, row] of this.entries) {
        if (row.user.id === id || row.actingAs?.id === id) this.entries.delete(sessionId);
      }
    } else if (kind === 'sessions' || kind === 'users' || kind === 'reset') {
      this.heard += 1;
      this.loading.clear();
      this.entries.clear();
    }
  }

  /** The row of session `id` when it is in memory and notices are heard, without reading. */
  peek(id: string): Row | undefined {
    return this.notices.live ? this.entries.get(id) : undefined;
  }

  /** The row of session `id`: from memory when it is there and notices are heard, else `load`. */
  async read(id: string, load: () => Promise<Row | undefined>): Promise<Row | undefined> {
    if (!this.notices.live) return load();
    const kept = this.entries.get(id);
    if (kept) return kept;
    let loading = this.loading.get(id);
    if (!loading) {
      const started = this.load(id, load);
      this.loading.set(id, started);
      const done = () => {
        if (this.loading.get(id) === started) this.loading.delete(id);
      };
      started.then(done, done);
      loading = started;
    }
    return loading;
  }

  private async load(id: string, load: () => Promise<Row | undefined>): Promise<Row | undefined> {
    const heardBefore = this.heard;
    const row = await load();
    if (row && heardBefore === this.heard && this.notices.live) {
      if (this.entries.size >= MAX_ENTRIES) {
        const oldest = this.entries.keys().next().value;
        if (oldest !== undefined) this.entries.delete(oldest);
      }
      this.entries.set(id, row);
    }
    return row;
  }

  /**
   * Replaces the kept row `read` by what this process has just written (a touched `lastSeenAt`),
   * unless a notice replaced or removed it meanwhile.
   */
  update(id: string, read: Row, written: Row): void {
    if (this.entries.get(id) === read) this.entries.set(id, written);
  }

  forget(id: string): void {
    this.entries.delete(id);
  }
}
