/**
 * The back office's « Services » (docs/back-office/services.md): exclusive services and sale
 * permissions. Registered by ./index.ts, whose scope already requires an admin and accepts
 * uploads. Paths and schemas: src/contract/back-office/services.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  boCreateService,
  boDeleteService,
  boDeleteServiceLogo,
  boService,
  boServices,
  boUpdateService,
  boUploadServiceLogo,
} from '../../../src/contract/back-office/services.js';
import { contractRoute } from '../../contract-route.js';
import {
  createService,
  deleteService,
  deleteServiceLogo,
  getService,
  listServices,
  setServiceLogo,
  updateService,
} from '../../services/back-office/services.js';
import { uploadedBytes } from '../../services/uploads.js';
import { adminOf } from './guard.js';

/**
 * A logo's request may be larger than the image itself (a multipart envelope), and an image a
 * little over its 200 KB should hear why in French from checkedImage (413); past this, Fastify
 * stops reading at once (413 too).
 */
const IMAGE_BODY_LIMIT = 1024 * 1024;

const servicesRoutes: FastifyPluginAsyncZod = async (app) => {
  // Admin data and answers to writes: never kept by a cache.
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });

  app.route({
    ...(await contractRoute(boServices)),
    handler: async (request) => listServices(app.db, request.query),
  });

  app.route({
    ...(await contractRoute(boCreateService)),
    handler: async (request, reply) => {
      const created = await createService(app.db, adminOf(request), request.body);
      return reply.code(201).send(created);
    },
  });

  app.route({
    ...(await contractRoute(boService)),
    handler: async (request) => getService(app.db, request.params.id),
  });

  app.route({
    ...(await contractRoute(boUpdateService)),
    handler: async (request) =>
      updateService(app.db, adminOf(request), request.params.id, request.body),
  });

  app.route({
    ...(await contractRoute(boDeleteService)),
    handler: async (request, reply) => {
      await deleteService(app.db, adminOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...(await contractRoute(boUploadServiceLogo)),
    bodyLimit: IMAGE_BODY_LIMIT,
    handler: async (request) =>
      setServiceLogo(app.db, adminOf(request), request.params.id, await uploadedBytes(request)),
  });

  app.route({
    ...(await contractRoute(boDeleteServiceLogo)),
    handler: async (request) => deleteServiceLogo(app.db, adminOf(request), request.params.id),
  });
};

export default servicesRoutes;
