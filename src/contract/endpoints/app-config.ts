import { endpoint } from '../endpoint';
import { api } from '../load-schemas';

export const appConfig = endpoint({
  method: 'GET',
  path: '/fo/app/config',
  body: 'none',
  answer: 'json',
  schemas: () => api().then((s) => ({ response: s.AppConfig })),
});
