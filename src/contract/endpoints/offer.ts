import { endpoint } from '../endpoint';
import { api } from '../load-schemas';

export const offer = endpoint({
  method: 'GET',
  path: '/fo/offer/:id',
  body: 'none',
  answer: 'json',
  schemas: () => api().then((s) => ({ params: s.IdParams, response: s.Offer })),
});
