import { endpoint } from '../endpoint';
import { api } from '../load-schemas';

export const firstConnectionInfo = endpoint({
  method: 'GET',
  path: '/fo/user/initialization/:token',
  body: 'none',
  answer: 'json',
  schemas: () => api().then((s) => ({ params: s.TokenParams, response: s.FirstConnectionInfo })),
});
