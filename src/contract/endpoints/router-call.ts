import { endpoint } from '../endpoint';
import { api } from '../load-schemas';

export const routerCall = endpoint({
  method: 'POST',
  path: '/router',
  body: 'json',
  answer: 'json',
  schemas: () => api().then((s) => ({ body: s.RouterRequest, response: s.RouterResponse })),
});
