import { endpoint } from '../endpoint';
import { api } from '../load-schemas';

export const saveFirstConnectionInfo = endpoint({
  method: 'POST',
  path: '/fo/user/initialization/infos/:token',
  body: 'json',
  answer: 'json',
  schemas: () =>
    api().then((s) => ({
      params: s.TokenParams,
      body: s.FirstConnectionInfoInput,
      response: s.Empty,
    })),
});
