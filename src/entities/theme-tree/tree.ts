/**
 * Pure logic of the theme tree (root > categories > themes > sub-themes), shared by the offer
 * list's filter panel and the preferences page: the tree read once into an index, and the check /
 * uncheck operations on a selection of sub-theme ids. Every operation returns a new selection;
 * none mutates its input.
 */
import type { ThemeNode } from '../../contract/api';

export interface ThemeIndex {
  /** The categories, each holding its themes, each holding its sub-themes. */
  categories: readonly ThemeNode[];
  /** Every sub-theme id, in tree order. */
  allIds: readonly number[];
  /** The sub-themes of the user's stored selection (`active`), in tree order. */
  storedIds: readonly number[];
  /** Sub-theme id → its name (for the search text of the offers). */
  subThemeNames: ReadonlyMap<number, string>;
  /** Sub-theme id → its position in tree order (keeps URLs stable whatever the click order). */
  order: ReadonlyMap<number, number>;
}

export type CheckState = 'checked' | 'unchecked' | 'mixed';

/** The sub-themes (leaves) under a node: the node itself when it has no children. */
export function subThemesOf(node: ThemeNode): ThemeNode[] {
  if (node.children.length === 0) return [node];
  return node.children.flatMap(subThemesOf);
}

export function subThemeIdsOf(node: ThemeNode): number[] {
  return subThemesOf(node).map((leaf) => leaf.id);
}

export function indexThemeTree(root: ThemeNode): ThemeIndex {
  const leaves = root.children.flatMap(subThemesOf);
  return {
    categories: root.children,
    allIds: leaves.map((leaf) => leaf.id),
    storedIds: leaves.filter((leaf) => leaf.active).map((leaf) => leaf.id),
    subThemeNames: new Map(leaves.map((leaf) => [leaf.id, leaf.name])),
    order: new Map(leaves.map((leaf, position) => [leaf.id, position])),
  };
}

/**
 * What the list shows when the URL says nothing: the stored selection, or every sub-theme for a
 * user who has not chosen any yet (an empty list would look broken).
 */
export function defaultSelection(index: ThemeIndex): readonly number[] {
  return index.storedIds.length > 0 ? index.storedIds : index.allIds;
}

/** Whether all, none or some of `ids` are selected. */
export function checkState(ids: readonly number[], selected: ReadonlySet<number>): CheckState {
  let count = 0;
  for (const id of ids) if (selected.has(id)) count++;
  if (count === 0) return 'unchecked';
  return count === ids.length ? 'checked' : 'mixed';
}

export function countSelected(ids: readonly number[], selected: ReadonlySet<number>): number {
  let count = 0;
  for (const id of ids) if (selected.has(id)) count++;
  return count;
}

/** Checks or unchecks one sub-theme. */
export function toggleSubTheme(selected: ReadonlySet<number>, id: number): Set<number> {
  const next = new Set(selected);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/** Checks (or unchecks) every id of `ids`, for a theme checkbox. */
export function setChecked(
  selected: ReadonlySet<number>,
  ids: readonly number[],
  checked: boolean,
): Set<number> {
  const next = new Set(selected);
  for (const id of ids) {
    if (checked) next.add(id);
    else next.delete(id);
  }
  return next;
}

/**
 * A theme checkbox: a fully checked theme gets unchecked; an unchecked or partly checked one gets
 * fully checked (what a click on a mixed checkbox does everywhere).
 */
export function toggleTheme(selected: ReadonlySet<number>, theme: ThemeNode): Set<number> {
  const ids = subThemeIdsOf(theme);
  return setChecked(selected, ids, checkState(ids, selected) !== 'checked');
}

/** The known ids of a selection, in tree order (unknown ids are dropped). */
export function orderedIds(selected: Iterable<number>, index: ThemeIndex): number[] {
  return [...new Set(selected)]
    .filter((id) => index.order.has(id))
    .sort((a, b) => (index.order.get(a) ?? 0) - (index.order.get(b) ?? 0));
}
