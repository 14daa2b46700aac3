import { endpoint } from '../endpoint';
import { api } from '../load-schemas';

export const loginImages = endpoint({
  method: 'GET',
  path: '/fo/user/loginImages',
  body: 'none',
  answer: 'json',
  schemas: () => api().then((s) => ({ response: s.LoginImages })),
});
