import type { Progress, Role } from '../../contract/api';
import type { SectionCounts } from '../../entities/counts/api';
import { savingMenuEntries, type SavingPath } from '../../entities/sections/saving-sections';
import { countText } from '../../lib/numbers';

export interface SectionSummary {
  to: SavingPath;
  label: string;
  /** "12 promotions"; null for the offers, which have no count endpoint. */
  countText: string | null;
}

type Counted = { key: keyof SectionCounts; singular: string; plural: string };

const COUNTED: Record<SavingPath, Counted | null> = {
  '/saving/offer-list': null,
  '/saving/service-exclusive-list': {
    key: 'exclusiveServices',
    singular: 'service',
    plural: 'services',
  },
  '/saving/sale-permission-list': { key: 'salePermissions', singular: 'accord', plural: 'accords' },
  '/saving/privilege-list': { key: 'promotions', singular: 'promotion', plural: 'promotions' },
  '/saving/news': { key: 'news', singular: 'actualité', plural: 'actualités' },
};

/**
 * The sections the dashboard sums up: exactly the entries of the menu (same visibility rules and
 * custom labels, src/entities/sections), each with its number of items.
 */
export function sectionSummaries(
  role: Role,
  progress: Progress,
  counts: SectionCounts,
): SectionSummary[] {
  return savingMenuEntries(role, progress, counts).map((entry) => {
    const counted = COUNTED[entry.to];
    return {
      ...entry,
      countText: counted && countText(counts[counted.key], counted.singular, counted.plural),
    };
  });
}

/** "1 sous-thème choisi", "3 sous-thèmes choisis". */
export function chosenSubThemesText(count: number): string {
  return countText(count, 'sous-thème choisi', 'sous-thèmes choisis');
}
