import { endpoint } from '../endpoint';
import { api } from '../load-schemas';

export const partnerUser = endpoint({
  method: 'GET',
  path: '/fo/partner/user/:userId',
  body: 'none',
  answer: 'json',
  schemas: () => api().then((s) => ({ params: s.UserIdParams, response: s.PartnerUser })),
});
