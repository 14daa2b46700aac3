import { endpoint } from '../endpoint';
import { api } from '../load-schemas';

export const servicePlusCount = endpoint({
  method: 'GET',
  path: '/fo/servicePlus/count',
  body: 'none',
  answer: 'json',
  schemas: () => api().then((s) => ({ query: s.ServicePlusQuery, response: s.Count })),
});
