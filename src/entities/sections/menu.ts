import type { Progress, Role } from '../../contract/api';
import { labelOf, opensTo, type Counts, type SavingSection } from './define';

export interface MenuEntry<Path extends string = string> {
  to: Path;
  label: string;
  /** The side menu opens it as a panel of filters headed by this link to the whole list. */
  filtersPanel?: { allLink: string };
}

/**
 * The sections of `sections` the user sees in the menus, in their order: open to them, and not
 * empty when counted. The dashboard's card of sections lists the same ones.
 */
export function menuSectionsOf<Section extends SavingSection>(
  sections: readonly Section[],
  role: Role,
  progress: Progress,
  counts: Counts,
): Section[] {
  return sections.filter(
    (section) =>
      opensTo(section, role, progress) && (!section.count || (counts[section.name] ?? 0) > 0),
  );
}

/** The menu entries of `sections`, under the names the user's profile gives them. */
export function menuEntriesOf<Section extends SavingSection>(
  sections: readonly Section[],
  role: Role,
  progress: Progress,
  counts: Counts,
): MenuEntry<Section['path']>[] {
  return menuSectionsOf(sections, role, progress, counts).map((section) => ({
    to: section.path,
    label: labelOf(section, progress),
    ...(section.filtersPanel && { filtersPanel: section.filtersPanel }),
  }));
}
