/**
 * The customers' routes of every article section (src/contract/sections/), for the roles its
 * definition names only: the list, the `n` newest (the dashboard's), the count and one item.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { articleEndpoints } from '../../src/contract/sections/article-endpoints.js';
import { frenchPhrases } from '../../src/contract/sections/french.js';
import { ARTICLE_SECTIONS } from '../../src/contract/sections/index.js';
import { contractRoute } from '../contract-route.js';
import { ARTICLE_TABLES } from '../db/schema.js';
import { articleReads } from '../services/articles.js';

/** Private data: the service worker decides what to keep; shared proxies must keep nothing. */
const PRIVATE_NO_CACHE = 'private, no-cache';

const articleRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const section of ARTICLE_SECTIONS) {
    const endpoints = articleEndpoints(section);
    const reads = articleReads(ARTICLE_TABLES[section.name], frenchPhrases(section.noun).One);
    const preHandler = app.requireRoles(section.roles);

    app.route({
      ...(await contractRoute(endpoints.list)),
      preHandler,
      handler: async (_request, reply) => {
        void reply.header('cache-control', PRIVATE_NO_CACHE);
        return reads.list(app.db);
      },
    });

    app.route({
      ...(await contractRoute(endpoints.last)),
      preHandler,
      handler: async (request, reply) => {
        void reply.header('cache-control', PRIVATE_NO_CACHE);
        return reads.list(app.db, request.params.n);
      },
    });

    // A static path: find-my-way matches it before the parametric item's.
    app.route({
      ...(await contractRoute(endpoints.count)),
      preHandler,
      handler: async (_request, reply) => {
        void reply.header('cache-control', PRIVATE_NO_CACHE);
        return reads.count(app.db);
      },
    });

    app.route({
      ...(await contractRoute(endpoints.item)),
      preHandler,
      handler: async (request, reply) => {
        void reply.header('cache-control', PRIVATE_NO_CACHE);
        return reads.get(app.db, request.params.id);
      },
    });
  }
};

export default articleRoutes;
