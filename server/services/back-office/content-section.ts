/**
 * What the back office does with a content section's items (news, services, offers, partners),
 * declared once per section: lists searched, filtered and sorted; an item with its picture;
 * creations, edits and deletions; the picture checked and replaced; every write recorded in the
 * journal in its own transaction, in French agreed with the section's noun. A section publishes
 * its items (a status, a publication time that follows it, a last change) unless it declares
 * `publication: false`. What one section has besides (an offer's sub-themes and price list, a
 * partner kept while it has users) is declared by it (`links`, `beforeDelete`, `change`).
 * Customers read the same rows through their own services, which show live ones only.
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

/** The columns of a table whose items are published. */
interface PublishedColumns {
  id: PgColumn;
  title: PgColumn;
  status: PgColumn;
  publishedAt: PgColumn;
  updatedAt: PgColumn;
}

/** What every list query of a content section holds (a status only with a publication). */
interface ContentListQuery {
  query?: string;
  page: number;
  pageSize: number;
  sort?: string;
  order?: 'asc' | 'desc';
  status?: ContentStatus;
}

/** What every written body of a section with a publication holds. */
interface ContentWrite {
  status: ContentStatus;
  publishedAt?: string | null;
}

/** A row as the section's columns read it: dates as the driver gives them. */
export type ItemRow = Record<string, unknown> & { id: number };
/** A published item's row. */
export type ContentRow = ItemRow & { title: string } & Published;

/** A transaction or the database: what a section's own reads and writes take. */
export type Writer = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;

/** What any section declares; `Row` is what its hooks read of an item. */
interface SectionDefinition<Query extends ContentListQuery, Row extends ItemRow> {
  /** The journal's name of the section's items. */
  entity: AuditEntity;
  /** The columns of an item as its list answers them (its picture's bytes aside). */
  columns: Record<string, PgColumn | SQL>;
  /** Dates the answer writes as ISO text, besides a publication's. */
  dates?: readonly string[];
  /** The columns the search looks in. */
  searched: readonly PgColumn[];
  /** The section's own filters, besides the status. */
  filters?: (query: Query) => (SQL | undefined)[];
  /** The sort keys besides a publication's (title, status, publication and last change). */
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
    /** « Image de l’actualité », « Logo du service », or one that depends on the item. */
    noun: string | ((row: Row) => string);
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
  /** Run in the deletion's transaction, the item's row locked: throws to refuse it (409…). */
  beforeDelete?: (tx: Writer, row: Row) => Promise<void>;
}

/** A section whose items are published (news, services, offers): the default. */
export interface PublishedSection<Query extends ContentListQuery> extends SectionDefinition<
  Query,
  ContentRow
> {
  publication?: true;
  table: PgTable & PublishedColumns;
}

/**
 * A section without publication (partners): no status, publication time nor last change. Its
 * items are named by `titleField` (a field of `columns`) and listed by `defaultOrder`,
 * ascending, unless sorted otherwise.
 */
export interface UnpublishedSection<Query extends ContentListQuery> extends SectionDefinition<
  Query,
  ItemRow
> {
  publication: false;
  table: PgTable & { id: PgColumn };
  titleField: string;
  defaultOrder: SQL;
}

/** A section's definition: with a publication when its form sends a status, without otherwise. */
export type ContentStoreDefinition<
  Query extends ContentListQuery,
  Input,
> = Input extends ContentWrite ? PublishedSection<Query> : UnpublishedSection<Query>;
type RowOf<Input> = Input extends ContentWrite ? ContentRow : ItemRow;

/** « créé » or « créée », as the noun agrees. */
const agreed = (participle: string, feminine: boolean) =>
  feminine ? `${participle}e` : participle;

function isoDates(row: ItemRow, dates: readonly string[]) {
  const answer: Record<string, unknown> = { ...row };
  for (const name of dates) {
    const value = row[name];
    answer[name] = value instanceof Date ? value.toISOString() : value;
  }
  return answer;
}

/** The sort keys every section with a publication has (the contract's schema lets in these). */
const publicationSorts = (table: PublishedColumns): Record<string, SQL> => ({
  title: sortableText(table.title),
  publishedAt: sql`${table.publishedAt}`,
  status: sql`${table.status}`,
  updatedAt: sql`${table.updatedAt}`,
});

export function contentStore<
  Item,
  Detail,
  Input extends object,
  Query extends ContentListQuery,
  Row extends ItemRow = RowOf<Input>,
