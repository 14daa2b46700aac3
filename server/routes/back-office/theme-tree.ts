/**
 * The back office's theme tree (docs/back-office/theme-tree.md): read it whole, add, rename,
 * (de)activate and move its nodes. Registered by ./index.ts, whose scope already requires an
 * admin. Paths and schemas: src/contract/back-office/theme-tree.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  boCreateCategory,
  boCreateSubTheme,
  boCreateTheme,
  boMoveThemeNode,
  boThemeTree,
  boUpdateThemeNode,
} from '../../../src/contract/back-office/theme-tree.js';
import { contractRoute } from '../../contract-route.js';
import {
  createCategory,
  createSubTheme,
  createTheme,
  moveNode,
  readThemeTree,
  updateNode,
} from '../../services/back-office/theme-tree.js';
import { adminOf } from './guard.js';

const themeTreeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...(await contractRoute(boThemeTree)),
    handler: async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
      return readThemeTree(app.db);
    },
  });

  app.route({
    ...(await contractRoute(boCreateCategory)),
    handler: async (request, reply) =>
      reply.code(201).send(await createCategory(app.db, adminOf(request), request.body)),
  });

  app.route({
    ...(await contractRoute(boCreateTheme)),
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(await createTheme(app.db, adminOf(request), request.params.id, request.body)),
  });

  app.route({
    ...(await contractRoute(boCreateSubTheme)),
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(await createSubTheme(app.db, adminOf(request), request.params.id, request.body)),
  });

  app.route({
    ...(await contractRoute(boUpdateThemeNode)),
    handler: async (request) =>
      updateNode(app.db, adminOf(request), request.params.level, request.params.id, request.body),
  });

  app.route({
    ...(await contractRoute(boMoveThemeNode)),
    handler: async (request) =>
      moveNode(app.db, adminOf(request), request.params.level, request.params.id, request.body),
  });
};

export default themeTreeRoutes;
