import { endpoint } from '../endpoint';
import { api } from '../load-schemas';

export const replaceSubThemePreferences = endpoint({
  method: 'POST',
  path: '/fo/user/subThemePreference',
  body: 'json',
  answer: 'json',
  schemas: () => api().then((s) => ({ body: s.SubThemeIds, response: s.Count })),
});
