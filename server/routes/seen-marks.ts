/**
 * The user's "seen up to" marks of the offers, the promotions and the news (docs/http-contract.md):
 * read when a list opens (its cards published after the mark are « Nouveau »), and moved forward
 * by the change the PWA queues when the list has been seen (docs/offline.md). Every call acts for
 * the effective user (the connected-as user while an admin acts as someone). Paths and schemas:
 * src/contract/endpoints.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { markSectionSeen, seenMarks } from '../../src/contract/endpoints.js';
import { contractRoute } from '../contract-route.js';
import { SAVING_ROLES, sessionOf } from '../plugins/auth.js';
import { markSeen, seenMarksOf } from '../services/seen-marks.js';

const seenMarksRoutes: FastifyPluginAsyncZod = async (app) => {
  // The roles that read the lists; the news' mark is further kept to those that read news.
  const preHandler = app.requireRoles(SAVING_ROLES);

  app.route({
    ...(await contractRoute(seenMarks)),
    preHandler,
    handler: async (request, reply) => {
      void reply.header('cache-control', 'private, no-cache');
      return seenMarksOf(app.db, sessionOf(request).effectiveUser);
    },
  });

  app.route({
    ...(await contractRoute(markSectionSeen)),
    preHandler,
    handler: async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return markSeen(
        app.db,
        sessionOf(request).effectiveUser,
        request.params.section,
        new Date(request.body.seenUpTo),
      );
    },
  });
};

export default seenMarksRoutes;
