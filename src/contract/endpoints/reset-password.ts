import { endpoint } from '../endpoint';
import { api } from '../load-schemas';

export const resetPassword = endpoint({
  method: 'POST',
  path: '/fo/user/resetPassword',
  body: 'form',
  answer: 'json',
  schemas: () => api().then((s) => ({ body: s.ResetPasswordForm, response: s.Empty })),
});
