/** Pure helpers of step 2: the sub-themes offered, the user's choice and its counter. */
import { MIN_SUB_THEMES } from '../../contract/constants';
import type { ThemeNode } from '../../contract/api';

/** The ids of the sub-themes already in the user's selection (categories > themes > sub-themes). */
export function activeSubThemeIds(categories: readonly ThemeNode[]): Set<number> {
  const ids = new Set<number>();
  for (const category of categories)
    for (const theme of category.children)
      for (const subTheme of theme.children) if (subTheme.active) ids.add(subTheme.id);
  return ids;
}

/** The choice with `id` added or removed; a new set, so React sees the change. */
export function toggleSubTheme(
  selection: ReadonlySet<number>,
  id: number,
  checked: boolean,
): Set<number> {
  const next = new Set(selection);
  if (checked) next.add(id);
  else next.delete(id);
  return next;
}

/** The profile is complete from 7 sub-themes on (`MIN_SUB_THEMES`). */
export function isProfileComplete(count: number): boolean {
  return count >= MIN_SUB_THEMES;
}

/** "0 sous-thème choisi", "1 sous-thème choisi", "8 sous-thèmes choisis", then the minimum. */
export function subThemeCounterText(count: number): string {
  const chosen = count > 1 ? `${count} sous-thèmes choisis` : `${count} sous-thème choisi`;
  return `${chosen} sur ${MIN_SUB_THEMES} minimum`;
}
