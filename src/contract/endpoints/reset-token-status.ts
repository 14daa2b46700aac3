import { endpoint } from '../endpoint';
import { api } from '../load-schemas';

export const resetTokenStatus = endpoint({
  method: 'GET',
  path: '/fo/user/token/:token',
  body: 'none',
  answer: 'json',
  schemas: () => api().then((s) => ({ params: s.TokenParams, response: s.ResetTokenStatus })),
});
