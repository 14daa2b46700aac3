/**
 * « Solutions & Tarifs Négociés » and « Promotions », from the offers' definition
 * (src/contract/sections/offers.ts): every offer, shown to every saving role even when empty
 * (there is no count of them), first in the menus, where the side menu opens it with the theme
 * filters; and the privilege offers alone, counted, with the offers' pages.
 */
import { privilegeOfferCount } from '../../contract/endpoints/privilege-offer-count';
import { offersSection } from '../../contract/sections/offers';
import { http } from '../../lib/http';
import { contentOf, defineSavingSection } from './define';

const { offers, promotions } = offersSection.customers;
const { promotionNoun } = offersSection;

export const offersSavingSection = defineSavingSection({
  name: offers.name,
  path: offers.page,
  label: offers.label,
  roles: offers.roles,
  seenMarks: 'offers',
  filtersPanel: { allLink: `Toutes les ${offersSection.noun.many}` },
  content: contentOf(offers.name),
});

export const promotionsSavingSection = defineSavingSection({
  name: promotions.name,
  path: promotions.page,
  label: promotions.label,
  roles: promotions.roles,
  count: {
    fetch: () => http.call(privilegeOfferCount),
    noun: [promotionNoun.one, promotionNoun.many],
  },
  seenMarks: 'promotions',
  content: contentOf(promotions.name),
});
