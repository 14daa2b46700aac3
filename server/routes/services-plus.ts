/**
 * Services plus (exclusive services and sale permissions), for the saving roles, filtered by the
 * effective user's profile flags (see services/services-plus.ts). Paths and schemas:
 * src/contract/endpoints.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  servicePlus,
  servicePlusCount,
  servicePlusWebsiteRedirection,
  servicesPlus,
} from '../../src/contract/endpoints.js';
import { contractRoute } from '../contract-route.js';
import { SAVING_ROLES, sessionOf } from '../plugins/auth.js';
import {
  countServicesPlus,
  getServicePlus,
  listServicesPlus,
  redirectToServicePlus,
} from '../services/services-plus.js';
import { recordSessionUsage } from '../services/usage-events.js';

/** Private data: the service worker decides what to keep; shared proxies must keep nothing. */
const PRIVATE_NO_CACHE = 'private, no-cache';

const servicesPlusRoutes: FastifyPluginAsyncZod = async (app) => {
  const preHandler = app.requireRoles(SAVING_ROLES);

  app.route({
    ...(await contractRoute(servicesPlus)),
    preHandler,
    handler: async (request, reply) => {
      void reply.header('cache-control', PRIVATE_NO_CACHE);
      return listServicesPlus(app.db, sessionOf(request).effectiveUser, request.query.type);
    },
  });

  // A static path: find-my-way matches it before the parametric path of `servicePlus`.
  app.route({
    ...(await contractRoute(servicePlusCount)),
    preHandler,
    handler: async (request, reply) => {
      void reply.header('cache-control', PRIVATE_NO_CACHE);
      return countServicesPlus(app.db, sessionOf(request).effectiveUser, request.query.type);
    },
  });

  app.route({
    ...(await contractRoute(servicePlus)),
    preHandler,
    handler: async (request, reply) => {
      void reply.header('cache-control', PRIVATE_NO_CACHE);
      return getServicePlus(app.db, sessionOf(request).effectiveUser, request.params.id);
    },
  });

  app.route({
    ...(await contractRoute(servicePlusWebsiteRedirection)),
    preHandler,
    handler: async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const session = sessionOf(request);
      const answer = await redirectToServicePlus(app.db, session.effectiveUser, request.params.id);
      const event = { kind: 'service_redirection', itemId: request.params.id } as const;
      await recordSessionUsage(app.db, session, event);
      return answer;
    },
  });
};

export default servicesPlusRoutes;
