/**
 * What the back office does with a content section's items (news, services), declared once per
 * section: lists searched, filtered and sorted; an item with its picture; creations, edits and
 * deletions whose publication time follows the status; the picture checked and replaced; every
 * write recorded in the journal in its own transaction, in French agreed with the section's noun.
 * Customers read the same rows through their own services, which show live ones only.
 */
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ContentStatus } from '../../db/schema.js';
import type { Db } from '../../db/client.js';
import { notFound } from '../../http-error.js';
import { recordChange, type AuditEntity, type Auditor } from '../audit.js';
import { publicationTime } from '../publication.js';
import { checkedImage } from '../uploads.js';
import { describedChange, keptDate, statusChange, type Published } from './content-changes.js';
import { matchesText, pageBounds, sortableText } from './lists.js';

/** The columns every content table has. */
interface ContentColumns {
  id: PgColumn;
  title: PgColumn;
  status: PgColumn;
  publishedAt: PgColumn;
  updatedAt: PgColumn;
}

/** What every list query of a content section holds. */
interface ContentListQuery {
  query?: string;
  page: number;
  pageSize: number;
  sort?: string;
  order?: 'asc' | 'desc';
  status?: ContentStatus;
}

/** What every written body of a content section holds. */
interface ContentWrite {
  status: ContentStatus;
  publishedAt?: string | null;
}

/** A row as the section's columns read it: dates as the driver gives them. */
type Row = Record<string, unknown> & { id: number; title: string } & Published;

export interface ContentStoreDefinition<Query extends ContentListQuery> {
  table: PgTable & ContentColumns;
  /** The journal's name of the section's items. */
  entity: AuditEntity;
  /** The columns of an item as its list answers them (its picture's bytes aside). */
  columns: Record<string, PgColumn | SQL>;
  /** Dates the answer writes as ISO text, besides `publishedAt` and `updatedAt`. */
  dates?: readonly string[];
  /** The columns the search looks in. */
  searched: readonly PgColumn[];
  /** The section's own filters, besides the status. */
  filters?: (query: Query) => (SQL | undefined)[];
  /** The sort keys besides title, status, publication and last change. */
  sortKeys?: Record<string, SQL>;
  /** The item in French (« Actualité », « Service »), and whether its noun is feminine. */
  noun: string;
  feminine: boolean;
  picture: {
    column: PgColumn;
    /** The field holding the picture's bytes in base64 in the detail (`imageBase64`…). */
    field: string;
    /** « Image de l’actualité », « Logo du service », and whether that noun is feminine. */
    noun: string;
    feminine: boolean;
    /** The journal's actions (`upload-image`, `delete-image`…). */
    uploaded: string;
    deleted: string;
  };
}

/** « créé » or « créée », as the noun agrees. */
const agreed = (participle: string, feminine: boolean) =>
  feminine ? `${participle}e` : participle;

function isoDates(row: Row, dates: readonly string[]) {
  const answer: Record<string, unknown> = { ...row };
  for (const name of ['publishedAt', 'updatedAt', ...dates]) {
    const value = row[name];
    answer[name] = value instanceof Date ? value.toISOString() : value;
  }
  return answer;
}

export function contentStore<
  Item,
  Detail,
  Input extends ContentWrite,
  Query extends ContentListQuery,
