import { endpoint } from '../endpoint';
import { api } from '../load-schemas';

export const saveDigestSetting = endpoint({
  method: 'PUT',
  path: '/fo/user/digest',
  body: 'json',
  answer: 'json',
  schemas: () => api().then((s) => ({ body: s.DigestSetting, response: s.DigestSetting })),
});
