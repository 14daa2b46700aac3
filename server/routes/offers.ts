/**
 * Offers and promotions (privilege offers), for the saving roles. Every call acts for the
 * effective user (the connected-as user while an admin acts as someone). Paths and schemas:
 * src/contract/endpoints.ts.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  lastOffers,
  offer as offerEndpoint,
  offerSubThemes,
  offerWebsiteRedirection,
  offers,
  privilegeOfferCount,
  privilegeOffers,
} from '../../src/contract/endpoints.js';
import { contractRoute } from '../contract-route.js';
import { notFound } from '../http-error.js';
import { SAVING_ROLES, sessionOf } from '../plugins/auth.js';
import { createOfferCatalog } from '../services/offer-catalog.js';
import { linkedSubThemes, redirectToOffer } from '../services/offers.js';
import { recordSessionUsage } from '../services/usage-events.js';

/** Private data: the service worker decides what to keep; shared proxies must keep nothing. */
const PRIVATE_NO_CACHE = 'private, no-cache';

const offersRoutes: FastifyPluginAsyncZod = async (app) => {
  const preHandler = app.requireRoles(SAVING_ROLES);
  /**
   * The reads below are the same for every user of a role: shared, see offer-catalog.ts. The
   * lists, the count and each offer are sent as they were built, with `reply.sendSharedJson`
   * (plugins/shared-json.ts), which also sets their Cache-Control and validator.
   */
  const catalog = createOfferCatalog(app.db, app.changeNotices);
  const visibleOffers = (request: FastifyRequest) =>
    catalog.forRole(sessionOf(request).effectiveUser.role);

  app.route({
    ...(await contractRoute(offers)),
    preHandler,
    handler: async (request, reply) => reply.sendSharedJson((await visibleOffers(request)).offers),
  });

  app.route({
    ...(await contractRoute(privilegeOffers)),
    preHandler,
    handler: async (request, reply) =>
      reply.sendSharedJson((await visibleOffers(request)).privilegeOffers),
  });

  app.route({
    ...(await contractRoute(privilegeOfferCount)),
    preHandler,
    handler: async (request, reply) =>
      reply.sendSharedJson((await visibleOffers(request)).privilegeCountJson),
  });

  app.route({
    ...(await contractRoute(lastOffers)),
    preHandler,
    handler: async (request, reply) => {
      void reply.header('cache-control', PRIVATE_NO_CACHE);
      return (await visibleOffers(request)).newestFirst.slice(0, request.params.n);
    },
  });

  app.route({
    ...(await contractRoute(offerEndpoint)),
    preHandler,
    handler: async (request, reply) => {
      const offer = (await visibleOffers(request)).offerJson(request.params.id);
      // Unknown and not visible are the same answer: an offer's existence is never revealed.
      if (!offer) throw notFound('Offre');
      return reply.sendSharedJson(offer);
    },
  });

  app.route({
    ...(await contractRoute(offerSubThemes)),
    preHandler,
    handler: async (request, reply) => {
      void reply.header('cache-control', PRIVATE_NO_CACHE);
      return linkedSubThemes(app.db, sessionOf(request).effectiveUser, request.params.id);
    },
  });

  app.route({
    ...(await contractRoute(offerWebsiteRedirection)),
    preHandler,
    handler: async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const session = sessionOf(request);
      const answer = await redirectToOffer(app.db, session.effectiveUser, request.params.id);
      const event = { kind: 'offer_redirection', itemId: request.params.id } as const;
      await recordSessionUsage(app.db, session, event);
      return answer;
    },
  });
};

export default offersRoutes;
