/**
 * The back office's « Services » (docs/back-office/services.md): exclusive services and sale
 * permissions as admins see and write them, drafts and archives included. Customers read the same
 * rows through services/services-plus.ts, which shows live ones only. Every write is recorded in
 * the journal in its own transaction.
 */
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type {
  BoService,
  BoServiceDetail,
  BoServiceInput,
  BoServiceListQuery,
  BoServicePage,
} from '../../../src/contract/back-office/schemas/services.js';
import type { Db } from '../../db/client.js';
import { servicesPlus } from '../../db/schema.js';
import { notFound } from '../../http-error.js';
import { recordChange, type Auditor } from '../audit.js';
import { publicationTime } from '../publication.js';
import { checkedImage } from '../uploads.js';
import { describedChange, keptDate, statusChange, type Published } from './content-changes.js';
import { matchesText, pageBounds, sortableText } from './lists.js';

const itemColumns = {
  id: servicesPlus.id,
  type: servicesPlus.type,
  title: servicesPlus.title,
  summary: servicesPlus.summary,
  description: servicesPlus.description,
  website: servicesPlus.website,
  status: servicesPlus.status,
  publishedAt: servicesPlus.publishedAt,
  updatedAt: servicesPlus.updatedAt,
  createdAt: servicesPlus.createdAt,
  hasLogo: sql<boolean>`${servicesPlus.logoBase64} is not null`,
};

type ItemRow = Omit<BoService, 'publishedAt' | 'updatedAt' | 'createdAt'> & {
  publishedAt: Date | null;
  updatedAt: Date;
  createdAt: Date;
};

function toItem(row: ItemRow): BoService {
  return {
    ...row,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

function toDetail(row: ItemRow & { logoBase64: string | null }): BoServiceDetail {
  return { ...toItem(row), logoBase64: row.logoBase64 };
}

const SORT_COLUMNS: Record<
  NonNullable<BoServiceListQuery['sort']>,
  SQL | typeof servicesPlus.id
> = {
  title: sortableText(servicesPlus.title),
  type: sql`${servicesPlus.type}`,
  publishedAt: sql`${servicesPlus.publishedAt}`,
  status: sql`${servicesPlus.status}`,
  updatedAt: sql`${servicesPlus.updatedAt}`,
};

/** One page of services, searched (title and summary) and filtered; newest changes first. */
export async function listServices(db: Db, query: BoServiceListQuery): Promise<BoServicePage> {
  const where = and(
    matchesText(query.query, [servicesPlus.title, servicesPlus.summary]),
    query.type ? eq(servicesPlus.type, query.type) : undefined,
    query.status ? eq(servicesPlus.status, query.status) : undefined,
  );
  const direction = query.order === 'asc' || (!query.order && query.sort === 'title') ? asc : desc;
  const key = SORT_COLUMNS[query.sort ?? 'updatedAt'];
  const { limit, offset } = pageBounds(query);
  const [rows, [total]] = await Promise.all([
    db
      .select(itemColumns)
      .from(servicesPlus)
      .where(where)
      // The id breaks ties, so that pages never overlap nor skip a row.
      .orderBy(direction(key), direction(servicesPlus.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(servicesPlus).where(where),
  ]);
  return {
    items: rows.map(toItem),
    total: total?.value ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

async function findService(db: Pick<Db, 'select'>, id: number) {
  const [row] = await db
    .select({ ...itemColumns, logoBase64: servicesPlus.logoBase64 })
    .from(servicesPlus)
    .where(eq(servicesPlus.id, id));
  if (!row) throw notFound('Service');
  return row;
}

export async function getService(db: Db, id: number): Promise<BoServiceDetail> {
  return toDetail(await findService(db, id));
}

/**
 * The columns an input writes. The publication time follows the status (publicationTime); saved
 * again without a date, a live item keeps the date it went live with (so that editing it does
 * not make it new again for customers) and an archived one the date it had (keptDate).
 */
function writtenColumns(input: BoServiceInput, before?: Published) {
  const { publishedAt, ...fields } = input;
  const given = publishedAt === null || publishedAt === undefined ? null : new Date(publishedAt);
  return {
    ...fields,
    publishedAt: publicationTime(input.status, given ?? keptDate(input.status, before)),
  };
}

export async function createService(
  db: Db,
  admin: Auditor,
  input: BoServiceInput,
): Promise<BoServiceDetail> {
  return db.transaction(async (tx) => {
    const [created] = await tx.insert(servicesPlus).values(writtenColumns(input)).returning({
      id: servicesPlus.id,
    });
    if (!created) throw new Error('The insert returned no row.');
    const after = await findService(tx, created.id);
    await recordChange(tx, admin, {
      entity: 'service',
      entityId: after.id,
      action: 'create',
      summary: `Service « ${after.title} » créé (${statusChange(undefined, after)}).`,
      after,
    });
    return toDetail(after);
  });
}

export async function updateService(
  db: Db,
  admin: Auditor,
  id: number,
  input: BoServiceInput,
): Promise<BoServiceDetail> {
  return db.transaction(async (tx) => {
    const before = await findService(tx, id);
    await tx
      .update(servicesPlus)
      .set({ ...writtenColumns(input, before), updatedAt: sql`now()` })
      .where(eq(servicesPlus.id, id));
    const after = await findService(tx, id);
    await recordChange(tx, admin, {
      entity: 'service',
      entityId: id,
      action: 'update',
      summary: describedChange(`Service « ${before.title} »`, 'modifié', before, after),
      before,
      after,
    });
    return toDetail(after);
  });
}

export async function deleteService(db: Db, admin: Auditor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await findService(tx, id);
    await tx.delete(servicesPlus).where(eq(servicesPlus.id, id));
    await recordChange(tx, admin, {
      entity: 'service',
      entityId: id,
      action: 'delete',
      summary: `Service « ${before.title} » supprimé.`,
      before,
    });
  });
}

/** Replaces the logo with a checked image (PNG, JPEG or WebP of at most 200 KB). */
export async function setServiceLogo(
  db: Db,
  admin: Auditor,
  id: number,
  bytes: Buffer,
): Promise<BoServiceDetail> {
  const image = await checkedImage(bytes);
  return db.transaction(async (tx) => {
    const before = await findService(tx, id);
    await tx
      .update(servicesPlus)
      .set({ logoBase64: image.base64, updatedAt: sql`now()` })
      .where(eq(servicesPlus.id, id));
    await recordChange(tx, admin, {
      entity: 'service',
      entityId: id,
      action: 'upload-logo',
      summary: `Logo du service « ${before.title} » ${before.hasLogo ? 'remplacé' : 'ajouté'}.`,
      before: { logoBase64: before.logoBase64 },
      after: { logoBase64: image.base64 },
    });
    return toDetail(await findService(tx, id));
  });
}

export async function deleteServiceLogo(
  db: Db,
  admin: Auditor,
  id: number,
): Promise<BoServiceDetail> {
  return db.transaction(async (tx) => {
    const before = await findService(tx, id);
    // Nothing to remove: nothing changes, and the journal records nothing.
    if (before.logoBase64 === null) return toDetail(before);
    await tx
      .update(servicesPlus)
      .set({ logoBase64: null, updatedAt: sql`now()` })
      .where(eq(servicesPlus.id, id));
    await recordChange(tx, admin, {
      entity: 'service',
      entityId: id,
      action: 'delete-logo',
      summary: `Logo du service « ${before.title} » supprimé.`,
      before: { logoBase64: before.logoBase64 },
      after: { logoBase64: null },
    });
    return toDetail(await findService(tx, id));
  });
}
