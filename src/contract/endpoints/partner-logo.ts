import { endpoint } from '../endpoint';
import { api } from '../load-schemas';

export const partnerLogo = endpoint({
  method: 'GET',
  path: '/fo/partner/logo/:userId',
  body: 'none',
  answer: 'text',
  schemas: () => api().then((s) => ({ params: s.UserIdParams, response: s.PlainText })),
});
