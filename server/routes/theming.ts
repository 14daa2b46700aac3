/**
 * Branding of the connected user, or of a user it may see; any role. Paths and schemas:
 * src/contract/endpoints.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { theming, themingByUserId } from '../../src/contract/endpoints.js';
import { contractRoute } from '../contract-route.js';
import { ROLES } from '../../src/contract/constants.js';
import { sessionOf } from '../plugins/auth.js';
import { themingOf, themingOfUser } from '../services/theming.js';

const PRIVATE_NO_CACHE = 'private, no-cache';

const themingRoutes: FastifyPluginAsyncZod = async (app) => {
  const preHandler = app.requireRoles(ROLES);

  app.route({
    ...(await contractRoute(theming)),
    preHandler,
    handler: async (request, reply) => {
      void reply.header('cache-control', PRIVATE_NO_CACHE);
      return themingOf(app.db, sessionOf(request).effectiveUser);
    },
  });

  app.route({
    ...(await contractRoute(themingByUserId)),
    preHandler,
    handler: async (request, reply) => {
      void reply.header('cache-control', PRIVATE_NO_CACHE);
      return themingOfUser(app.db, sessionOf(request).effectiveUser, request.params.id);
    },
  });
};

export default themingRoutes;
