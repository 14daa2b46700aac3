import type { Progress, Role } from '../../contract/api';
import { labelOf, type Counts, type SavingSection } from '../../entities/sections/define';
import { menuSectionsOf } from '../../entities/sections/menu';
import { SAVING_SECTIONS, type SavingPath } from '../../entities/sections/saving-sections';
import { countText } from '../../lib/numbers';

export interface SectionSummary<Path extends string = SavingPath> {
  to: Path;
  label: string;
  /** "12 promotions"; null for a section without a count (the offers). */
  countText: string | null;
}

/**
 * The sections the dashboard sums up: exactly the entries of the menu (same visibility rules and
 * custom labels, src/entities/sections), each with its number of items in its own words.
 */
export function summariesOf<Section extends SavingSection>(
  sections: readonly Section[],
  role: Role,
  progress: Progress,
  counts: Counts,
): SectionSummary<Section['path']>[] {
  return menuSectionsOf(sections, role, progress, counts).map((section) => ({
    to: section.path,
    label: labelOf(section, progress),
    countText: section.count ? countText(counts[section.name] ?? 0, ...section.count.noun) : null,
  }));
}

export const sectionSummaries = (role: Role, progress: Progress, counts: Counts) =>
  summariesOf(SAVING_SECTIONS, role, progress, counts);

/** "1 sous-thème choisi", "3 sous-thèmes choisis". */
export function chosenSubThemesText(count: number): string {
  return countText(count, 'sous-thème choisi', 'sous-thèmes choisis');
}
