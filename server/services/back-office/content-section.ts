/**
 * What the back office does with a content section's items (news, services, offers), declared
 * once per section: lists searched, filtered and sorted; an item with its picture; creations,
 * edits and deletions whose publication time follows the status; the picture checked and
 * replaced; every write recorded in the journal in its own transaction, in French agreed with the
 * section's noun. What one section has besides (an offer's sub-themes and price list) is declared
 * by it (`links`, `change`). Customers read the same rows through their own services, which show
 * live ones only.
 */
import { and, asc, count, desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ContentStatus } from '../../db/schema.js';
import type { Db } from '../../db/client.js';
import { notFound } from '../../http-error.js';
import { recordChange, type AuditEntity, type Auditor } from '../audit.js';
import { publicationTime } from '../publication.js';
import { checkedImage } from '../uploads.js';
import { describedChange, keptDate, statusChange, type Published } from './content-changes.js';
import { listPage, matchesText, sortableText } from './lists.js';

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
export type ContentRow = Record<string, unknown> & { id: number; title: string } & Published;
type Row = ContentRow;

/** A transaction or the database: what a section's own reads and writes take. */
export type Writer = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;

/** A noun for every item of a section, or one that depends on the item (« Offre », « Promotion »). */
type Noun = string | ((row: Row) => string);
const nounFor = (noun: Noun, row: Row) => (typeof noun === 'string' ? noun : noun(row));

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
  /**
   * The item in French (« Actualité », « Service ») as a 404 names it, and whether its noun is
   * feminine; `nounOf` when an item's own noun differs (a promotion is an offer).
   */
  noun: string;
  nounOf?: (row: Row) => string;
  feminine: boolean;
  picture: {
    column: PgColumn;
    /** The field holding the picture's bytes in base64 in the detail (`imageBase64`…). */
    field: string;
    /** « Image de l’actualité », « Logo du service », and whether that noun is feminine. */
    noun: Noun;
    feminine: boolean;
    /** The journal's actions (`upload-image`, `delete-image`…). */
    uploaded: string;
    deleted: string;
  };
  /**
   * What an item links to outside its table (an offer's sub-themes): checked before a write
   * (400 on the field) and written in its transaction.
   */
  links?: {
    check: (tx: Writer, input: never) => Promise<void>;
    write: (tx: Writer, id: number, input: never) => Promise<void>;
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
  const links = section.links as
    | {
        check: (tx: Writer, input: Input) => Promise<void>;
        write: (tx: Writer, id: number, input: Input) => Promise<void>;
      }
    | undefined;
  const tableColumns = new Set(Object.keys(getTableColumns(table)));
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
  const named = (row: Row, title = row.title) => `${section.nounOf?.(row) ?? noun} « ${title} »`;
  const pictureOf = (row: Row) => `${nounFor(picture.noun, row)} « ${row.title} »`;

  async function find(db: Pick<Db, 'select'>, id: number): Promise<Row> {
    const [row] = await db
      .select({ ...section.columns, [picture.field]: picture.column })
      .from(table)
      .where(eq(table.id, id));
    if (!row) throw notFound(noun);
    return row as Row;
  }

  /**
   * The columns an input writes (its links aside). The publication time follows the status
   * (publicationTime): a date given is kept; without one a live item keeps the date it went live
   * with, so that editing it does not make it new again for customers, and an archived one the
   * date it had (keptDate).
   */
  function written(input: Input, before?: Published) {
    const { publishedAt, ...fields } = input;
    const columns = Object.fromEntries(
      Object.entries(fields).filter(([name]) => tableColumns.has(name)),
    );
    const given = publishedAt ? new Date(publishedAt) : keptDate(input.status, before);
    return { ...columns, publishedAt: publicationTime(input.status, given) };
  }

  /**
   * A change of some of an item's columns (its picture, an offer's price list) in one
   * transaction with its journal entry; `summary` says it in French from the item before.
   */
  async function change(
    db: Db,
    admin: Auditor,
    id: number,
    step: {
      action: string;
      write: (tx: Writer, before: Row) => Promise<void>;
      summary: (before: Row) => string;
    },
  ): Promise<Detail> {
    return db.transaction(async (tx) => {
      const before = await find(tx, id);
      await step.write(tx, before);
      await tx
        .update(table)
        .set({ updatedAt: sql`now()` } as never)
        .where(eq(table.id, id));
      const after = await find(tx, id);
      await recordChange(tx, admin, {
        entity,
        entityId: id,
        action: step.action,
        summary: step.summary(before),
        before,
        after,
      });
      return toDetail(after);
    });
  }

  async function setPicture(db: Db, admin: Auditor, id: number, base64: string | null) {
    const current = await find(db, id);
    const had = current[picture.field] !== null;
    // Nothing to remove: nothing changes, and the journal records nothing.
    if (base64 === null && !had) return toDetail(current);
    return change(db, admin, id, {
      action: base64 === null ? picture.deleted : picture.uploaded,
      write: async (tx) => {
        await tx
          .update(table)
          .set({ [picture.field]: base64 } as never)
          .where(eq(table.id, id));
      },
      summary: (before) =>
        `${pictureOf(before)} ${agreed(
          base64 === null ? 'supprimé' : before[picture.field] !== null ? 'remplacé' : 'ajouté',
          picture.feminine,
        )}.`,
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
      // Latest changed first; a sort asked for without an order ascends.
      const direction = (query.order ?? (query.sort ? 'asc' : 'desc')) === 'asc' ? asc : desc;
      const key = (query.sort && sortKeys[query.sort]) || lastChange;
      // Drafts never scheduled have no date: last whichever the order.
      const keyOrder =
        query.sort === 'publishedAt'
          ? sql`${key} ${sql.raw(direction === asc ? 'asc' : 'desc')} nulls last`
          : direction(key);
      return listPage(query, {
        rows: ({ limit, offset }) =>
          db
            .select(section.columns)
            .from(table)
            .where(where)
            .orderBy(keyOrder, direction(table.id))
            .limit(limit)
            .offset(offset) as unknown as Promise<Row[]>,
        total: db.select({ value: count() }).from(table).where(where),
        items: (rows) => rows.map(toItem),
      });
    },

    async get(db: Db, id: number): Promise<Detail> {
      return toDetail(await find(db, id));
    },

    async create(db: Db, admin: Auditor, input: Input): Promise<Detail> {
      return db.transaction(async (tx) => {
        await links?.check(tx, input);
        const [created] = await tx
          .insert(table)
          .values(written(input) as never)
          .returning({ id: table.id });
        if (!created) throw new Error('The insert returned no row.');
        await links?.write(tx, created.id as number, input);
        const after = await find(tx, created.id as number);
        await recordChange(tx, admin, {
          entity,
          entityId: after.id,
          action: 'create',
          summary: `${named(after)} ${agreed('créé', feminine)} (${statusChange(
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
        await links?.check(tx, input);
        await tx
          .update(table)
          .set({ ...written(input, before), updatedAt: sql`now()` } as never)
          .where(eq(table.id, id));
        await links?.write(tx, id, input);
        const after = await find(tx, id);
        await recordChange(tx, admin, {
          entity,
          entityId: id,
          action: 'update',
          summary: describedChange(
            named(after, before.title),
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
          summary: `${named(before)} ${agreed('supprimé', feminine)}.`,
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

    /** An item as its section's own steps read it (an offer's price list). */
    find: (db: Pick<Db, 'select'>, id: number): Promise<Row> => find(db, id),
    toDetail,
    change,
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
