import { endpoint } from '../endpoint';
import { api } from '../load-schemas';

/**
 * One-click unsubscribe (RFC 8058, docs/digest.md): what a mail client posts to the digest's
 * `List-Unsubscribe` address, and what the page's button posts. No session: the signed token
 * names the user. Its text answer is a French confirmation page's HTML.
 */
export const digestUnsubscribe = endpoint({
  method: 'POST',
  path: '/fo/digest/unsubscribe',
  body: 'form',
  answer: 'text',
  schemas: () =>
    api().then((s) => ({
      query: s.DigestUnsubscribeQuery,
      body: s.DigestUnsubscribeForm,
      response: s.PlainText,
    })),
});
