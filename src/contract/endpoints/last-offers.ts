import { endpoint } from '../endpoint';
import { api } from '../load-schemas';

export const lastOffers = endpoint({
  method: 'GET',
  path: '/fo/offer/user/offers/last/:n',
  body: 'none',
  answer: 'json',
  schemas: () => api().then((s) => ({ params: s.LastParams, response: s.Offers })),
});
