/**
 * The saving sections (offers, exclusive services, sale permissions, promotions, news): their pages,
 * their default names, and which of them a user sees under which name. The menus, the dashboard and
 * the service pages all name the sections by these rules.
 */
import type { Progress, Role } from '../../contract/api';
import type { SectionCounts } from '../counts/api';

export type SavingPath =
  | '/saving/offer-list'
  | '/saving/service-exclusive-list'
  | '/saving/sale-permission-list'
  | '/saving/privilege-list'
  | '/saving/news';

export interface MenuEntry {
  to: SavingPath;
  label: string;
}

export const DEFAULT_LABELS = {
  offers: 'Solutions & Tarifs Négociés',
  exclusiveServices: 'Services Exclusifs',
  salePermissions: 'Accords de vente',
  promotions: 'Promotions',
  news: 'Actualités',
} as const;

/**
 * The saving entries of the top and side menus, in menu order: a section appears only when it
 * holds something; exclusive services and sale permissions also need their
 * profile flag and take the profile's custom label; news is for pro and agency only.
 */
export function savingMenuEntries(
  role: Role,
  progress: Progress,
  counts: SectionCounts,
): MenuEntry[] {
  if (role !== 'PRO' && role !== 'AGENCY' && role !== 'NETWORK') return [];
  const entries: MenuEntry[] = [{ to: '/saving/offer-list', label: DEFAULT_LABELS.offers }];
  if (progress.enabledExclusiveService && counts.exclusiveServices > 0) {
    entries.push({
      to: '/saving/service-exclusive-list',
      label: progress.exclusiveServiceName || DEFAULT_LABELS.exclusiveServices,
    });
  }
  if (progress.enabledSalePermission && counts.salePermissions > 0) {
    entries.push({
      to: '/saving/sale-permission-list',
      label: progress.salePermissionName || DEFAULT_LABELS.salePermissions,
    });
  }
  if (counts.promotions > 0) {
    entries.push({ to: '/saving/privilege-list', label: DEFAULT_LABELS.promotions });
  }
  if ((role === 'PRO' || role === 'AGENCY') && counts.news > 0) {
    entries.push({ to: '/saving/news', label: DEFAULT_LABELS.news });
  }
  return entries;
}
