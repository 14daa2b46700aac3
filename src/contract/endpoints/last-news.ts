import { endpoint } from '../endpoint';
import { api } from '../load-schemas';

export const lastNews = endpoint({
  method: 'GET',
  path: '/fo/news/last/:n',
  body: 'none',
  answer: 'json',
  schemas: () => api().then((s) => ({ params: s.LastParams, response: s.NewsList })),
});
