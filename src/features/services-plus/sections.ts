import type { PageIntro } from '../../components/content/PageIntro';
import type { Progress, ServicePlusType } from '../../contract/api';
import { DEFAULT_LABELS } from '../../entities/sections/saving-sections';

/**
 * The two service sections as the user's profile shapes them: each takes the profile's custom
 * label when it has one (src/entities/sections names the sections), and opens only when its flag
 * is set. Kept free of React and of the API so that the routes' eager part can hold the pages'
 * intros.
 */

const LEADS: Record<ServicePlusType, string> = {
  EXCLUSIVE_SERVICE:
    'Des services réservés aux clients de votre réseau, à des conditions privilégiées.',
  SALE_PERMISSION:
    'Les accords de vente qui vous permettent de proposer ces produits à vos propres clients.',
};

export function serviceSectionTitle(type: ServicePlusType, progress: Progress): string {
  return type === 'EXCLUSIVE_SERVICE'
    ? progress.exclusiveServiceName || DEFAULT_LABELS.exclusiveServices
    : progress.salePermissionName || DEFAULT_LABELS.salePermissions;
}

export function serviceSectionEnabled(type: ServicePlusType, progress: Progress): boolean {
  return type === 'EXCLUSIVE_SERVICE'
    ? progress.enabledExclusiveService
    : progress.enabledSalePermission;
}

/** The list page's intro; before the profile is known, its title is too. */
export function serviceListIntro(type: ServicePlusType, progress?: Progress): PageIntro {
  return { title: progress ? serviceSectionTitle(type, progress) : null, lead: LEADS[type] };
}
