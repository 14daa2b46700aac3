import { endpoint } from '../endpoint';
import { api } from '../load-schemas';

export const fidelityLink = endpoint({
  method: 'GET',
  path: '/fo/user/fidelityLink',
  body: 'none',
  answer: 'text',
  schemas: () => api().then((s) => ({ response: s.PlainText })),
});