>(section: ContentStoreDefinition<Query>) {
  const { table, entity, noun, feminine, picture } = section;
  const dates = section.dates ?? [];
  const lastChange = sql`${table.updatedAt}`;
  // The contract's schema lets in only these keys (and the section's own).
  const sortKeys: Record<string, SQL> = {
    title: sortableText(table.title),
    publishedAt: sql`${table.publishedAt}`,
    status: sql`${table.status}`,
    updatedAt: lastChange,
    ...section.sortKeys,
  };
  // The section's columns are its answer's fields; Fastify checks every answer against the
  // contract's schema (server/contract-route.ts).
  const toItem = (row: Row) => isoDates(row, dates) as Item;
  const toDetail = (row: Row) => isoDates(row, dates) as Detail;
  const named = (title: string) => `${noun} « ${title} »`;
  const pictureOf = (title: string) => `${picture.noun} « ${title} »`;

  async function find(db: Pick<Db, 'select'>, id: number): Promise<Row> {
    const [row] = await db
      .select({ ...section.columns, [picture.field]: picture.column })
      .from(table)
      .where(eq(table.id, id));
    if (!row) throw notFound(noun);
    return row as Row;
  }

  /**
   * The columns an input writes. The publication time follows the status (publicationTime);
   * saved again without a date, a live item keeps the date it went live with (so that editing it
   * does not make it new again for customers) and an archived one the date it had (keptDate).
   */
  function written(input: Input, before?: Published) {
    const { publishedAt, ...fields } = input;
    const given = publishedAt === null || publishedAt === undefined ? null : new Date(publishedAt);
    return {
      ...fields,
      publishedAt: publicationTime(input.status, given ?? keptDate(input.status, before)),
    };
  }

  async function setPicture(db: Db, admin: Auditor, id: number, base64: string | null) {
    return db.transaction(async (tx) => {
      const before = await find(tx, id);
      const had = before[picture.field] !== null;
      // Nothing to remove: nothing changes, and the journal records nothing.
      if (base64 === null && !had) return toDetail(before);
      await tx
        .update(table)
        .set({ [picture.field]: base64, updatedAt: sql`now()` } as never)
        .where(eq(table.id, id));
      await recordChange(tx, admin, {
        entity,
        entityId: id,
        action: base64 === null ? picture.deleted : picture.uploaded,
        summary: `${pictureOf(before.title)} ${agreed(
          base64 === null ? 'supprimé' : had ? 'remplacé' : 'ajouté',
          picture.feminine,
        )}.`,
        before: { [picture.field]: before[picture.field] },
        after: { [picture.field]: base64 },
      });
      return toDetail(await find(tx, id));
    });
  }

  return {
    /** One page, searched and filtered; newest changes first unless sorted otherwise. */
    async list(db: Db, query: Query) {
      const where = and(
        matchesText(query.query, [...section.searched]),
        ...(section.filters?.(query) ?? []),
        query.status ? eq(table.status, query.status) : undefined,
      );
      const direction =
        query.order === 'asc' || (!query.order && query.sort === 'title') ? asc : desc;
      const key = (query.sort && sortKeys[query.sort]) || lastChange;
      const { limit, offset } = pageBounds(query);
      const [rows, [total]] = await Promise.all([
        db
          .select(section.columns)
          .from(table)
          .where(where)
          // The id breaks ties, so that pages never overlap nor skip a row.
          .orderBy(direction(key), direction(table.id))
          .limit(limit)
          .offset(offset),
        db.select({ value: count() }).from(table).where(where),
      ]);
      return {
        items: (rows as Row[]).map(toItem),
        total: total?.value ?? 0,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    async get(db: Db, id: number): Promise<Detail> {
      return toDetail(await find(db, id));
    },

    async create(db: Db, admin: Auditor, input: Input): Promise<Detail> {
      return db.transaction(async (tx) => {
        const [created] = await tx
          .insert(table)
          .values(written(input) as never)
          .returning({ id: table.id });
        if (!created) throw new Error('The insert returned no row.');
        const after = await find(tx, created.id as number);
        await recordChange(tx, admin, {
          entity,
          entityId: after.id,
          action: 'create',
          summary: `${named(after.title)} ${agreed('créé', feminine)} (${statusChange(
            undefined,
            after,
            feminine,
          )}).`,
          after,
        });
        return toDetail(after);
      });
    },

    async update(db: Db, admin: Auditor, id: number, input: Input): Promise<Detail> {
      return db.transaction(async (tx) => {
        const before = await find(tx, id);
        await tx
          .update(table)
          .set({ ...written(input, before), updatedAt: sql`now()` } as never)
          .where(eq(table.id, id));
        const after = await find(tx, id);
        await recordChange(tx, admin, {
          entity,
          entityId: id,
          action: 'update',
          summary: describedChange(
            named(before.title),
            agreed('modifié', feminine),
            before,
            after,
            feminine,
          ),
          before,
          after,
        });
        return toDetail(after);
      });
    },

    async remove(db: Db, admin: Auditor, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const before = await find(tx, id);
        await tx.delete(table).where(eq(table.id, id));
        await recordChange(tx, admin, {
          entity,
          entityId: id,
          action: 'delete',
          summary: `${named(before.title)} ${agreed('supprimé', feminine)}.`,
          before,
        });
      });
    },

    /** Replaces the picture with a checked image (PNG, JPEG or WebP of at most 200 KB). */
    async setPicture(db: Db, admin: Auditor, id: number, bytes: Buffer): Promise<Detail> {
      const image = await checkedImage(bytes);
      return setPicture(db, admin, id, image.base64);
    },

    async removePicture(db: Db, admin: Auditor, id: number): Promise<Detail> {
      return setPicture(db, admin, id, null);
    },
  };
}

/** A content section's store, whatever its items: what its routes call. */
export interface ContentStore {
  list(db: Db, query: never): Promise<unknown>;
  get(db: Db, id: number): Promise<unknown>;
  create(db: Db, admin: Auditor, input: never): Promise<unknown>;
  update(db: Db, admin: Auditor, id: number, input: never): Promise<unknown>;
  remove(db: Db, admin: Auditor, id: number): Promise<void>;
  setPicture(db: Db, admin: Auditor, id: number, bytes: Buffer): Promise<unknown>;
  removePicture(db: Db, admin: Auditor, id: number): Promise<unknown>;
}
