import { endpoint } from '../endpoint';
import { api } from '../load-schemas';

export const activateAccount = endpoint({
  method: 'POST',
  path: '/fo/user/initialization/activate/:token',
  body: 'json',
  answer: 'json',
  schemas: () =>
    api().then((s) => ({ params: s.TokenParams, body: s.SubThemeIds, response: s.Empty })),
});
