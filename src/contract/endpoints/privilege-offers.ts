import { endpoint } from '../endpoint';
import { api } from '../load-schemas';

export const privilegeOffers = endpoint({
  method: 'GET',
  path: '/fo/offer/user/offers/privilege',
  body: 'none',
  answer: 'json',
  schemas: () => api().then((s) => ({ response: s.Offers })),
});
