import { endpoint } from '../endpoint';
import { api } from '../load-schemas';

export const servicePlusWebsiteRedirection = endpoint({
  method: 'POST',
  path: '/fo/servicePlus/userWebsiteRedirection/:id',
  body: 'none',
  answer: 'json',
  schemas: () => api().then((s) => ({ params: s.IdParams, response: s.Redirection })),
});
