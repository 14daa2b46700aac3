import { endpoint } from '../endpoint';
import { api } from '../load-schemas';

export const progress = endpoint({
  method: 'GET',
  path: '/fo/user/progress',
  body: 'none',
  answer: 'json',
  schemas: () => api().then((s) => ({ response: s.Progress })),
});
