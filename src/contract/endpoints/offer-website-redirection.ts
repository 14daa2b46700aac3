import { endpoint } from '../endpoint';
import { api } from '../load-schemas';

export const offerWebsiteRedirection = endpoint({
  method: 'POST',
  path: '/fo/offer/userWebsiteRedirection/:id',
  body: 'none',
  answer: 'json',
  schemas: () => api().then((s) => ({ params: s.IdParams, response: s.Redirection })),
});
