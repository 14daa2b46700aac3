import { endpoint } from '../endpoint';
import { api } from '../load-schemas';

/**
 * The digest's unsubscribe link opened in a browser (docs/digest.md): a small French page whose
 * button posts to `digestUnsubscribe`. It changes nothing: link scanners open links too. Its
 * text answer is that page's HTML.
 */
export const digestUnsubscribePage = endpoint({
  method: 'GET',
  path: '/fo/digest/unsubscribe',
  body: 'none',
  answer: 'text',
  schemas: () => api().then((s) => ({ query: s.DigestUnsubscribeQuery, response: s.PlainText })),
});
