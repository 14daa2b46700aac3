/**
 * The category > theme > sub-theme tree with one user's stored selection, and its count. Shared by
 * first connection (token-based) and the preferences endpoints (session-based); the changes of the
 * selection are in preferences.ts.
 *
 * Customers see only the nodes in use: a node deactivated in the back office, and everything
 * under it, leaves every tree and count (docs/back-office/theme-tree.md). The rule is written
 * once, `activeSubThemeIds`, for this module, the offers and the notifications.
 */
import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ThemeNode } from '../../src/contract/api.js';
import type { Db } from '../db/client.js';
import { categories, subThemes, themes, userSubThemePreferences } from '../db/schema.js';

/**
 * The ids of the sub-themes customers see: active, in an active theme of an active category. An
 * SQL subquery, for `column in ${activeSubThemeIds}`. Written as text with its own aliases: it is
 * also used inside a select's fields (notifications.ts), where drizzle would leave its columns
 * unqualified, hence ambiguous. Tables carry no schema on purpose (db/schema.ts).
 */
export const activeSubThemeIds: SQL = sql.raw(`(
  select active_s.id from sub_themes active_s
  join themes active_t on active_t.id = active_s.theme_id
  join categories active_c on active_c.id = active_t.category_id
  where active_s.active and active_t.active and active_c.active
)`);

/**
 * The category nodes customers see, each holding its themes and their sub-themes, ordered by
 * position. A sub-theme is active when the user selected it; a theme or category when all its
 * sub-themes are. Deactivated nodes are left out with everything under them, and so are a theme
 * or category left with nothing to choose in (one the back office has just created, say).
 */
export async function buildThemeTree(db: Db, userId: number): Promise<ThemeNode[]> {
  const [categoryRows, themeRows, subThemeRows, selected] = await Promise.all([
    db
      .select()
      .from(categories)
      .where(eq(categories.active, true))
      .orderBy(asc(categories.position), asc(categories.id)),
    db
      .select()
      .from(themes)
      .where(eq(themes.active, true))
      .orderBy(asc(themes.position), asc(themes.id)),
    db
      .select()
      .from(subThemes)
      .where(eq(subThemes.active, true))
      .orderBy(asc(subThemes.position), asc(subThemes.id)),
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
  // Only the active rows were read: a node whose parent was left out has no place to go.
  const themesByCategory = groupBy(
    themeRows.filter((row) => subThemesByTheme.has(row.id)),
    (row) => row.categoryId,
    (row) => parentNode(row.id, row.name, subThemesByTheme.get(row.id) ?? []),
  );
  return categoryRows
    .filter((row) => themesByCategory.has(row.id))
    .map((row) => parentNode(row.id, row.name, themesByCategory.get(row.id) ?? []));
}

/**
 * How many sub-themes the user has selected among those customers see: the profile-completion
 * rule (progress.ts) and the preference calls' answers. A choice of a deactivated sub-theme stays
 * stored, and counts again once the back office reactivates it.
 */
export async function countSubThemePreferences(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(userSubThemePreferences)
    .where(
      and(
        eq(userSubThemePreferences.userId, userId),
        sql`${userSubThemePreferences.subThemeId} in ${activeSubThemeIds}`,
      ),
    );
  return row?.value ?? 0;
}

/** The ids among `ids` that customers see (see `activeSubThemeIds`). */
export async function activeAmong(db: Db, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: subThemes.id })
    .from(subThemes)
    .where(and(inArray(subThemes.id, [...ids]), sql`${subThemes.id} in ${activeSubThemeIds}`));
  return new Set(rows.map((row) => row.id));
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
