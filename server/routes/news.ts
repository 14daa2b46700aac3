/**
 * News of SPEC.md section 7, for pro and agency users only (network users never see news).
 * `GET /fo/news/{id}` is not in SPEC.md: the PWA's news detail page needs it.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Count, IdParams, LastParams, News, NewsList } from '../../src/contract/api.js';
import { NEWS_ROLES } from '../plugins/auth.js';
import { countNews, getNews, listNews } from '../services/news.js';

/** Private data: the service worker decides what to keep; shared proxies must keep nothing. */
const PRIVATE_NO_CACHE = 'private, no-cache';

const newsRoutes: FastifyPluginAsyncZod = async (app) => {
  const preHandler = app.requireRoles(NEWS_ROLES);

  app.get(
    '/fo/news/',
    { preHandler, schema: { response: { 200: NewsList } } },
    async (_request, reply) => {
      void reply.header('cache-control', PRIVATE_NO_CACHE);
      return listNews(app.db);
    },
  );

  app.get(
    '/fo/news/last/:n',
    { preHandler, schema: { params: LastParams, response: { 200: NewsList } } },
    async (request, reply) => {
      void reply.header('cache-control', PRIVATE_NO_CACHE);
      return listNews(app.db, request.params.n);
    },
  );

  // A static path: find-my-way matches it before the parametric `/fo/news/:id`.
  app.get(
    '/fo/news/count',
    { preHandler, schema: { response: { 200: Count } } },
    async (_request, reply) => {
      void reply.header('cache-control', PRIVATE_NO_CACHE);
      return countNews(app.db);
    },
  );

  app.get(
    '/fo/news/:id',
    { preHandler, schema: { params: IdParams, response: { 200: News } } },
    async (request, reply) => {
      void reply.header('cache-control', PRIVATE_NO_CACHE);
      return getNews(app.db, request.params.id);
    },
  );
};

export default newsRoutes;
