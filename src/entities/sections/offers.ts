import { SAVING_ROLES } from '../session/roles';
import { contentOf, defineSavingSection } from './define';

/**
 * « Solutions & Tarifs Négociés »: the offers, shown to every saving role even when empty (there is
 * no count of them), first in the menus, where the side menu opens it with the theme filters.
 */
export const offersSection = defineSavingSection({
  name: 'offers',
  path: '/saving/offer-list',
  label: 'Solutions & Tarifs Négociés',
  roles: SAVING_ROLES,
  seenMarks: 'offers',
  filtersPanel: { allLink: 'Toutes les offres' },
  content: contentOf('offers'),
});
