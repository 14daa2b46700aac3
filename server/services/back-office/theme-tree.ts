/**
 * The theme tree as the back office edits it (docs/back-office/theme-tree.md): categories ›
 * themes › sub-themes, deactivated ones included. Every change is one transaction with its
 * journal entry (services/audit.ts), and the tree's triggers bump the offer data's version in that
 * same transaction (migration 0003), so the offer catalog is rebuilt at the next request.
 *
 * Siblings keep the positions 0..n-1: a new node goes last, a move renumbers its siblings. The
 * writes of the tree take one transaction lock, so two admins adding or moving nodes at the same
 * time never end with two siblings at one place.
 */
import { asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type {
  BoCategoryNode,
  BoSubThemeNode,
  BoThemeNode,
  BoThemeNodeCreate,
  BoThemeNodeMove,
  BoThemeNodeUpdate,
  BoThemeTree,
  BoThemeTreeNode,
  ThemeTreeLevel,
} from '../../../src/contract/back-office/schemas/theme-tree.js';
import { THEME_TREE_LEVEL_LABELS } from '../../../src/contract/back-office/schemas/theme-tree.js';
import type { Db } from '../../db/client.js';
import {
  categories,
  offerSubThemes,
  subThemes,
  themes,
  userSubThemePreferences,
} from '../../db/schema.js';
import { invalidInput, notFound } from '../../http-error.js';
import { recordChange, type Auditor } from '../audit.js';
import { isPossibleRowId } from '../offers.js';
import { plainText } from './lists.js';

/** A transaction of the database (what `db.transaction` hands its callback). */
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Key of the transaction lock every write of the tree takes (pg_advisory_xact_lock). */
const TREE_LOCK_KEY = 0x74726565; // "tree"

/** A node as stored, whatever its level. */
interface NodeRow {
  id: number;
  name: string;
  position: number;
  active: boolean;
  parentId: number | null;
}

/**
 * What differs between the three levels: their table's columns, their parent level, and the
 * writes, written per table so that each stays typed by drizzle.
 */
interface Level {
  parent: ThemeTreeLevel | null;
  select(db: Tx | Db, where: SQL): Promise<NodeRow[]>;
  insert(tx: Tx, parentId: number | null, name: string, position: number): Promise<number>;
  update(
    tx: Tx,
    id: number,
    values: Partial<Pick<NodeRow, 'name' | 'active' | 'position'>>,
  ): Promise<void>;
  /** The condition "child of `parentId`" (every category for the first level). */
  childOf(parentId: number | null): SQL;
  byId(id: number): SQL;
}

/** The parent a theme or sub-theme always has (a category has none). */
function parentOf(parentId: number | null): number {
  if (parentId === null) throw new Error('A theme or a sub-theme always has a parent.');
  return parentId;
}

function insertedId(row: { id: number } | undefined): number {
  if (!row) throw new Error('The insert returned no row.');
  return row.id;
}

const LEVELS: Record<ThemeTreeLevel, Level> = {
  category: {
    parent: null,
    select: (db, where) =>
      db
        .select({
          id: categories.id,
          name: categories.name,
          position: categories.position,
          active: categories.active,
          parentId: sql<null>`null`,
        })
        .from(categories)
        .where(where)
        .orderBy(asc(categories.position), asc(categories.id)),
    insert: async (tx, _parentId, name, position) => {
      const [row] = await tx
        .insert(categories)
        .values({ name, position })
        .returning({ id: categories.id });
      return insertedId(row);
    },
    update: async (tx, id, values) => {
      await tx.update(categories).set(values).where(eq(categories.id, id));
    },
    childOf: () => sql`true`,
    byId: (id) => eq(categories.id, id),
  },
  theme: {
    parent: 'category',
    select: (db, where) =>
      db
        .select({
          id: themes.id,
          name: themes.name,
          position: themes.position,
          active: themes.active,
          parentId: themes.categoryId,
        })
        .from(themes)
        .where(where)
        .orderBy(asc(themes.position), asc(themes.id)),
    insert: async (tx, parentId, name, position) => {
      const [row] = await tx
        .insert(themes)
        .values({ categoryId: parentOf(parentId), name, position })
        .returning({ id: themes.id });
      return insertedId(row);
    },
    update: async (tx, id, values) => {
      await tx.update(themes).set(values).where(eq(themes.id, id));
    },
    childOf: (parentId) => eq(themes.categoryId, parentOf(parentId)),
    byId: (id) => eq(themes.id, id),
  },
  'sub-theme': {
    parent: 'theme',
    select: (db, where) =>
      db
        .select({
          id: subThemes.id,
          name: subThemes.name,
          position: subThemes.position,
          active: subThemes.active,
          parentId: subThemes.themeId,
        })
        .from(subThemes)
        .where(where)
        .orderBy(asc(subThemes.position), asc(subThemes.id)),
    insert: async (tx, parentId, name, position) => {
      const [row] = await tx
        .insert(subThemes)
        .values({ themeId: parentOf(parentId), name, position })
        .returning({ id: subThemes.id });
      return insertedId(row);
    },
    update: async (tx, id, values) => {
      await tx.update(subThemes).set(values).where(eq(subThemes.id, id));
    },
    childOf: (parentId) => eq(subThemes.themeId, parentOf(parentId)),
    byId: (id) => eq(subThemes.id, id),
  },
};

/** « Nom » with the French quotes and their non-breaking spaces. */
function quoted(name: string): string {
  return `«\u00a0${name}\u00a0»`;
}

function describeNode(level: ThemeTreeLevel, name: string): string {
  return `${THEME_TREE_LEVEL_LABELS[level]} ${quoted(name)}`;
}

/** What the journal keeps of a node. */
function journalNode(level: ThemeTreeLevel, node: NodeRow): BoThemeTreeNode {
  return { level, ...node };
}

// ---------------------------------------------------------------------------------------------
// Reading

/** GET /bo/api/theme-tree: every node by position, with the sub-themes' linked offers and users. */
export async function readThemeTree(db: Db): Promise<BoThemeTree> {
  // One snapshot, so that a node never shows up without its parent while an admin edits.
  const [categoryRows, themeRows, subThemeRows, offerCounts, userCounts] = await db.transaction(
    (tx) =>
      Promise.all([
        LEVELS.category.select(tx, sql`true`),
        LEVELS.theme.select(tx, sql`true`),
        LEVELS['sub-theme'].select(tx, sql`true`),
        tx
          .select({ id: offerSubThemes.subThemeId, value: count() })
          .from(offerSubThemes)
          .groupBy(offerSubThemes.subThemeId),
        tx
          .select({ id: userSubThemePreferences.subThemeId, value: count() })
          .from(userSubThemePreferences)
          .groupBy(userSubThemePreferences.subThemeId),
      ]),
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  const offersOf = new Map(offerCounts.map((row) => [row.id, row.value]));
  const usersOf = new Map(userCounts.map((row) => [row.id, row.value]));
  const subThemesOf = groupByParent(subThemeRows, (row) => subThemeNode(row, offersOf, usersOf));
  const themesOf = groupByParent(themeRows, (row) => ({
    ...nodeFields(row),
    subThemes: subThemesOf.get(row.id) ?? [],
  }));
  return categoryRows.map((row) => ({ ...nodeFields(row), themes: themesOf.get(row.id) ?? [] }));
}

function nodeFields({ id, name, position, active }: NodeRow) {
  return { id, name, position, active };
}

function subThemeNode(
  row: NodeRow,
  offersOf: ReadonlyMap<number, number> = new Map(),
  usersOf: ReadonlyMap<number, number> = new Map(),
): BoSubThemeNode {
  return {
    ...nodeFields(row),
    offerCount: offersOf.get(row.id) ?? 0,
    userCount: usersOf.get(row.id) ?? 0,
  };
}

function groupByParent<Out>(
  rows: readonly NodeRow[],
  map: (row: NodeRow) => Out,
): Map<number, Out[]> {
  const groups = new Map<number, Out[]>();
  for (const row of rows) {
    if (row.parentId === null) continue;
    const group = groups.get(row.parentId);
    if (group) group.push(map(row));
    else groups.set(row.parentId, [map(row)]);
  }
  return groups;
}

// ---------------------------------------------------------------------------------------------
// Writing

/** One write of the tree: a transaction holding the tree's lock (see the module comment). */
function treeWrite<T>(db: Db, write: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${TREE_LOCK_KEY}::bigint)`);
    return write(tx);
  });
}

/** The node, or a 404 naming its level. */
async function existingNode(db: Tx | Db, level: ThemeTreeLevel, id: number): Promise<NodeRow> {
  const missing = () => notFound(THEME_TREE_LEVEL_LABELS[level]);
  if (!isPossibleRowId(id)) throw missing();
  const [row] = await LEVELS[level].select(db, LEVELS[level].byId(id));
  if (!row) throw missing();
  return row;
}

/**
 * Refuses a name a sibling already has: two « Électricité » side by side could not be told apart
 * by customers. Compared without case nor accents, as the back office's searches do.
 */
function checkUniqueName(siblings: readonly NodeRow[], name: string, exceptId?: number): void {
  const wanted = plainText(name);
  const twin = siblings.find((node) => node.id !== exceptId && plainText(node.name) === wanted);
  if (twin) {
    throw invalidInput({
      name: `Le nom ${quoted(twin.name)} est déjà pris à ce niveau : choisissez-en un autre.`,
    });
  }
}

/**
 * POST .../categories, .../categories/:id/themes, .../themes/:id/sub-themes: a new active node,
 * last among its siblings. Answers it as the tree shows it.
 */
export async function createCategory(
  db: Db,
  admin: Auditor,
  input: BoThemeNodeCreate,
): Promise<BoCategoryNode> {
  const row = await createNode(db, admin, 'category', null, input.name);
  return { ...nodeFields(row), themes: [] };
}

export async function createTheme(
  db: Db,
  admin: Auditor,
  categoryId: number,
  input: BoThemeNodeCreate,
): Promise<BoThemeNode> {
  const row = await createNode(db, admin, 'theme', categoryId, input.name);
  return { ...nodeFields(row), subThemes: [] };
}

export async function createSubTheme(
  db: Db,
  admin: Auditor,
  themeId: number,
  input: BoThemeNodeCreate,
): Promise<BoSubThemeNode> {
  return subThemeNode(await createNode(db, admin, 'sub-theme', themeId, input.name));
}

async function createNode(
  db: Db,
  admin: Auditor,
  level: ThemeTreeLevel,
  parentId: number | null,
  name: string,
): Promise<NodeRow> {
  return treeWrite(db, async (tx) => {
    const parentLevel = LEVELS[level].parent;
    const parent =
      parentLevel && parentId !== null ? await existingNode(tx, parentLevel, parentId) : null;
    const siblings = await LEVELS[level].select(tx, LEVELS[level].childOf(parentId));
    checkUniqueName(siblings, name);
    const node: NodeRow = {
      id: 0,
      name,
      position: siblings.length,
      active: true,
      parentId,
    };
    node.id = await LEVELS[level].insert(tx, parentId, name, node.position);
    // Positions may have had gaps (written by hand): the new node's place is after them all.
    await renumber(tx, level, [...siblings, node]);
    const where =
      parent && parentLevel
        ? ` dans ${parentLevel === 'category' ? 'la catégorie' : 'le thème'} ${quoted(parent.name)}`
        : '';
    await recordChange(tx, admin, {
      entity: 'theme-node',
      entityId: node.id,
      action: 'create',
      summary: `${describeNode(level, name)} ajouté${feminine(level) ? 'e' : ''}${where}`,
      after: journalNode(level, node),
    });
    return node;
  });
}

/** Whether the level's French name is feminine (« Catégorie ajoutée », « Thème ajouté »). */
function feminine(level: ThemeTreeLevel): boolean {
  return level === 'category';
}

/** Writes positions 0..n-1 in this order, touching only the nodes whose position changes. */
async function renumber(tx: Tx, level: ThemeTreeLevel, ordered: NodeRow[]): Promise<void> {
  for (const [position, node] of ordered.entries()) {
    if (node.position !== position) {
      await LEVELS[level].update(tx, node.id, { position });
      node.position = position;
    }
  }
}

/**
 * PUT /bo/api/theme-tree/:level/:id: renames the node, and deactivates or reactivates it when
 * `active` is given. A call that changes nothing writes nothing, not even a journal entry.
 */
export async function updateNode(
  db: Db,
  admin: Auditor,
  level: ThemeTreeLevel,
  id: number,
  input: BoThemeNodeUpdate,
): Promise<BoThemeTreeNode> {
  return treeWrite(db, async (tx) => {
    const before = await existingNode(tx, level, id);
    const after: NodeRow = { ...before, name: input.name, active: input.active ?? before.active };
    const renamed = after.name !== before.name;
    const toggled = after.active !== before.active;
    if (!renamed && !toggled) return journalNode(level, before);
    if (renamed) {
      const siblings = await LEVELS[level].select(tx, LEVELS[level].childOf(before.parentId));
      checkUniqueName(siblings, after.name, id);
    }
    await LEVELS[level].update(tx, id, { name: after.name, active: after.active });
    const e = feminine(level) ? 'e' : '';
    const changes = [
      ...(renamed ? [`renommé${e} en ${quoted(after.name)}`] : []),
      ...(toggled ? [after.active ? `réactivé${e}` : `désactivé${e}`] : []),
    ];
    await recordChange(tx, admin, {
      entity: 'theme-node',
      entityId: id,
      action:
        renamed && toggled
          ? 'update'
          : renamed
            ? 'rename'
            : after.active
              ? 'reactivate'
              : 'deactivate',
      summary: `${describeNode(level, before.name)} ${changes.join(' et ')}`,
      before: journalNode(level, before),
      after: journalNode(level, after),
    });
    return journalNode(level, after);
  });
}

/**
 * POST /bo/api/theme-tree/:level/:id/move: puts the node at `position` among its siblings (past
 * the last means last), or one step up or down. A move that leaves it in place (up from the
 * first place, down from the last) writes nothing.
 */
export async function moveNode(
  db: Db,
  admin: Auditor,
  level: ThemeTreeLevel,
  id: number,
  move: BoThemeNodeMove,
): Promise<BoThemeTreeNode> {
  return treeWrite(db, async (tx) => {
    const node = await existingNode(tx, level, id);
    const siblings = await LEVELS[level].select(tx, LEVELS[level].childOf(node.parentId));
    const from = siblings.findIndex((sibling) => sibling.id === id);
    const moved = siblings[from];
    // Read in the same locked transaction as the node itself: it is among its siblings.
    if (!moved) throw new Error('A node is missing from its siblings.');
    const last = siblings.length - 1;
    const target =
      move.position !== undefined
        ? Math.min(move.position, last)
        : Math.max(0, Math.min(last, from + (move.direction === 'up' ? -1 : 1)));
    const before = journalNode(level, { ...node, position: from });
    siblings.splice(from, 1);
    siblings.splice(target, 0, moved);
    // Renumbered even when it stays in place: positions written by hand with gaps become 0..n-1.
    await renumber(tx, level, siblings);
    if (target === from) return journalNode(level, moved);
    await recordChange(tx, admin, {
      entity: 'theme-node',
      entityId: id,
      action: 'move',
      summary:
        `${describeNode(level, node.name)} déplacé${feminine(level) ? 'e' : ''} ` +
        `de la place ${from + 1} à la place ${target + 1} sur ${siblings.length}`,
      before,
      after: journalNode(level, moved),
    });
    return journalNode(level, moved);
  });
}
