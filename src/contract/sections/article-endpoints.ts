/**
 * The customers' endpoints of an article section (./article-section.ts), from its `api` path:
 * its live items newest first, the `n` newest, how many there are, and one item. The schemas are
 * every article section's (`Article` in ../api.ts), loaded on demand as every endpoint's are.
 */
import { endpoint } from '../endpoint';
import { api } from '../load-schemas';
import type { ArticleSection } from './article-section';

/* @__NO_SIDE_EFFECTS__ */
export function articleEndpoints<const Api extends ArticleSection['api']>(section: { api: Api }) {
  return {
    list: endpoint({
      method: 'GET',
      path: `${section.api}/`,
      body: 'none',
      answer: 'json',
      schemas: () => api().then((s) => ({ response: s.ArticleList })),
    }),
    last: endpoint({
      method: 'GET',
      path: `${section.api}/last/:n`,
      body: 'none',
      answer: 'json',
      schemas: () => api().then((s) => ({ params: s.LastParams, response: s.ArticleList })),
    }),
    // A static path: the server's router matches it before the item's parametric one.
    count: endpoint({
      method: 'GET',
      path: `${section.api}/count`,
      body: 'none',
      answer: 'json',
      schemas: () => api().then((s) => ({ response: s.Count })),
    }),
    item: endpoint({
      method: 'GET',
      path: `${section.api}/:id`,
      body: 'none',
      answer: 'json',
      schemas: () => api().then((s) => ({ params: s.IdParams, response: s.Article })),
    }),
  };
}

export type ArticleEndpoints = ReturnType<typeof articleEndpoints>;
