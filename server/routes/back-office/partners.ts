/**
 * « Partenaires » of the back office's API (docs/back-office/partners.md). Registered by
 * ./index.ts, whose scope already requires an admin and accepts uploads. Paths and schemas:
 * src/contract/back-office/partners.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  boCreatePartner,
  boDeletePartner,
  boDeletePartnerLogo,
  boPartner,
  boPartnerUsers,
  boSetPartnerMainUser,
  boPartners,
  boUpdatePartner,
  boUploadPartnerLogo,
} from '../../../src/contract/back-office/partners.js';
import { contractRoute } from '../../contract-route.js';
import {
  createPartner,
  deletePartner,
  deletePartnerLogo,
  getPartner,
  listPartners,
  partnerUsers,
  setPartnerMainUser,
  updatePartner,
  uploadPartnerLogo,
} from '../../services/back-office/partners.js';
import { uploadedBytes } from '../../services/uploads.js';
import { adminOf } from './guard.js';

const PRIVATE_NO_CACHE = 'private, no-cache';

const partnersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...(await contractRoute(boPartners)),
    handler: async (request, reply) => {
      void reply.header('cache-control', PRIVATE_NO_CACHE);
      return listPartners(app.db, request.query);
    },
  });

  app.route({
    ...(await contractRoute(boCreatePartner)),
    handler: async (request, reply) => {
      const partner = await createPartner(app.db, adminOf(request), request.body);
      return reply.code(201).header('cache-control', 'no-store').send(partner);
    },
  });

  app.route({
    ...(await contractRoute(boPartner)),
    handler: async (request, reply) => {
      void reply.header('cache-control', PRIVATE_NO_CACHE);
      return getPartner(app.db, request.params.id);
    },
  });

  app.route({
    ...(await contractRoute(boUpdatePartner)),
    handler: async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return updatePartner(app.db, adminOf(request), request.params.id, request.body);
    },
  });

  app.route({
    ...(await contractRoute(boDeletePartner)),
    handler: async (request, reply) => {
      await deletePartner(app.db, adminOf(request), request.params.id);
      return reply.code(204).header('cache-control', 'no-store').send(null);
    },
  });

  app.route({
    ...(await contractRoute(boUploadPartnerLogo)),
    handler: async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const bytes = await uploadedBytes(request);
      return uploadPartnerLogo(app.db, adminOf(request), request.params.id, bytes);
    },
  });

  app.route({
    ...(await contractRoute(boDeletePartnerLogo)),
    handler: async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return deletePartnerLogo(app.db, adminOf(request), request.params.id);
    },
  });

  app.route({
    ...(await contractRoute(boSetPartnerMainUser)),
    handler: async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return setPartnerMainUser(app.db, adminOf(request), request.params.id, request.body.userId);
    },
  });

  app.route({
    ...(await contractRoute(boPartnerUsers)),
    handler: async (request, reply) => {
      void reply.header('cache-control', PRIVATE_NO_CACHE);
      return partnerUsers(app.db, request.params.id);
    },
  });
};

export default partnersRoutes;
