/**
 * The saving sections, each built from its definition (src/contract/sections), in the menus' order. The menus, the dashboard, the counts, the offline plan
 * and the removal of gone content are built from this list (docs/architecture.md, "Customer
 * sections: declared once").
 */
import type { Progress, Role } from '../../contract/api';
import { ARTICLE_SAVING_SECTIONS } from './article-sections';
import { menuEntriesOf, type MenuEntry } from './menu';
import { offersSavingSection, promotionsSavingSection } from './offers';
import { exclusiveServicesSavingSection, salePermissionsSavingSection } from './services-plus';

export const SAVING_SECTIONS = [
  offersSavingSection,
  exclusiveServicesSavingSection,
  salePermissionsSavingSection,
  promotionsSavingSection,
  // The article sections (« Actualités »), each built from its definition, in their list's order.
  ...ARTICLE_SAVING_SECTIONS,
] as const;

export type SavingSectionName = (typeof SAVING_SECTIONS)[number]['name'];
export type SavingPath = (typeof SAVING_SECTIONS)[number]['path'];

/** How many items each counted section holds for the user, by section name. */
export type SectionCounts = Readonly<Partial<Record<SavingSectionName, number>>>;

export type SavingMenuEntry = MenuEntry<SavingPath>;

/** The saving entries of the top and side menus, in menu order. */
export const savingMenuEntries = (
  role: Role,
  progress: Progress,
  counts: SectionCounts,
): SavingMenuEntry[] => menuEntriesOf(SAVING_SECTIONS, role, progress, counts);
