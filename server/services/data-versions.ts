/**
 * The current version of a group of shared data (see `dataVersions` in the schema): what a cache
 * of that data compares with before answering from memory.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { dataVersions } from '../db/schema.js';

export type DataGroup = 'offers';

/** Reads the version of one group; null when the group has no version row (never cache then). */
export type DataVersionReader = () => Promise<string | null>;

export function dataVersionReader(db: Db, group: DataGroup): DataVersionReader {
  // Asked before every answer from the cache: built once (node-postgres also keeps it prepared
  // on each connection) rather than rebuilt by the query builder on every request.
  const query = db
    .select({ version: dataVersions.version })
    .from(dataVersions)
    .where(eq(dataVersions.name, group))
    .prepare(`data_version_${group}`);
  return async () => {
    const [row] = await query.execute();
    return row?.version ?? null;
  };
}
