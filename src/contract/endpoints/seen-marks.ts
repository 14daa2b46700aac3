import { endpoint } from '../endpoint';
import { api } from '../load-schemas';

/** The user's "seen up to" marks of the offers, the promotions and the news. */
export const seenMarks = endpoint({
  method: 'GET',
  path: '/fo/user/seenMarks',
  body: 'none',
  answer: 'json',
  schemas: () => api().then((s) => ({ response: s.SeenMarks })),
});
