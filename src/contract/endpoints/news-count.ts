import { endpoint } from '../endpoint';
import { api } from '../load-schemas';

export const newsCount = endpoint({
  method: 'GET',
  path: '/fo/news/count',
  body: 'none',
  answer: 'json',
  schemas: () => api().then((s) => ({ response: s.Count })),
});
