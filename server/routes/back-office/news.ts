/**
 * The back office's « Actualités » (docs/back-office/news.md). Registered by ./index.ts, whose
 * scope already requires an admin and accepts uploads. Paths and schemas:
 * src/contract/back-office/news.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  boCreateNews,
  boDeleteNews,
  boDeleteNewsImage,
  boNews,
  boNewsList,
  boUpdateNews,
  boUploadNewsImage,
} from '../../../src/contract/back-office/news.js';
import { contractRoute } from '../../contract-route.js';
import {
  createNews,
  deleteNews,
  deleteNewsImage,
  getNews,
  listNews,
  setNewsImage,
  updateNews,
} from '../../services/back-office/news.js';
import { uploadedBytes } from '../../services/uploads.js';
import { adminOf } from './guard.js';

/**
 * An image's request may be larger than the image itself (a multipart envelope), and an image a
 * little over its 200 KB should hear why in French from checkedImage (413); past this, Fastify
 * stops reading at once (413 too).
 */
const IMAGE_BODY_LIMIT = 1024 * 1024;

const newsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Admin data and answers to writes: never kept by a cache.
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });

  app.route({
    ...(await contractRoute(boNewsList)),
    handler: async (request) => listNews(app.db, request.query),
  });

  app.route({
    ...(await contractRoute(boCreateNews)),
    handler: async (request, reply) => {
      const created = await createNews(app.db, adminOf(request), request.body);
      return reply.code(201).send(created);
    },
  });

  app.route({
    ...(await contractRoute(boNews)),
    handler: async (request) => getNews(app.db, request.params.id),
  });

  app.route({
    ...(await contractRoute(boUpdateNews)),
    handler: async (request) =>
      updateNews(app.db, adminOf(request), request.params.id, request.body),
  });

  app.route({
    ...(await contractRoute(boDeleteNews)),
    handler: async (request, reply) => {
      await deleteNews(app.db, adminOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...(await contractRoute(boUploadNewsImage)),
    bodyLimit: IMAGE_BODY_LIMIT,
    handler: async (request) =>
      setNewsImage(app.db, adminOf(request), request.params.id, await uploadedBytes(request)),
  });

  app.route({
    ...(await contractRoute(boDeleteNewsImage)),
    handler: async (request) => deleteNewsImage(app.db, adminOf(request), request.params.id),
  });
};

export default newsRoutes;
