/**
 * When content (offers, services, news) is live for customers: published, and its publication
 * time has come. A scheduled item therefore appears at its time with no write and no restart
 * (docs/back-office.md). Every customer read goes through `isLiveSql` or `isLive`.
 */
import { and, eq, lte, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ContentStatus } from '../db/schema.js';

interface PublishedColumns {
  status: PgColumn;
  publishedAt: PgColumn;
}

/** The SQL condition "live now" on a table with `status` and `published_at`. */
export function isLiveSql(table: PublishedColumns): SQL {
  return and(eq(table.status, 'published'), lte(table.publishedAt, sql`now()`)) ?? sql`false`;
}

/** The same rule on a loaded row. */
export function isLive(
  row: { status: ContentStatus; publishedAt: Date | string | null },
  now: number = Date.now(),
): boolean {
  if (row.status !== 'published' || row.publishedAt === null) return false;
  return new Date(row.publishedAt).getTime() <= now;
}

/**
 * The publication time to store for a status chosen in the back office: a published item without
 * a date is published now; a draft or an archived item keeps the date it was given (a draft's
 * planned date, or the date it was published before it was archived).
 */
export function publicationTime(
  status: ContentStatus,
  publishedAt: Date | null | undefined,
  now: Date = new Date(),
): Date | null {
  if (status === 'published') return publishedAt ?? now;
  return publishedAt ?? null;
}
