import { endpoint } from '../endpoint';
import { api } from '../load-schemas';

export const requestPasswordReset = endpoint({
  method: 'POST',
  path: '/fo/user/resetPassword/:emailOrId',
  body: 'none',
  answer: 'json',
  schemas: () => api().then((s) => ({ params: s.EmailOrIdParams, response: s.Empty })),
});
