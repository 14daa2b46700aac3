/**
 * The customers' routes of every article section (src/contract/sections/), for the roles its
 * definition names only: the list, the `n` newest (the dashboard's), the count and one item.
 * Answered from the section's catalog (services/article-catalog.ts), the list and the count as hot
 * reads (plugins/hot-reads.ts), or from the database for a section whose changes the catalog
 * cannot tell.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { articleEndpoints } from '../../src/contract/sections/article-endpoints.js';
import { frenchPhrases } from '../../src/contract/sections/french.js';
import { ARTICLE_SECTIONS } from '../../src/contract/sections/index.js';
import { contractRoute } from '../contract-route.js';
import { ARTICLE_TABLES } from '../db/schema.js';
import { notFound } from '../http-error.js';
import { whenReady } from '../maybe-promise.js';
import { sharedRead } from '../plugins/hot-reads.js';
import { createArticleCatalog } from '../services/article-catalog.js';
import { articleReads } from '../services/articles.js';

/** Private data: the service worker decides what to keep; shared proxies must keep nothing. */
const PRIVATE_NO_CACHE = 'private, no-cache';

const articleRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const section of ARTICLE_SECTIONS) {
    const endpoints = articleEndpoints(section);
    const table = ARTICLE_TABLES[section.name];
    const noun = frenchPhrases(section.noun).One;
    const reads = articleReads(table, noun);
    const catalog = createArticleCatalog(app.db, table, section.name, app.changeNotices);
    const preHandler = app.requireRoles(section.roles);

    await sharedRead(app, endpoints.list, {
      roles: section.roles,
      shared: () => whenReady(catalog.live(), (live) => live?.list),
      otherwise: async (_request, reply) => {
        void reply.header('cache-control', PRIVATE_NO_CACHE);
        return reads.list(app.db);
      },
    });

    app.route({
      ...(await contractRoute(endpoints.last)),
      preHandler,
      handler: async (request, reply) => {
        void reply.header('cache-control', PRIVATE_NO_CACHE);
        const live = await catalog.live();
        return live ? live.items.slice(0, request.params.n) : reads.list(app.db, request.params.n);
      },
    });

    // A static path: find-my-way matches it before the parametric item's.
    await sharedRead(app, endpoints.count, {
      roles: section.roles,
      shared: () => whenReady(catalog.live(), (live) => live?.count),
      otherwise: async (_request, reply) => {
        void reply.header('cache-control', PRIVATE_NO_CACHE);
        return reads.count(app.db);
      },
    });

    app.route({
      ...(await contractRoute(endpoints.item)),
      preHandler,
      handler: async (request, reply) => {
        void reply.header('cache-control', PRIVATE_NO_CACHE);
        const live = await catalog.live();
        if (!live) return reads.get(app.db, request.params.id);
        const item = live.byId.get(request.params.id);
        if (!item) throw notFound(noun);
        return item;
      },
    });
  }
};

export default articleRoutes;
