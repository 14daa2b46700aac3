import { endpoint } from '../endpoint';
import { api } from '../load-schemas';

export const themeTreeNodes = endpoint({
  method: 'GET',
  path: '/fo/user/getThemeSubThemeWithUserPreference',
  body: 'none',
  answer: 'json',
  schemas: () => api().then((s) => ({ response: s.ThemeNodes })),
});
