/**
 * The category > theme > sub-theme tree with one user's stored selection, and the changes to that
 * selection. Shared by first connection (token-based) and the preferences endpoints (session-based).
 */
import { asc, count, eq, inArray } from 'drizzle-orm';
import type { ThemeNode } from '../../src/contract/api.js';
import type { Db } from '../db/client.js';
import { categories, subThemes, themes, userSubThemePreferences } from '../db/schema.js';
import { invalidInput } from '../http-error.js';

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

/**
 * Replaces the user's whole selection (idempotent, so a change queued offline can be replayed).
 * Unknown ids are refused before anything changes. Returns the new count.
 */
export async function replaceSubThemePreferences(
  db: Db,
  userId: number,
  ids: readonly number[],
): Promise<number> {
  const wanted = [...new Set(ids)];
  if (wanted.length > 0) {
    const found = await db
      .select({ id: subThemes.id })
      .from(subThemes)
      .where(inArray(subThemes.id, wanted));
    const known = new Set(found.map((row) => row.id));
    const unknown = wanted.filter((id) => !known.has(id));
    if (unknown.length > 0) {
      throw invalidInput({
        subThemeIds:
          unknown.length === 1
            ? `Le sous-thème ${unknown[0]} n’existe pas.`
            : `Les sous-thèmes ${unknown.join(', ')} n’existent pas.`,
      });
    }
  }
  await db.transaction(async (tx) => {
    await tx.delete(userSubThemePreferences).where(eq(userSubThemePreferences.userId, userId));
    if (wanted.length > 0) {
      await tx
        .insert(userSubThemePreferences)
        .values(wanted.map((subThemeId) => ({ userId, subThemeId })));
    }
  });
  return wanted.length;
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
