import { endpoint } from '../endpoint';
import { api } from '../load-schemas';

export const subThemePreferenceCount = endpoint({
  method: 'GET',
  path: '/fo/user/countThemeSubThemeWithUserPreference',
  body: 'none',
  answer: 'json',
  schemas: () => api().then((s) => ({ response: s.Count })),
});
