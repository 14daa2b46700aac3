/**
 * The category > theme > sub-theme tree with one user's stored selection, and its count. Shared by
 * first connection (token-based) and the preferences endpoints (session-based); the changes of the
 * selection are in preferences.ts.
 */
import { asc, count, eq } from 'drizzle-orm';
import type { ThemeNode } from '../../src/contract/api.js';
import type { Db } from '../db/client.js';
import { categories, subThemes, themes, userSubThemePreferences } from '../db/schema.js';

/**
 * The category nodes, each holding its themes and their sub-themes, ordered by position. A
 * sub-theme is active when the user selected it; a theme or category when all its sub-themes are
 * (an empty theme or category is never active: there is nothing selected in it).
 */
export async function buildThemeTree(db: Db, userId: number): Promise<ThemeNode[]> {
  const [categoryRows, themeRows, subThemeRows, selected] = await Promise.all([
    db.select().from(categories).orderBy(asc(categories.position), asc(categories.id)),
    db.select().from(themes).orderBy(asc(themes.position), asc(themes.id)),
    db.select().from(subThemes).orderBy(asc(subThemes.position), asc(subThemes.id)),
    selectedSubThemeIds(db, userId),
  ]);

  const subThemesByTheme = groupBy(
    subThemeRows,
    (row) => row.themeId,
    (row) => ({
      id: row.id,
      name: row.name,
      active: selected.has(row.id),
      children: [],
    }),
  );
  const themesByCategory = groupBy(
    themeRows,
    (row) => row.categoryId,
    (row) => parentNode(row.id, row.name, subThemesByTheme.get(row.id) ?? []),
  );
  return categoryRows.map((row) =>
    parentNode(row.id, row.name, themesByCategory.get(row.id) ?? []),
  );
}

/** How many sub-themes the user has selected. */
export async function countSubThemePreferences(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(userSubThemePreferences)
    .where(eq(userSubThemePreferences.userId, userId));
  return row?.value ?? 0;
}

async function selectedSubThemeIds(db: Db, userId: number): Promise<Set<number>> {
  const rows = await db
    .select({ id: userSubThemePreferences.subThemeId })
    .from(userSubThemePreferences)
    .where(eq(userSubThemePreferences.userId, userId));
  return new Set(rows.map((row) => row.id));
}

function parentNode(id: number, name: string, children: ThemeNode[]): ThemeNode {
  return {
    id,
    name,
    active: children.length > 0 && children.every((child) => child.active),
    children,
  };
}

function groupBy<Row, Out>(
  rows: readonly Row[],
  keyOf: (row: Row) => number,
  map: (row: Row) => Out,
): Map<number, Out[]> {
  const groups = new Map<number, Out[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(map(row));
    else groups.set(key, [map(row)]);
  }
  return groups;
}
