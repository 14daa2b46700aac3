import { endpoint } from '../endpoint';
import { api } from '../load-schemas';

export const themeTree = endpoint({
  method: 'GET',
  path: '/fo/theme/categoryThemeSubThemeTreeWithUserPreference',
  body: 'none',
  answer: 'json',
  schemas: () => api().then((s) => ({ response: s.ThemeNode })),
});
