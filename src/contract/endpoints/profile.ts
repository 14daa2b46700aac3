import { endpoint } from '../endpoint';
import { api } from '../load-schemas';

export const profile = endpoint({
  method: 'GET',
  path: '/fo/user/infos',
  body: 'none',
  answer: 'json',
  schemas: () => api().then((s) => ({ response: s.ProfileInfo })),
});
