/**
 * Live news (published, and their time has come: services/publication.ts) for pro and agency users (the route restricts the roles): newest first. The body is plain
 * text paragraphs separated by blank lines; it is stored and answered as such, never as HTML.
 */
import { and, count, desc, eq } from 'drizzle-orm';
import type { News } from '../../src/contract/api.js';
import type { Db } from '../db/client.js';
import { news } from '../db/schema.js';
import { notFound } from '../http-error.js';
import { isPossibleRowId } from './offers.js';
import { isLiveSql } from './publication.js';

const newsColumns = {
  id: news.id,
  title: news.title,
  summary: news.summary,
  body: news.body,
  imageBase64: news.imageBase64,
  publishedAt: news.publishedAt,
};

type NewsRow = Omit<News, 'publishedAt'> & { publishedAt: Date | null };

/** A live news item always has its publication time (isLiveSql). */
function toNews(row: NewsRow): News {
  if (row.publishedAt === null) throw new Error(`News ${row.id} is live without a date`);
  return { ...row, publishedAt: row.publishedAt.toISOString() };
}

/** All news, newest first; `limit` keeps only the newest ones. */
export async function listNews(db: Db, limit?: number): Promise<News[]> {
  const query = db
    .select(newsColumns)
    .from(news)
    .where(isLiveSql(news))
    .orderBy(desc(news.publishedAt), desc(news.id))
    .$dynamic();
  const rows = await (limit === undefined ? query : query.limit(limit));
  return rows.map(toNews);
}

export async function countNews(db: Db): Promise<number> {
  const [row] = await db.select({ value: count() }).from(news).where(isLiveSql(news));
  return row?.value ?? 0;
}

export async function getNews(db: Db, id: number): Promise<News> {
  if (!isPossibleRowId(id)) throw notFound('Actualité');
  const [row] = await db
    .select(newsColumns)
    .from(news)
    .where(and(eq(news.id, id), isLiveSql(news)));
  if (!row) throw notFound('Actualité');
  return toNews(row);
}
