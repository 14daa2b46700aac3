/**
 * Offers and promotions (privilege offers), for the saving roles. Every call acts for the
 * effective user (the connected-as user while an admin acts as someone).
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  Count,
  IdParams,
  LastParams,
  Offer,
  Offers,
  Redirection,
  ThemeNodes,
} from '../../src/contract/api.js';
import { notFound } from '../http-error.js';
import { SAVING_ROLES, sessionOf } from '../plugins/auth.js';
import { createOfferCatalog } from '../services/offer-catalog.js';
import { linkedSubThemes, redirectToOffer } from '../services/offers.js';

/** Private data: the service worker decides what to keep; shared proxies must keep nothing. */
const PRIVATE_NO_CACHE = 'private, no-cache';

const offersRoutes: FastifyPluginAsyncZod = async (app) => {
  const preHandler = app.requireRoles(SAVING_ROLES);
  /**
   * The reads below are the same for every user of a role: shared, see offer-catalog.ts. The two
   * lists are sent as they were built, with `reply.sendSharedJson` (plugins/shared-json.ts), which
   * also sets their Cache-Control.
   */
  const catalog = createOfferCatalog(app.db);
  const visibleOffers = (request: FastifyRequest) =>
    catalog.forRole(sessionOf(request).effectiveUser.role);

  app.get(
    '/fo/offer/user/offers',
    { preHandler, schema: { response: { 200: Offers } } },
    async (request, reply) => reply.sendSharedJson((await visibleOffers(request)).offers),
  );

  app.get(
    '/fo/offer/user/offers/privilege',
    { preHandler, schema: { response: { 200: Offers } } },
    async (request, reply) => reply.sendSharedJson((await visibleOffers(request)).privilegeOffers),
  );

  app.get(
    '/fo/offer/user/offers/privilege/count',
    { preHandler, schema: { response: { 200: Count } } },
    async (request, reply) => {
      void reply.header('cache-control', PRIVATE_NO_CACHE);
      return (await visibleOffers(request)).privilegeCount;
    },
  );

  app.get(
    '/fo/offer/user/offers/last/:n',
    { preHandler, schema: { params: LastParams, response: { 200: Offers } } },
    async (request, reply) => {
      void reply.header('cache-control', PRIVATE_NO_CACHE);
      return (await visibleOffers(request)).newestFirst.slice(0, request.params.n);
    },
  );

  app.get(
    '/fo/offer/:id',
    { preHandler, schema: { params: IdParams, response: { 200: Offer } } },
    async (request, reply) => {
      void reply.header('cache-control', PRIVATE_NO_CACHE);
      const offer = (await visibleOffers(request)).byId.get(request.params.id);
      // Unknown and not visible are the same answer: an offer's existence is never revealed.
      if (!offer) throw notFound('Offre');
      return offer;
    },
  );

  app.get(
    '/fo/offer/:id/linkedSubTheme',
    { preHandler, schema: { params: IdParams, response: { 200: ThemeNodes } } },
    async (request, reply) => {
      void reply.header('cache-control', PRIVATE_NO_CACHE);
      return linkedSubThemes(app.db, sessionOf(request).effectiveUser, request.params.id);
    },
  );

  app.post(
    '/fo/offer/userWebsiteRedirection/:id',
    { preHandler, schema: { params: IdParams, response: { 200: Redirection } } },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return redirectToOffer(app.db, sessionOf(request).effectiveUser, request.params.id);
    },
  );
};

export default offersRoutes;
