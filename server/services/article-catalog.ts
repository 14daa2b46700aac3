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
import type { MaybePromise } from '../maybe-promise.js';
import { SharedJson } from '../shared-json.js';
import { articleColumns, toArticle } from './articles.js';
import { dataVersionReader } from './data-versions.js';
import { publishedViews } from './published-views.js';

/** The live items of a section, ready to answer. */
export interface LiveArticles {
  /** Every live item, newest first (then highest id). */
  items: readonly Article[];
  list: SharedJson;
  count: SharedJson;
  byId: ReadonlyMap<number, Article>;
}

export interface ArticleCatalog {
  /**
   * The live items as of now; null when the section's changes cannot be told apart. At once when
   * they are in memory (plugins/hot-reads.ts).
   */
  live(): MaybePromise<LiveArticles | null>;
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

export function createArticleCatalog(
  db: Db,
  table: ArticleTable,
  group: string,
  notices: ChangeNotices,
): ArticleCatalog {
  async function readPublished(): Promise<Article[]> {
    const rows = await db
      .select(articleColumns(table))
      .from(table)
      .where(and(eq(table.status, 'published'), isNotNull(table.publishedAt)))
      .orderBy(desc(table.publishedAt), desc(table.id));
    return rows.map(toArticle);
  }

  const viewOf = publishedViews({
    currentVersion: dataVersionReader(db, group, notices),
    read: readPublished,
    build: (all, _key: 'live', now) => liveArticles(all, now),
  });
  return { live: () => viewOf('live') };
}
