/**
 * The user's favourite offers and services plus (docs/http-contract.md, "Favourites"): read
 * whole, and changed one item at a time by the change the PWA queues (docs/offline.md). Both act
 * for the effective user (the connected-as user while an admin acts as someone). Paths and
 * schemas: src/contract/endpoints.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { changeFavourite, favourites } from '../../src/contract/endpoints.js';
import { contractRoute } from '../contract-route.js';
import { SAVING_ROLES, sessionOf } from '../plugins/auth.js';
import { applyFavouriteChange, listFavourites } from '../services/favourites.js';

const favouritesRoutes: FastifyPluginAsyncZod = async (app) => {
  // The roles that read the lists the favourites come from.
  const preHandler = app.requireRoles(SAVING_ROLES);

  app.route({
    ...(await contractRoute(favourites)),
    preHandler,
    handler: async (request, reply) => {
      void reply.header('cache-control', 'private, no-cache');
      return listFavourites(app.db, sessionOf(request).effectiveUser);
    },
  });

  app.route({
    ...(await contractRoute(changeFavourite)),
    preHandler,
    handler: async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return applyFavouriteChange(app.db, sessionOf(request).effectiveUser, request.body);
    },
  });
};

export default favouritesRoutes;
