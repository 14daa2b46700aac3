/**
 * The current version of a group of shared data (see `dataVersions` in the schema): what a cache
 * of that data compares with before answering from memory. The version itself is kept in memory
 * while the database's change notices are heard (db/change-notices.ts): a new version is told by
 * the same trigger that makes it, so no request needs to ask for it (docs/performance.md,
 * "Caches kept exact").
 */
import { eq } from 'drizzle-orm';
import type { ChangeNotices } from '../db/change-notices.js';
import type { Db } from '../db/client.js';
import { dataVersions } from '../db/schema.js';
import type { MaybePromise } from '../maybe-promise.js';

/** The groups with a version row and triggers (migrations 0001, 0003 and 0013). */
export type DataGroup = 'offers' | 'news';

/**
 * Reads the version of one group; null when the group has no version row (never cache then). At
 * once when the version is kept.
 */
export type DataVersionReader = () => MaybePromise<string | null>;

export function dataVersionReader(
  db: Db,
  group: string,
  notices: ChangeNotices,
): DataVersionReader {
  // Built once (node-postgres also keeps it prepared on each connection) rather than rebuilt by
  // the query builder whenever the version is read.
  const query = db
    .select({ version: dataVersions.version })
    .from(dataVersions)
    .where(eq(dataVersions.name, group))
    .prepare(`data_version_${group}`);
  let kept: string | null = null;
  /** Counts this group's notices: a read that heard one meanwhile may be older, and is not kept. */
  let heard = 0;
  /** The read in flight, shared by the requests that miss at once; dropped by a notice. */
  let reading: Promise<string | null> | null = null;
  notices.subscribe((notice) => {
    // `data`: the versions' table emptied.
    if (notice === `data:${group}` || notice === 'data' || notice === 'reset') {
      kept = null;
      reading = null;
      heard += 1;
    }
  });
  async function read(): Promise<string | null> {
    const before = heard;
    try {
      const [row] = await query.execute();
      const version = row?.version ?? null;
      if (before === heard && notices.live) kept = version;
      return version;
    } finally {
      if (before === heard) reading = null;
    }
  }
  return () => {
    if (kept !== null && notices.live) return kept;
    reading ??= read();
    return reading;
  };
}
