/**
 * What every list of the back office shares (docs/back-office/README.md): a search that ignores
 * case and accents, and the bounds of the requested page.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ListQuery } from '../../../src/contract/back-office/schemas/common.js';

const ACCENTED = 'àáâãäåçèéêëìíîïñòóôõöùúûüýÿœæ';
const PLAIN = 'aaaaaaceeeeiiiinooooouuuuyyoa';

/** Lowercase, without accents, the way both sides of a search are compared. */
export function plainText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** The column's text lowercased and without accents, in SQL (PGlite has no `unaccent`). */
function plainColumn(column: PgColumn | SQL): SQL {
  return sql`translate(lower(${column}), ${ACCENTED}, ${PLAIN})`;
}

/**
 * True when every word of `query` appears in one of `columns`, whatever the case and accents
 * ("electricite" finds « Électricité »). No condition for an empty query.
 */
export function matchesText(query: string | undefined, columns: (PgColumn | SQL)[]): SQL {
  const words = plainText(query ?? '')
    .split(/\s+/)
    .filter((word) => word !== '');
  if (words.length === 0) return sql`true`;
  const haystack = sql.join(
    columns.map((column) => sql`coalesce(${plainColumn(column)}, '')`),
    sql` || ' ' || `,
  );
  return sql.join(
    words.map((word) => sql`(${haystack}) like ${`%${word.replace(/[\\%_]/g, '\\$&')}%`}`),
    sql` and `,
  );
}

/**
 * A sort key for a text column that ignores case and accents, compared byte by byte (`C`) so
 * that PGlite and PostgreSQL, whose default collations differ, order a list the same way.
 */
export function sortableText(column: PgColumn | SQL): SQL {
  return sql`${plainColumn(column)} collate "C"`;
}

/** LIMIT and OFFSET of the requested page. */
export function pageBounds(query: Pick<ListQuery, 'page' | 'pageSize'>): {
  limit: number;
  offset: number;
} {
  return { limit: query.pageSize, offset: (query.page - 1) * query.pageSize };
}

/**
 * One page of a list, as every list of the back office answers it: `rows` reads the rows within
 * the page's bounds (ordered, the id breaking ties so that pages never overlap nor skip a row),
 * `total` counts every match, both at once; `items` makes the answer's items of the rows.
 */
export async function listPage<Row, Item>(
  query: Pick<ListQuery, 'page' | 'pageSize'>,
  read: {
    rows: (bounds: { limit: number; offset: number }) => Promise<Row[]>;
    total: PromiseLike<{ value: number }[]>;
    items: (rows: Row[]) => Item[] | Promise<Item[]>;
  },
): Promise<{ items: Item[]; total: number; page: number; pageSize: number }> {
  const [rows, [total]] = await Promise.all([read.rows(pageBounds(query)), read.total]);
  return {
    items: await read.items(rows),
    total: total?.value ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
