/**
 * A content section's back-office routes (news, services, offers, partners), from its contract
 * endpoints and its store (services/back-office/content-section.ts). Registered inside
 * ./index.ts's scope, which already requires an admin and accepts uploads.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ContentSectionEndpoints } from '../../../src/contract/back-office/content-section.js';
import { contractRoute } from '../../contract-route.js';
import type { ContentStore } from '../../services/back-office/content-section.js';
import { uploadedBytes } from '../../services/uploads.js';
import { adminOf } from './guard.js';

/**
 * A picture's request may be larger than the picture itself (a multipart envelope), and a
 * picture a little over its 200 KB should hear why in French from checkedImage (413); past this,
 * Fastify stops reading at once (413 too).
 */
const PICTURE_BODY_LIMIT = 1024 * 1024;

/** The params, query and body as the contract's schemas let them in (Fastify checked them). */
interface Checked {
  params: { id: number };
  query: never;
  body: never;
}

export function contentSectionRoutes(
  endpoints: ContentSectionEndpoints,
  store: ContentStore,
): FastifyPluginAsyncZod {
  return async (app) => {
    // Admin data and answers to writes: never kept by a cache.
    app.addHook('onSend', async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
    });
    const checked = (request: unknown) => request as Checked;

    app.route({
      ...(await contractRoute(endpoints.list)),
      handler: async (request) => store.list(app.db, checked(request).query),
    });
    app.route({
      ...(await contractRoute(endpoints.create)),
      handler: async (request, reply) => {
        const created = await store.create(app.db, adminOf(request), checked(request).body);
        return reply.code(201).send(created);
      },
    });
    app.route({
      ...(await contractRoute(endpoints.item)),
      handler: async (request) => store.get(app.db, checked(request).params.id),
    });
    app.route({
      ...(await contractRoute(endpoints.update)),
      handler: async (request) => {
        const { params, body } = checked(request);
        return store.update(app.db, adminOf(request), params.id, body);
      },
    });
    app.route({
      ...(await contractRoute(endpoints.remove)),
      handler: async (request, reply) => {
        await store.remove(app.db, adminOf(request), checked(request).params.id);
        return reply.code(204).send(null);
      },
    });
    app.route({
      ...(await contractRoute(endpoints.uploadPicture)),
      bodyLimit: PICTURE_BODY_LIMIT,
      handler: async (request) =>
        store.setPicture(
          app.db,
          adminOf(request),
          checked(request).params.id,
          await uploadedBytes(request),
        ),
    });
    app.route({
      ...(await contractRoute(endpoints.removePicture)),
      handler: async (request) =>
        store.removePicture(app.db, adminOf(request), checked(request).params.id),
    });
  };
}
