import { endpoint } from '../endpoint';
import { api } from '../load-schemas';

export const newsList = endpoint({
  method: 'GET',
  path: '/fo/news/',
  body: 'none',
  answer: 'json',
  schemas: () => api().then((s) => ({ response: s.NewsList })),
});
