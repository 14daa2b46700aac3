/**
 * « Habillage » of the back office's API (docs/back-office/branding.md). Registered by
 * ./index.ts, whose scope already requires an admin and accepts uploads. Paths and schemas:
 * src/contract/back-office/branding.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  boCreateCompanyTheming,
  boDeleteThemingLogo,
  boTheming,
  boThemings,
  boUpdateTheming,
  boUploadThemingLogo,
} from '../../../src/contract/back-office/branding.js';
import { contractRoute } from '../../contract-route.js';
import {
  createCompanyTheming,
  deleteThemingLogo,
  getTheming,
  listBrandings,
  updateThemingColors,
  uploadThemingLogo,
} from '../../services/back-office/branding.js';
import { uploadedBytes } from '../../services/uploads.js';
import { adminOf } from './guard.js';

const PRIVATE_NO_CACHE = 'private, no-cache';

const brandingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...(await contractRoute(boThemings)),
    handler: async (request, reply) => {
      void reply.header('cache-control', PRIVATE_NO_CACHE);
      return listBrandings(app.db, request.query);
    },
  });

  app.route({
    ...(await contractRoute(boTheming)),
    handler: async (request, reply) => {
      void reply.header('cache-control', PRIVATE_NO_CACHE);
      return getTheming(app.db, request.params.id);
    },
  });

  app.route({
    ...(await contractRoute(boUpdateTheming)),
    handler: async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return updateThemingColors(app.db, adminOf(request), request.params.id, request.body);
    },
  });

  app.route({
    ...(await contractRoute(boUploadThemingLogo)),
    handler: async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const { id, kind } = request.params;
      const bytes = await uploadedBytes(request);
      return uploadThemingLogo(app.db, adminOf(request), id, kind, bytes);
    },
  });

  app.route({
    ...(await contractRoute(boDeleteThemingLogo)),
    handler: async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const { id, kind } = request.params;
      return deleteThemingLogo(app.db, adminOf(request), id, kind);
    },
  });

  app.route({
    ...(await contractRoute(boCreateCompanyTheming)),
    handler: async (request, reply) => {
      const theming = await createCompanyTheming(
        app.db,
        adminOf(request),
        request.params.companyId,
        request.body,
      );
      return reply.code(201).header('cache-control', 'no-store').send(theming);
    },
  });
};

export default brandingRoutes;
