/**
 * The partner space (SPEC.md section 7), for partner users only: their partner, its logo, the
 * users attached to it, and the edition of those users' profiles.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  Id,
  IdParams,
  Partner,
  PartnerEditForm,
  PartnerUser,
  Partners,
  Subordinates,
} from '../../src/contract/api.js';
import { PARTNER_ROLES, sessionOf } from '../plugins/auth.js';
import {
  activePartners,
  editPartnerUser,
  getPartner,
  partnerLogoOfUser,
  partnerUser,
  subordinatesOf,
} from '../services/partners.js';

const PRIVATE_NO_CACHE = 'private, no-cache';
const UserIdParams = z.object({ userId: Id });

const partnerRoutes: FastifyPluginAsyncZod = async (app) => {
  const preHandler = app.requireRoles(PARTNER_ROLES);

  app.get(
    '/fo/partner/logo/:userId',
    { preHandler, schema: { params: UserIdParams, response: { 200: z.string() } } },
    async (request, reply) => {
      // Plain text (SPEC.md section 7): Fastify sends a string with a text type unserialised.
      void reply.header('cache-control', PRIVATE_NO_CACHE).type('text/plain; charset=utf-8');
      return partnerLogoOfUser(app.db, sessionOf(request).effectiveUser, request.params.userId);
    },
  );

  // Not in SPEC.md section 7: the User of the session leaves out the function and phone that the
  // partner's own edit form must be prefilled with (subordinates carry them in their list).
  app.get(
    '/fo/partner/user/:userId',
    { preHandler, schema: { params: UserIdParams, response: { 200: PartnerUser } } },
    async (request, reply) => {
      void reply.header('cache-control', PRIVATE_NO_CACHE);
      return partnerUser(app.db, sessionOf(request).effectiveUser, request.params.userId);
    },
  );

  app.get(
    '/fo/partner/active',
    { preHandler, schema: { response: { 200: Partners } } },
    async (_request, reply) => {
      void reply.header('cache-control', PRIVATE_NO_CACHE);
      return activePartners(app.db);
    },
  );

  app.get(
    '/fo/partner/subordinates/:id',
    { preHandler, schema: { params: IdParams, response: { 200: Subordinates } } },
    async (request, reply) => {
      void reply.header('cache-control', PRIVATE_NO_CACHE);
      return subordinatesOf(app.db, sessionOf(request).effectiveUser, request.params.id);
    },
  );

  app.get(
    '/fo/partner/:id',
    { preHandler, schema: { params: IdParams, response: { 200: Partner } } },
    async (request, reply) => {
      void reply.header('cache-control', PRIVATE_NO_CACHE);
      return getPartner(app.db, sessionOf(request).effectiveUser, request.params.id);
    },
  );

  app.post(
    '/fo/partner/editProfile',
    { preHandler, schema: { body: PartnerEditForm, response: { 200: PartnerUser } } },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const session = sessionOf(request);
      return editPartnerUser(app.db, session.effectiveUser, request.body, session.id);
    },
  );
};

export default partnerRoutes;
