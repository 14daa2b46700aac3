import { endpoint } from '../endpoint';
import { api } from '../load-schemas';

export const digestSetting = endpoint({
  method: 'GET',
  path: '/fo/user/digest',
  body: 'none',
  answer: 'json',
  schemas: () => api().then((s) => ({ response: s.DigestSetting })),
});
