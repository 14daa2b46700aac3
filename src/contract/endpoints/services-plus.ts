import { endpoint } from '../endpoint';
import { api } from '../load-schemas';

export const servicesPlus = endpoint({
  method: 'GET',
  path: '/fo/servicePlus/',
  body: 'none',
  answer: 'json',
  schemas: () => api().then((s) => ({ query: s.ServicePlusQuery, response: s.ServicesPlus })),
});
