/**
 * The partner space, for partner users only: their partner, its logo, the users attached to it,
 * and the edition of those users' profiles. Paths and schemas: src/contract/endpoints.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  activePartners as activePartnersEndpoint,
  editPartnerProfile,
  partner,
  partnerLogo,
  partnerSubordinates,
  partnerUser as partnerUserEndpoint,
} from '../../src/contract/endpoints.js';
import { contractRoute } from '../contract-route.js';
import { PARTNER_ROLES, sessionOf } from '../plugins/auth.js';
import { credentialChangeOf } from '../services/credentials.js';
import {
  activePartners,
  editablePartnerUser,
  editPartnerUser,
  getPartner,
  partnerLogoOfUser,
  partnerUser,
  subordinatesOf,
} from '../services/partners.js';

const PRIVATE_NO_CACHE = 'private, no-cache';

const partnerRoutes: FastifyPluginAsyncZod = async (app) => {
  const preHandler = app.requireRoles(PARTNER_ROLES);

  app.route({
    ...(await contractRoute(partnerLogo)),
    preHandler,
    handler: async (request, reply) => {
      // A plain-text answer (the endpoint's `answer: 'text'`): the logo's base64, not JSON.
      // Fastify sends a string with a text type unserialised.
      void reply.header('cache-control', PRIVATE_NO_CACHE).type('text/plain; charset=utf-8');
      return partnerLogoOfUser(app.db, sessionOf(request).effectiveUser, request.params.userId);
    },
  });

  // The User of the session leaves out the function and phone that the partner's own edit form
  // must be prefilled with (subordinates carry them in their list): this answers them.
  app.route({
    ...(await contractRoute(partnerUserEndpoint)),
    preHandler,
    handler: async (request, reply) => {
      void reply.header('cache-control', PRIVATE_NO_CACHE);
      return partnerUser(app.db, sessionOf(request).effectiveUser, request.params.userId);
    },
  });

  app.route({
    ...(await contractRoute(activePartnersEndpoint)),
    preHandler,
    handler: async (_request, reply) => {
      void reply.header('cache-control', PRIVATE_NO_CACHE);
      return activePartners(app.db);
    },
  });

  app.route({
    ...(await contractRoute(partnerSubordinates)),
    preHandler,
    handler: async (request, reply) => {
      void reply.header('cache-control', PRIVATE_NO_CACHE);
      return subordinatesOf(app.db, sessionOf(request).effectiveUser, request.params.id);
    },
  });

  app.route({
    ...(await contractRoute(partner)),
    preHandler,
    handler: async (request, reply) => {
      void reply.header('cache-control', PRIVATE_NO_CACHE);
      return getPartner(app.db, sessionOf(request).effectiveUser, request.params.id);
    },
  });

  app.route({
    ...(await contractRoute(editPartnerProfile)),
    preHandler,
    handler: async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const session = sessionOf(request);
      // Who may edit whom first, then the proof of a new password or e-mail
      // (docs/http-contract.md, "Partner space" and "Proven changes").
      const target = await editablePartnerUser(app.db, session.effectiveUser, request.body);
      const change = credentialChangeOf(target, request.body);
      await app.credentials.prove(request, reply, target, change, request.body);
      const saved = await editPartnerUser(app.db, target, request.body, session.id);
      await app.credentials.changed(request, reply, target, saved.email, change);
      return saved;
    },
  });
};

export default partnerRoutes;
