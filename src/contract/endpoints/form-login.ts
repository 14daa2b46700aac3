import { endpoint } from '../endpoint';
import { api } from '../load-schemas';

export const formLogin = endpoint({
  method: 'POST',
  path: '/form-login',
  body: 'form',
  answer: 'json',
  schemas: () => api().then((s) => ({ body: s.LoginForm, response: s.LoginResponse })),
});
