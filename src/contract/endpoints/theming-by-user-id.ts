import { endpoint } from '../endpoint';
import { api } from '../load-schemas';

export const themingByUserId = endpoint({
  method: 'GET',
  path: '/fo/theming/themingByUserId/:id',
  body: 'none',
  answer: 'json',
  schemas: () => api().then((s) => ({ params: s.IdParams, response: s.Theming })),
});
