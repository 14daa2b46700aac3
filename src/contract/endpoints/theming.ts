import { endpoint } from '../endpoint';
import { api } from '../load-schemas';

export const theming = endpoint({
  method: 'GET',
  path: '/fo/theming/theming',
  body: 'none',
  answer: 'json',
  schemas: () => api().then((s) => ({ response: s.Theming })),
});
