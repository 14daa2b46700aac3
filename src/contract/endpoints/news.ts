import { endpoint } from '../endpoint';
import { api } from '../load-schemas';

export const news = endpoint({
  method: 'GET',
  path: '/fo/news/:id',
  body: 'none',
  answer: 'json',
  schemas: () => api().then((s) => ({ params: s.IdParams, response: s.News })),
});
