import { endpoint } from '../endpoint';

export const logout = endpoint({
  method: 'POST',
  path: '/logout',
  body: 'none',
  answer: 'none',
  status: 204,
  schemas: async () => ({}),
});
