/**
 * The back office's « Actualités » (docs/back-office/news.md): news items as admins see and write
 * them, drafts and archives included. Customers read the same rows through services/news.ts,
 * which shows live ones only. A body is plain text and stays so: nothing here reads it as HTML.
 * Every write is recorded in the journal in its own transaction.
 */
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type {
  BoNews,
  BoNewsDetail,
  BoNewsInput,
  BoNewsListQuery,
  BoNewsPage,
} from '../../../src/contract/back-office/schemas/news.js';
import type { Db } from '../../db/client.js';
import { news } from '../../db/schema.js';
import { notFound } from '../../http-error.js';
import { recordChange, type Auditor } from '../audit.js';
import { publicationTime } from '../publication.js';
import { checkedImage } from '../uploads.js';
import { describedChange, keptDate, statusChange, type Published } from './content-changes.js';
import { matchesText, pageBounds, sortableText } from './lists.js';

const itemColumns = {
  id: news.id,
  title: news.title,
  summary: news.summary,
  body: news.body,
  status: news.status,
  publishedAt: news.publishedAt,
  updatedAt: news.updatedAt,
  hasImage: sql<boolean>`${news.imageBase64} is not null`,
};

type ItemRow = Omit<BoNews, 'publishedAt' | 'updatedAt'> & {
  publishedAt: Date | null;
  updatedAt: Date;
};

function toItem(row: ItemRow): BoNews {
  return {
    ...row,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toDetail(row: ItemRow & { imageBase64: string | null }): BoNewsDetail {
  return { ...toItem(row), imageBase64: row.imageBase64 };
}

const SORT_KEYS: Record<NonNullable<BoNewsListQuery['sort']>, SQL> = {
  title: sortableText(news.title),
  publishedAt: sql`${news.publishedAt}`,
  status: sql`${news.status}`,
  updatedAt: sql`${news.updatedAt}`,
};

/** One page of news, searched (title, summary and body) and filtered; newest changes first. */
export async function listNews(db: Db, query: BoNewsListQuery): Promise<BoNewsPage> {
  const where = and(
    matchesText(query.query, [news.title, news.summary, news.body]),
    query.status ? eq(news.status, query.status) : undefined,
  );
  const direction = query.order === 'asc' || (!query.order && query.sort === 'title') ? asc : desc;
  const key = SORT_KEYS[query.sort ?? 'updatedAt'];
  const { limit, offset } = pageBounds(query);
  const [rows, [total]] = await Promise.all([
    db
      .select(itemColumns)
      .from(news)
      .where(where)
      // The id breaks ties, so that pages never overlap nor skip a row.
      .orderBy(direction(key), direction(news.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(news).where(where),
  ]);
  return {
    items: rows.map(toItem),
    total: total?.value ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

async function findNews(db: Pick<Db, 'select'>, id: number) {
  const [row] = await db
    .select({ ...itemColumns, imageBase64: news.imageBase64 })
    .from(news)
    .where(eq(news.id, id));
  if (!row) throw notFound('Actualité');
  return row;
}

export async function getNews(db: Db, id: number): Promise<BoNewsDetail> {
  return toDetail(await findNews(db, id));
}

/**
 * The columns an input writes. The publication time follows the status (publicationTime); saved
 * again without a date, a live item keeps the date it went live with (so that editing it does
 * not make it new again for customers) and an archived one the date it had (keptDate).
 */
function writtenColumns(input: BoNewsInput, before?: Published) {
  const { publishedAt, ...fields } = input;
  const given = publishedAt === null || publishedAt === undefined ? null : new Date(publishedAt);
  return {
    ...fields,
    publishedAt: publicationTime(input.status, given ?? keptDate(input.status, before)),
  };
}

export async function createNews(
  db: Db,
  admin: Auditor,
  input: BoNewsInput,
): Promise<BoNewsDetail> {
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(news)
      .values(writtenColumns(input))
      .returning({ id: news.id });
    if (!created) throw new Error('The insert returned no row.');
    const after = await findNews(tx, created.id);
    await recordChange(tx, admin, {
      entity: 'news',
      entityId: after.id,
      action: 'create',
      summary: `Actualité « ${after.title} » créée (${statusChange(undefined, after, true)}).`,
      after,
    });
    return toDetail(after);
  });
}

export async function updateNews(
  db: Db,
  admin: Auditor,
  id: number,
  input: BoNewsInput,
): Promise<BoNewsDetail> {
  return db.transaction(async (tx) => {
    const before = await findNews(tx, id);
    await tx
      .update(news)
      .set({ ...writtenColumns(input, before), updatedAt: sql`now()` })
      .where(eq(news.id, id));
    const after = await findNews(tx, id);
    await recordChange(tx, admin, {
      entity: 'news',
      entityId: id,
      action: 'update',
      summary: describedChange(`Actualité « ${before.title} »`, 'modifiée', before, after, true),
      before,
      after,
    });
    return toDetail(after);
  });
}

export async function deleteNews(db: Db, admin: Auditor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await findNews(tx, id);
    await tx.delete(news).where(eq(news.id, id));
    await recordChange(tx, admin, {
      entity: 'news',
      entityId: id,
      action: 'delete',
      summary: `Actualité « ${before.title} » supprimée.`,
      before,
    });
  });
}

/** Replaces the image with a checked one (PNG, JPEG or WebP of at most 200 KB). */
export async function setNewsImage(
  db: Db,
  admin: Auditor,
  id: number,
  bytes: Buffer,
): Promise<BoNewsDetail> {
  const image = await checkedImage(bytes);
  return db.transaction(async (tx) => {
    const before = await findNews(tx, id);
    await tx
      .update(news)
      .set({ imageBase64: image.base64, updatedAt: sql`now()` })
      .where(eq(news.id, id));
    await recordChange(tx, admin, {
      entity: 'news',
      entityId: id,
      action: 'upload-image',
      summary: `Image de l’actualité « ${before.title} » ${before.hasImage ? 'remplacée' : 'ajoutée'}.`,
      before: { imageBase64: before.imageBase64 },
      after: { imageBase64: image.base64 },
    });
    return toDetail(await findNews(tx, id));
  });
}

export async function deleteNewsImage(db: Db, admin: Auditor, id: number): Promise<BoNewsDetail> {
  return db.transaction(async (tx) => {
    const before = await findNews(tx, id);
    // Nothing to remove: nothing changes, and the journal records nothing.
    if (before.imageBase64 === null) return toDetail(before);
    await tx
      .update(news)
      .set({ imageBase64: null, updatedAt: sql`now()` })
      .where(eq(news.id, id));
    await recordChange(tx, admin, {
      entity: 'news',
      entityId: id,
      action: 'delete-image',
      summary: `Image de l’actualité « ${before.title} » supprimée.`,
      before: { imageBase64: before.imageBase64 },
      after: { imageBase64: null },
    });
    return toDetail(await findNews(tx, id));
  });
}