>(definition: ContentStoreDefinition<Query, Input>) {
  const section = definition as PublishedSection<Query> | UnpublishedSection<Query>;
  const { table, entity, noun, feminine } = section;
  // A section's hooks read its own rows: one row type inside.
  const hooks = section as unknown as SectionDefinition<Query, Row>;
  const picture = hooks.picture;
  const links = section.links as
    | {
        check: (tx: Writer, input: Input) => Promise<void>;
        write: (tx: Writer, id: number, input: Input) => Promise<void>;
      }
    | undefined;
  const published = section.publication === false ? undefined : section.table;
  const titleField = section.publication === false ? section.titleField : 'title';
  const tableColumns = new Set(Object.keys(getTableColumns(table)));
  const dates = [...(published ? ['publishedAt', 'updatedAt'] : []), ...(section.dates ?? [])];
  const sortKeys = { ...(published && publicationSorts(published)), ...section.sortKeys };
  // Without a sort asked for: latest changes first, or the section's own order.
  const byDefault =
    section.publication === false
      ? { key: section.defaultOrder, order: 'asc' as const }
      : { key: sql`${section.table.updatedAt}`, order: 'desc' as const };
  // The section's columns are its answer's fields; Fastify checks every answer against the
  // contract's schema (server/contract-route.ts), which leaves out any other.
  const toItem = (row: Row) => isoDates(row, dates) as Item;
  const toDetail = (row: Row) => isoDates(row, dates) as Detail;
  const titleOf = (row: Row) => String(row[titleField]);
  const named = (row: Row, title = titleOf(row)) => `${hooks.nounOf?.(row) ?? noun} « ${title} »`;
  const pictureOf = (row: Row) =>
    `${typeof picture.noun === 'string' ? picture.noun : picture.noun(row)} « ${titleOf(row)} »`;

  /** `lock` in a write's transaction: what it checks and journals stays what it changes. */
  async function find(db: Pick<Db, 'select'>, id: number, lock = false): Promise<Row> {
    const query = db
      .select({ ...section.columns, [picture.field]: picture.column })
      .from(table)
      .where(eq(table.id, id));
    const [row] = await (lock ? query.for('update') : query);
    if (!row) throw notFound(noun);
    return row as Row;
  }

  /** What a write sets besides: the item's last change, for a section that keeps one. */
  const touched = published ? { updatedAt: sql`now()` } : undefined;

  /**
   * The columns an input writes (its links aside). The publication time follows the status
   * (publicationTime): a date given is kept; without one a live item keeps the date it went live
   * with, so that editing it does not make it new again for customers, and an archived one the
   * date it had (keptDate).
   */
  function written(input: Input, before?: Row) {
    const columns = Object.fromEntries(
      Object.entries(input).filter(([name]) => tableColumns.has(name) && name !== 'publishedAt'),
    );
    if (!published) return columns;
    const { status, publishedAt } = input as Input & ContentWrite;
    const kept = keptDate(status, before as ContentRow | undefined);
    const given = publishedAt ? new Date(publishedAt) : kept;
    return { ...columns, publishedAt: publicationTime(status, given) };
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
      const before = await find(tx, id, true);
      await step.write(tx, before);
      if (touched) {
        await tx
          .update(table)
          .set(touched as never)
          .where(eq(table.id, id));
      }
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

  async function replacePicture(db: Db, admin: Auditor, id: number, bytes: Buffer | null) {
    const current = await find(db, id);
    // Nothing to remove: nothing changes, and the journal records nothing.
    if (bytes === null && current[picture.field] === null) return toDetail(current);
    // Checked once the item is known: an unknown one is a 404 whatever the file.
    const base64 = bytes === null ? null : (await checkedImage(bytes)).base64;
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
    /** One page, searched and filtered, in the section's order unless sorted otherwise. */
    async list(db: Db, query: Query) {
      const where = and(
        matchesText(query.query, [...section.searched]),
        ...(section.filters?.(query) ?? []),
        published && query.status ? eq(published.status, query.status) : undefined,
      );
      // A sort asked for without an order ascends.
      const order = query.order ?? (query.sort ? 'asc' : byDefault.order);
      const direction = order === 'asc' ? asc : desc;
      const key = (query.sort && sortKeys[query.sort]) || byDefault.key;
      // Drafts never scheduled have no date: last whichever the order.
      const keyOrder =
        published && query.sort === 'publishedAt'
          ? sql`${key} ${sql.raw(order)} nulls last`
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
        const state = published
          ? ` (${statusChange(undefined, after as unknown as ContentRow, feminine)})`
          : '';
        await recordChange(tx, admin, {
          entity,
          entityId: after.id,
          action: 'create',
          summary: `${named(after)} ${agreed('créé', feminine)}${state}.`,
          after,
        });
        return toDetail(after);
      });
    },

    async update(db: Db, admin: Auditor, id: number, input: Input): Promise<Detail> {
      return db.transaction(async (tx) => {
        const before = await find(tx, id, true);
        await links?.check(tx, input);
        await tx
          .update(table)
          .set({ ...written(input, before), ...touched } as never)
          .where(eq(table.id, id));
        await links?.write(tx, id, input);
        const after = await find(tx, id);
        // Saved as it was, without a last change to move: nothing to journal.
        if (JSON.stringify(after) === JSON.stringify(before)) return toDetail(after);
        await recordChange(tx, admin, {
          entity,
          entityId: id,
          action: 'update',
          summary: describedChange(
            named(after, titleOf(before)),
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
        const before = await find(tx, id, true);
        await hooks.beforeDelete?.(tx, before);
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
      return replacePicture(db, admin, id, bytes);
    },

    async removePicture(db: Db, admin: Auditor, id: number): Promise<Detail> {
      return replacePicture(db, admin, id, null);
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
