import { endpoint } from '../endpoint';
import { api } from '../load-schemas';

export const partnerSubordinates = endpoint({
  method: 'GET',
  path: '/fo/partner/subordinates/:id',
  body: 'none',
  answer: 'json',
  schemas: () => api().then((s) => ({ params: s.IdParams, response: s.Subordinates })),
});
