import { privilegeOfferCount } from '../../contract/endpoints/privilege-offer-count';
import { http } from '../../lib/http';
import { SAVING_ROLES } from '../session/roles';
import { contentOf, defineSavingSection } from './define';

/** « Promotions »: the privilege offers, with the offers' pages. */
export const promotionsSection = defineSavingSection({
  name: 'promotions',
  path: '/saving/privilege-list',
  label: 'Promotions',
  roles: SAVING_ROLES,
  count: { fetch: () => http.call(privilegeOfferCount), noun: ['promotion', 'promotions'] },
  seenMarks: 'promotions',
  content: contentOf('promotions'),
});
