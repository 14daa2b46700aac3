import { endpoint } from '../endpoint';
import { api } from '../load-schemas';

export const offers = endpoint({
  method: 'GET',
  path: '/fo/offer/user/offers',
  body: 'none',
  answer: 'json',
  schemas: () => api().then((s) => ({ response: s.Offers })),
});
