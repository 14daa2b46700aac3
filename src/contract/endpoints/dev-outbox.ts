import { endpoint } from '../endpoint';
import { api } from '../load-schemas';

export const devOutbox = endpoint({
  method: 'GET',
  path: '/dev/outbox',
  body: 'none',
  answer: 'json',
  schemas: () => api().then((s) => ({ response: s.Outbox })),
});
