/**
 * Pure logic of the preferences page: what a change sends to the server, how the cached tree
 * looks once a change is applied, and the counter's text. No React, no network.
 */
import { MIN_SUB_THEMES } from '../../contract/constants';
import type { ThemeNode } from '../../contract/api';

/**
 * A change of the stored selection: sub-themes to add and to remove, applied on top of whatever
 * the selection is when it reaches the server. Plain JSON, queued as it is; changes made apart (two
 * tabs, two devices) compose instead of replacing one another.
 */
export interface PreferenceDelta {
  add: number[];
  remove: number[];
}

/** The change that turns `before` into `after`, in tree order; `null` when nothing changes. */
export function planDelta(
  before: ReadonlySet<number>,
  after: ReadonlySet<number>,
  order: readonly number[],
): PreferenceDelta | null {
  const add = order.filter((id) => after.has(id) && !before.has(id));
  const remove = order.filter((id) => before.has(id) && !after.has(id));
  return add.length === 0 && remove.length === 0 ? null : { add, remove };
}

/** The selection once `delta` is applied to `selected`. */
export function applyDelta(selected: ReadonlySet<number>, delta: PreferenceDelta): Set<number> {
  const next = new Set(selected);
  for (const id of delta.remove) next.delete(id);
  for (const id of delta.add) next.add(id);
  return next;
}

/** Levels under the root node: categories, themes, sub-themes. */
const TREE_DEPTH = 3;

/**
 * The root node with `active` set from `selected`, as the server would answer it: a sub-theme when
 * it is selected, a theme or category when all of its sub-themes are (an empty one never is).
 * Sub-themes are found by depth, not by having no children, since an empty theme has none either.
 */
export function withSelection(
  node: ThemeNode,
  selected: ReadonlySet<number>,
  levelsBelow = TREE_DEPTH,
): ThemeNode {
  if (levelsBelow === 0) return { ...node, active: selected.has(node.id) };
  const children = node.children.map((child) => withSelection(child, selected, levelsBelow - 1));
  return {
    ...node,
    active: children.length > 0 && children.every((child) => child.active),
    children,
  };
}

/** "0 sous-thème choisi (7 minimum)", "8 sous-thèmes choisis (7 minimum)". */
export function counterText(count: number): string {
  const chosen = count > 1 ? `${count} sous-thèmes choisis` : `${count} sous-thème choisi`;
  return `${chosen} (${MIN_SUB_THEMES} minimum)`;
}

/** What is still missing for a complete profile (7 sub-themes at least), or that it is complete. */
export function completionText(count: number): string {
  const missing = MIN_SUB_THEMES - count;
  if (missing <= 0) return 'Votre profil est complet.';
  return missing > 1
    ? `Encore ${missing} sous-thèmes à choisir pour compléter votre profil.`
    : 'Encore 1 sous-thème à choisir pour compléter votre profil.';
}
