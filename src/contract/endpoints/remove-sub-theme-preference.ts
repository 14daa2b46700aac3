import { endpoint } from '../endpoint';
import { api } from '../load-schemas';

export const removeSubThemePreference = endpoint({
  method: 'DELETE',
  path: '/fo/user/subThemePreference/:id',
  body: 'none',
  answer: 'json',
  schemas: () => api().then((s) => ({ params: s.IdParams, response: s.Count })),
});
