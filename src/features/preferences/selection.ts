/**
 * Pure logic of the preferences page: what a change sends to the server, how the cached tree
 * looks once a change is applied, and the counter's text. No React, no network.
 */
import { MIN_SUB_THEMES } from '../../contract/constants';
import type { ThemeNode } from '../../contract/api';

/** A change of the stored selection, as queued: plain JSON, replayable as it is. */
export type PreferenceChange =
  { kind: 'replace'; subThemeIds: number[] } | { kind: 'remove'; subThemeId: number };

/**
 * The request that turns `before` into `after`: unchecking a single sub-theme is a DELETE; any other
 * change sends the whole selection, so a replay after a failure or offline gives the same result
 * whatever happened in between. `null` when nothing changes.
 */
export function planChange(
  before: ReadonlySet<number>,
  after: ReadonlySet<number>,
  order: readonly number[],
): PreferenceChange | null {
  const added = [...after].filter((id) => !before.has(id));
  const removed = [...before].filter((id) => !after.has(id));
  const [onlyRemoved] = removed;
  if (added.length === 0 && removed.length === 0) return null;
  if (added.length === 0 && removed.length === 1 && onlyRemoved !== undefined) {
    return { kind: 'remove', subThemeId: onlyRemoved };
  }
  // Tree order keeps the request body stable whatever order the boxes were ticked in.
  return { kind: 'replace', subThemeIds: order.filter((id) => after.has(id)) };
}

/** The selection once `change` is applied to `selected`. */
export function applyChange(selected: ReadonlySet<number>, change: PreferenceChange): Set<number> {
  if (change.kind === 'replace') return new Set(change.subThemeIds);
  const next = new Set(selected);
  next.delete(change.subThemeId);
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

/** What is still missing for a complete profile (SPEC.md section 4), or that it is complete. */
export function completionText(count: number): string {
  const missing = MIN_SUB_THEMES - count;
  if (missing <= 0) return 'Votre profil est complet.';
  return missing > 1
    ? `Encore ${missing} sous-thèmes à choisir pour compléter votre profil.`
    : 'Encore 1 sous-thème à choisir pour compléter votre profil.';
}
