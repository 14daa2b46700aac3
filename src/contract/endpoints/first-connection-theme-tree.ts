import { endpoint } from '../endpoint';
import { api } from '../load-schemas';

export const firstConnectionThemeTree = endpoint({
  method: 'GET',
  path: '/fo/user/themeSubTheme/:token',
  body: 'none',
  answer: 'json',
  schemas: () => api().then((s) => ({ params: s.TokenParams, response: s.ThemeNodes })),
});
