import { endpoint } from '../endpoint';
import { api } from '../load-schemas';

export const activePartners = endpoint({
  method: 'GET',
  path: '/fo/partner/active',
  body: 'none',
  answer: 'json',
  schemas: () => api().then((s) => ({ response: s.Partners })),
});
