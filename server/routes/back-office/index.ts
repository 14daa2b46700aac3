/**
 * The back office's JSON API, under /bo/api/ (docs/back-office.md): one file per section. Every
 * route of this scope is for admins only (./guard.ts), checked before the body is even read, and
 * may take a file (server/services/uploads.ts).
 */
import type { FastifyPluginAsync } from 'fastify';
import { acceptUploads } from '../../services/uploads.js';
import auditRoutes from './audit.js';
import emailsRoutes from './emails.js';
import { requireAdmin } from './guard.js';
import secondFactorRoutes from './second-factor.js';
import articleRoutes from './articles.js';
import offersRoutes from './offers.js';
import partnersRoutes from './partners.js';
import servicesPlusRoutes from './services-plus.js';
import statisticsRoutes from './statistics.js';
import sessionRoutes from './session.js';
import themeTreeRoutes from './theme-tree.js';
import brandingRoutes from './branding.js';
import usersRoutes from './users.js';

const backOfficeApi: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', requireAdmin);
  await acceptUploads(app);
  for (const section of [
    sessionRoutes,
    offersRoutes,
    servicesPlusRoutes,
    articleRoutes,
    partnersRoutes,
    usersRoutes,
    themeTreeRoutes,
    brandingRoutes,
    auditRoutes,
    secondFactorRoutes,
    emailsRoutes,
    statisticsRoutes,
  ]) {
    await app.register(section);
  }
};

export default backOfficeApi;
