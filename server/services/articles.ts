/**
 * An article section's live items (published, and their time has come: services/publication.ts)
 * as customers read them, newest first (the routes restrict the roles). The body is plain text
 * paragraphs separated by blank lines; it is stored and answered as such, never as HTML.
 */
import { and, count, desc, eq } from 'drizzle-orm';
import type { Article } from '../../src/contract/api.js';
import type { Db } from '../db/client.js';
import type { ArticleTable } from '../db/schema.js';
import { notFound } from '../http-error.js';
import { isPossibleRowId } from './offers.js';
import { isLiveSql } from './publication.js';

type ArticleRow = Omit<Article, 'publishedAt'> & { publishedAt: Date | null };

/** A live or scheduled item always has its publication time (the queries' `where`). */
export function toArticle(row: ArticleRow): Article {
  if (row.publishedAt === null) throw new Error(`Article ${row.id} is published without a date`);
  return { ...row, publishedAt: row.publishedAt.toISOString() };
}

/** The columns an item is answered with. */
export function articleColumns(table: ArticleTable) {
  return {
    id: table.id,
    title: table.title,
    summary: table.summary,
    body: table.body,
    imageBase64: table.imageBase64,
    publishedAt: table.publishedAt,
  };
}

/** `noun` names an item in a 404 (« Actualité »). */
export function articleReads(table: ArticleTable, noun: string) {
  const columns = articleColumns(table);
  return {
    /** Every live item, newest first; `limit` keeps only the newest ones. */
    async list(db: Db, limit?: number): Promise<Article[]> {
      const query = db
        .select(columns)
        .from(table)
        .where(isLiveSql(table))
        .orderBy(desc(table.publishedAt), desc(table.id))
        .$dynamic();
      const rows = await (limit === undefined ? query : query.limit(limit));
      return rows.map(toArticle);
    },

    async count(db: Db): Promise<number> {
      const [row] = await db.select({ value: count() }).from(table).where(isLiveSql(table));
      return row?.value ?? 0;
    },

    async get(db: Db, id: number): Promise<Article> {
      if (!isPossibleRowId(id)) throw notFound(noun);
      const [row] = await db
        .select(columns)
        .from(table)
        .where(and(eq(table.id, id), isLiveSql(table)));
      if (!row) throw notFound(noun);
      return toArticle(row);
    },
  };
}
