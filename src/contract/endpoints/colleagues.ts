import { endpoint } from '../endpoint';
import { api } from '../load-schemas';

export const colleagues = endpoint({
  method: 'GET',
  path: '/fo/user/allUsersFromSameCompany',
  body: 'none',
  answer: 'json',
  schemas: () => api().then((s) => ({ response: s.Colleagues })),
});
