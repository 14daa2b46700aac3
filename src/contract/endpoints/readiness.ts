import { endpoint } from '../endpoint';
import { api } from '../load-schemas';

export const readiness = endpoint({
  method: 'GET',
  path: '/health/ready',
  body: 'none',
  answer: 'json',
  schemas: () => api().then((s) => ({ response: s.Readiness })),
});
