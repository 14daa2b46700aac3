import { endpoint } from '../endpoint';
import { api } from '../load-schemas';

export const offerSubThemes = endpoint({
  method: 'GET',
  path: '/fo/offer/:id/linkedSubTheme',
  body: 'none',
  answer: 'json',
  schemas: () => api().then((s) => ({ params: s.IdParams, response: s.ThemeNodes })),
});
