import { endpoint } from '../endpoint';
import { api } from '../load-schemas';

/**
 * A link of the weekly digest followed (docs/statistics.md): recorded once per user and week,
 * then a 303 to the app's page `to`. No session needed, nothing set.
 */
export const digestOpened = endpoint({
  method: 'GET',
  path: '/fo/digest/opened/:token',
  body: 'none',
  answer: 'redirect',
  schemas: () => api().then((s) => ({ params: s.DigestOpenedParams, query: s.DigestOpenedQuery })),
});
