import { endpoint } from '../endpoint';
import { api } from '../load-schemas';

export const favourites = endpoint({
  method: 'GET',
  path: '/fo/user/favourites',
  body: 'none',
  answer: 'json',
  schemas: () => api().then((s) => ({ response: s.Favourites })),
});
