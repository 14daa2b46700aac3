/**
 * The theme tree as the screen shows it (docs/back-office/theme-tree.md): the three levels made
 * alike, each node knowing its place among its siblings and whether customers see it.
 */
import {
  THEME_TREE_LEVEL_LABELS,
  type BoThemeTree,
  type ThemeTreeLevel,
} from '../../../contract/back-office/schemas/theme-tree';

export interface TreeNodeView {
  level: ThemeTreeLevel;
  id: number;
  name: string;
  active: boolean;
  /** 0 for the first of its siblings. */
  index: number;
  siblingCount: number;
  /** The deactivated ancestor that hides this active node from customers, if any. */
  hiddenBy: { level: ThemeTreeLevel; name: string } | null;
  /** A sub-theme's linked offers and users. */
  counts: { offers: number; users: number } | null;
  children: TreeNodeView[];
}

/** The level under `level`, none under a sub-theme. */
export const CHILD_LEVEL: Record<ThemeTreeLevel, ThemeTreeLevel | null> = {
  category: 'theme',
  theme: 'sub-theme',
  'sub-theme': null,
};

type Hider = TreeNodeView['hiddenBy'];

function hiderOf(
  parentHider: Hider,
  level: ThemeTreeLevel,
  node: { active: boolean; name: string },
) {
  return parentHider ?? (node.active ? null : { level, name: node.name });
}

/** Where a node stands: among its siblings, and the deactivated ancestor that would hide it. */
interface Place {
  index: number;
  siblingCount: number;
  hiddenBy: Hider;
}

function nodeView(
  level: ThemeTreeLevel,
  { id, name, active }: { id: number; name: string; active: boolean },
  place: Place,
  counts: TreeNodeView['counts'],
  children: TreeNodeView[],
): TreeNodeView {
  // A deactivated node is said so itself: no ancestor is named for it.
  return {
    level,
    id,
    name,
    active,
    ...place,
    hiddenBy: active ? place.hiddenBy : null,
    counts,
    children,
  };
}

export function treeView(tree: BoThemeTree): TreeNodeView[] {
  return tree.map((category, categoryIndex) => {
    const categoryHider = hiderOf(null, 'category', category);
    const themes = category.themes.map((theme, themeIndex) => {
      const themeHider = hiderOf(categoryHider, 'theme', theme);
      const subThemes = theme.subThemes.map((subTheme, index) =>
        nodeView(
          'sub-theme',
          subTheme,
          { index, siblingCount: theme.subThemes.length, hiddenBy: themeHider },
          { offers: subTheme.offerCount, users: subTheme.userCount },
          [],
        ),
      );
      const place = {
        index: themeIndex,
        siblingCount: category.themes.length,
        hiddenBy: categoryHider,
      };
      return nodeView('theme', theme, place, null, subThemes);
    });
    const place = { index: categoryIndex, siblingCount: tree.length, hiddenBy: null };
    return nodeView('category', category, place, null, themes);
  });
}

/** « Sous-thème « Papeterie » », for button names and messages. */
export function nodeTitle(level: ThemeTreeLevel, name: string): string {
  return `${THEME_TREE_LEVEL_LABELS[level]} « ${name} »`;
}

/** A participle agreed with the level's name: « ajoutée » for a category, « ajouté » else. */
export function agreed(level: ThemeTreeLevel, participle: string): string {
  return level === 'category' ? `${participle}e` : participle;
}

/** French agreement: 0 and 1 take the singular. */
export function plural(count: number, one: string, many: string): string {
  return `${count} ${count <= 1 ? one : many}`;
}

/** « 3 offres · 12 utilisateurs ». */
export function countsText(counts: { offers: number; users: number }): string {
  return `${plural(counts.offers, 'offre', 'offres')} · ${plural(counts.users, 'utilisateur', 'utilisateurs')}`;
}

/** What the state badge says: « désactivé », or why customers do not see an active node. */
export function stateText(node: TreeNodeView): string | null {
  if (!node.active) return agreed(node.level, 'désactivé');
  if (!node.hiddenBy) return null;
  return node.hiddenBy.level === 'category'
    ? 'masqué : catégorie désactivée'
    : 'masqué : thème désactivé';
}
