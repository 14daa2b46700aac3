import { endpoint } from '../endpoint';
import { api } from '../load-schemas';

export const partner = endpoint({
  method: 'GET',
  path: '/fo/partner/:id',
  body: 'none',
  answer: 'json',
  schemas: () => api().then((s) => ({ params: s.IdParams, response: s.OwnPartner })),
});
