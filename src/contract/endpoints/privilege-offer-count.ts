import { endpoint } from '../endpoint';
import { api } from '../load-schemas';

export const privilegeOfferCount = endpoint({
  method: 'GET',
  path: '/fo/offer/user/offers/privilege/count',
  body: 'none',
  answer: 'json',
  schemas: () => api().then((s) => ({ response: s.Count })),
});
