import { endpoint } from '../endpoint';
import { api } from '../load-schemas';

export const savePushSubscription = endpoint({
  method: 'PUT',
  path: '/fo/user/push/subscription',
  body: 'json',
  answer: 'none',
  status: 204,
  schemas: () => api().then((s) => ({ body: s.PushSubscriptionInput })),
});
