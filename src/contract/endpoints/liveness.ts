import { endpoint } from '../endpoint';
import { api } from '../load-schemas';

export const liveness = endpoint({
  method: 'GET',
  path: '/health',
  body: 'none',
  answer: 'json',
  schemas: () => api().then((s) => ({ response: s.Liveness })),
});
