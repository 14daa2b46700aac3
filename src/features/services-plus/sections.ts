import type { PageIntro } from '../../components/content/PageIntro';
import type { Progress, ServicePlusType } from '../../contract/api';
import { labelOf } from '../../entities/sections/define';
import { exclusiveServicesSavingSection } from '../../entities/sections/services-plus';
import { salePermissionsSavingSection } from '../../entities/sections/services-plus';

/**
 * The two service sections as the user's profile shapes them (src/entities/sections declares
 * them): each takes the profile's custom label when it has one, and opens only when its flag is
 * set. Kept free of React and of the API so that the routes' eager part can hold the pages'
 * intros.
 */

const SECTIONS = {
  EXCLUSIVE_SERVICE: exclusiveServicesSavingSection,
  SALE_PERMISSION: salePermissionsSavingSection,
} as const;

const LEADS: Record<ServicePlusType, string> = {
  EXCLUSIVE_SERVICE:
    'Des services réservés aux clients de votre réseau, à des conditions privilégiées.',
  SALE_PERMISSION:
    'Les accords de vente qui vous permettent de proposer ces produits à vos propres clients.',
};

export const serviceSectionTitle = (type: ServicePlusType, progress: Progress): string =>
  labelOf(SECTIONS[type], progress);

export const serviceSectionEnabled = (type: ServicePlusType, progress: Progress): boolean =>
  progress[SECTIONS[type].profile.flag];

/** The list page's intro; before the profile is known, its title is too. */
export function serviceListIntro(type: ServicePlusType, progress?: Progress): PageIntro {
  return { title: progress ? serviceSectionTitle(type, progress) : null, lead: LEADS[type] };
}
