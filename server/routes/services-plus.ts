/**
 * Services plus (exclusive services and sale permissions) of SPEC.md section 7, for the saving
 * roles, filtered by the effective user's profile flags (see services/services-plus.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  Count,
  IdParams,
  Redirection,
  ServicePlus,
  ServicePlusQuery,
  ServicesPlus,
} from '../../src/contract/api.js';
import { SAVING_ROLES, sessionOf } from '../plugins/auth.js';
import {
  countServicesPlus,
  getServicePlus,
  listServicesPlus,
  redirectToServicePlus,
} from '../services/services-plus.js';

/** Private data: the service worker decides what to keep; shared proxies must keep nothing. */
const PRIVATE_NO_CACHE = 'private, no-cache';

const servicesPlusRoutes: FastifyPluginAsyncZod = async (app) => {
  const preHandler = app.requireRoles(SAVING_ROLES);

  app.get(
    '/fo/servicePlus/',
    { preHandler, schema: { querystring: ServicePlusQuery, response: { 200: ServicesPlus } } },
    async (request, reply) => {
      void reply.header('cache-control', PRIVATE_NO_CACHE);
      return listServicesPlus(app.db, sessionOf(request).effectiveUser, request.query.type);
    },
  );

  // A static path: find-my-way matches it before the parametric `/fo/servicePlus/:id`.
  app.get(
    '/fo/servicePlus/count',
    { preHandler, schema: { querystring: ServicePlusQuery, response: { 200: Count } } },
    async (request, reply) => {
      void reply.header('cache-control', PRIVATE_NO_CACHE);
      return countServicesPlus(app.db, sessionOf(request).effectiveUser, request.query.type);
    },
  );

  app.get(
    '/fo/servicePlus/:id',
    { preHandler, schema: { params: IdParams, response: { 200: ServicePlus } } },
    async (request, reply) => {
      void reply.header('cache-control', PRIVATE_NO_CACHE);
      return getServicePlus(app.db, sessionOf(request).effectiveUser, request.params.id);
    },
  );

  app.post(
    '/fo/servicePlus/userWebsiteRedirection/:id',
    { preHandler, schema: { params: IdParams, response: { 200: Redirection } } },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return redirectToServicePlus(app.db, sessionOf(request).effectiveUser, request.params.id);
    },
  );
};

export default servicesPlusRoutes;
