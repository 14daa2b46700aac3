import { endpoint } from '../endpoint';
import { api } from '../load-schemas';

export const pushStatus = endpoint({
  method: 'GET',
  path: '/fo/user/push',
  body: 'none',
  answer: 'json',
  schemas: () => api().then((s) => ({ response: s.PushStatus })),
});
