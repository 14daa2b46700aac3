/**
 * The back office's API for this section (docs/back-office.md). Registered by ./index.ts, whose
 * scope already requires an admin and accepts uploads.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const auditRoutes: FastifyPluginAsyncZod = async () => {};

export default auditRoutes;
