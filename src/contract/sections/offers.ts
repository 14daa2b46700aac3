/**
 * The offers (« Offres » in the back office, docs/back-office/offers.md): one table whose
 * privilege offers are the promotions. Customers see two sections: every offer, first in the
 * menus and never counted, and the promotions alone. Each layer builds its part from this
 * definition (docs/architecture.md, « Ajouter une rubrique »).
 */
import { SAVING_ROLES } from '../constants';

export const offersSection = {
  name: 'offers',
  label: 'Offres',
  noun: { one: 'offre', many: 'offres', feminine: true },
  /** A privilege offer's noun. */
  promotionNoun: { one: 'promotion', many: 'promotions', feminine: true },
  customers: {
    offers: {
      name: 'offers',
      label: 'Solutions & Tarifs Négociés',
      page: '/saving/offer-list',
      roles: SAVING_ROLES,
    },
    promotions: {
      name: 'promotions',
      label: 'Promotions',
      page: '/saving/privilege-list',
      roles: SAVING_ROLES,
    },
  },
} as const;
