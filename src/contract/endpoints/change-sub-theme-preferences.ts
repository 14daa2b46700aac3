import { endpoint } from '../endpoint';
import { api } from '../load-schemas';

export const changeSubThemePreferences = endpoint({
  method: 'PATCH',
  path: '/fo/user/subThemePreference',
  body: 'json',
  answer: 'json',
  schemas: () => api().then((s) => ({ body: s.SubThemePreferenceChange, response: s.Count })),
});
