import { endpoint } from '../endpoint';
import { api } from '../load-schemas';

export const saveProfile = endpoint({
  method: 'POST',
  path: '/fo/user/saveProfile',
  body: 'json',
  answer: 'json',
  schemas: () => api().then((s) => ({ body: s.ProfileInput, response: s.ProfileInfo })),
});
