import { endpoint } from '../endpoint';
import { api } from '../load-schemas';

export const servicePlus = endpoint({
  method: 'GET',
  path: '/fo/servicePlus/:id',
  body: 'none',
  answer: 'json',
  schemas: () => api().then((s) => ({ params: s.IdParams, response: s.ServicePlus })),
});
