/**
 * An article section's live items as customers read them, kept in memory per version of the
 * section's data (services/data-versions.ts), like the offers (offer-catalog.ts): the list, its
 * count and each item are built and serialised once per change, not once per request. A section
 * without a version row (one added without its trigger) is read from the database every time.
 * The snapshot also holds the scheduled items, and is built again once the next one's time comes
 * (services/publication.ts).
 */
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { z } from 'zod';
import { ArticleList, type Article } from '../../src/contract/api.js';
import type { ChangeNotices } from '../db/change-notices.js';
import type { Db } from '../db/client.js';
import type { ArticleTable } from '../db/schema.js';
import { SharedJson } from '../shared-json.js';
import { dataVersionReader } from './data-versions.js';

/** The live items of a section, ready to answer. */
export interface LiveArticles {
  /** Every live item, newest first (then highest id). */
  items: readonly Article[];
  list: SharedJson;
  count: SharedJson;
  byId: ReadonlyMap<number, Article>;
}

export interface ArticleCatalog {
  /** The live items as of now; null when the section's changes cannot be told apart. */
  live(): Promise<LiveArticles | null>;
}

interface Snapshot {
  version: string;
  /** Every published item, scheduled ones included, newest first. */
  items: Promise<Article[]>;
  live: LiveArticles | null;
  /** When `live` stops being current: the next scheduled publication after it was built. */
  liveUntil: number;
}

function liveArticles(all: readonly Article[], now: number): LiveArticles {
  const items = all.filter((item) => Date.parse(item.publishedAt) <= now);
  return {
    items,
    list: new SharedJson(JSON.stringify(z.encode(ArticleList, items))),
    count: new SharedJson(JSON.stringify(items.length)),
    byId: new Map(items.map((item) => [item.id, item])),
  };
}

function nextPublication(all: readonly Article[], now: number): number {
  let next = Infinity;
  for (const item of all) {
    const at = Date.parse(item.publishedAt);
    if (at > now && at < next) next = at;
  }
  return next;
}

export function createArticleCatalog(
  db: Db,
  table: ArticleTable,
  group: string,
  notices: ChangeNotices,
): ArticleCatalog {
  const currentVersion = dataVersionReader(db, group, notices);
  let latest: Snapshot | null = null;

  async function readPublished(): Promise<Article[]> {
    const rows = await db
      .select({
        id: table.id,
        title: table.title,
        summary: table.summary,
        body: table.body,
        imageBase64: table.imageBase64,
        publishedAt: table.publishedAt,
      })
      .from(table)
      .where(and(eq(table.status, 'published'), isNotNull(table.publishedAt)))
      .orderBy(desc(table.publishedAt), desc(table.id));
    // Every row has its time (the `where`); the check only tells TypeScript.
    return rows.flatMap(({ publishedAt, ...row }) =>
      publishedAt ? [{ ...row, publishedAt: publishedAt.toISOString() }] : [],
    );
  }

  function snapshotOf(version: string): Snapshot {
    if (latest?.version === version) return latest;
    // The version was read before the data: data changed meanwhile are newer than `version`,
    // and the next request, reading the newer version, builds again.
    const snapshot: Snapshot = {
      version,
      items: readPublished(),
      live: null,
      liveUntil: -Infinity,
    };
    snapshot.items.catch(() => {
      if (latest === snapshot) latest = null;
    });
    latest = snapshot;
    return snapshot;
  }

  return {
    async live() {
      const version = await currentVersion();
      if (version === null) return null;
      const snapshot = snapshotOf(version);
      const all = await snapshot.items;
      const now = Date.now();
      if (!snapshot.live || now >= snapshot.liveUntil) {
        snapshot.live = liveArticles(all, now);
        snapshot.liveUntil = nextPublication(all, now);
      }
      return snapshot.live;
    },
  };
}
