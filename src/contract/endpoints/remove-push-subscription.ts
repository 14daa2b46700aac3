import { endpoint } from '../endpoint';
import { api } from '../load-schemas';

export const removePushSubscription = endpoint({
  method: 'DELETE',
  path: '/fo/user/push/subscription',
  body: 'json',
  answer: 'none',
  status: 204,
  schemas: () => api().then((s) => ({ body: s.PushSubscriptionRemoval })),
});
