/**
 * Offers and promotions (privilege offers) of SPEC.md section 7, for the saving roles. Every call
 * acts for the effective user (the connected-as user while an admin acts as someone).
 */
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
import { SAVING_ROLES, sessionOf } from '../plugins/auth.js';
import {
  countPrivilegeOffers,
  getOffer,
  lastOffers,
  linkedSubThemes,
  listOffers,
  listPrivilegeOffers,
  redirectToOffer,
} from '../services/offers.js';

/** Private data: the service worker decides what to keep; shared proxies must keep nothing. */
const PRIVATE_NO_CACHE = 'private, no-cache';

const offersRoutes: FastifyPluginAsyncZod = async (app) => {
  const preHandler = app.requireRoles(SAVING_ROLES);

  app.get(
    '/fo/offer/user/offers',
    { preHandler, schema: { response: { 200: Offers } } },
    async (request, reply) => {
      void reply.header('cache-control', PRIVATE_NO_CACHE);
      return listOffers(app.db, sessionOf(request).effectiveUser.role);
    },
  );

  app.get(
    '/fo/offer/user/offers/privilege',
    { preHandler, schema: { response: { 200: Offers } } },
    async (request, reply) => {
      void reply.header('cache-control', PRIVATE_NO_CACHE);
      return listPrivilegeOffers(app.db, sessionOf(request).effectiveUser.role);
    },
  );

  app.get(
    '/fo/offer/user/offers/privilege/count',
    { preHandler, schema: { response: { 200: Count } } },
    async (request, reply) => {
      void reply.header('cache-control', PRIVATE_NO_CACHE);
      return countPrivilegeOffers(app.db, sessionOf(request).effectiveUser.role);
    },
  );

  app.get(
    '/fo/offer/user/offers/last/:n',
    { preHandler, schema: { params: LastParams, response: { 200: Offers } } },
    async (request, reply) => {
      void reply.header('cache-control', PRIVATE_NO_CACHE);
      return lastOffers(app.db, sessionOf(request).effectiveUser.role, request.params.n);
    },
  );

  app.get(
    '/fo/offer/:id',
    { preHandler, schema: { params: IdParams, response: { 200: Offer } } },
    async (request, reply) => {
      void reply.header('cache-control', PRIVATE_NO_CACHE);
      return getOffer(app.db, sessionOf(request).effectiveUser.role, request.params.id);
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
