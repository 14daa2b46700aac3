/**
 * News, for pro and agency users only (network users never see news); the detail of one news
 * item is for the PWA's news page. Paths and schemas: src/contract/endpoints.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { lastNews, news, newsCount, newsList } from '../../src/contract/endpoints.js';
import { contractRoute } from '../contract-route.js';
import { NEWS_ROLES } from '../plugins/auth.js';
import { countNews, getNews, listNews } from '../services/news.js';

/** Private data: the service worker decides what to keep; shared proxies must keep nothing. */
const PRIVATE_NO_CACHE = 'private, no-cache';

const newsRoutes: FastifyPluginAsyncZod = async (app) => {
  const preHandler = app.requireRoles(NEWS_ROLES);

  app.route({
    ...(await contractRoute(newsList)),
    preHandler,
    handler: async (_request, reply) => {
      void reply.header('cache-control', PRIVATE_NO_CACHE);
      return listNews(app.db);
    },
  });

  app.route({
    ...(await contractRoute(lastNews)),
    preHandler,
    handler: async (request, reply) => {
      void reply.header('cache-control', PRIVATE_NO_CACHE);
      return listNews(app.db, request.params.n);
    },
  });

  // A static path: find-my-way matches it before the parametric `/fo/news/:id`.
  app.route({
    ...(await contractRoute(newsCount)),
    preHandler,
    handler: async (_request, reply) => {
      void reply.header('cache-control', PRIVATE_NO_CACHE);
      return countNews(app.db);
    },
  });

  app.route({
    ...(await contractRoute(news)),
    preHandler,
    handler: async (request, reply) => {
      void reply.header('cache-control', PRIVATE_NO_CACHE);
      return getNews(app.db, request.params.id);
    },
  });
};

export default newsRoutes;
