import type { FastifyPluginAsync } from 'fastify';
import appConfigRoutes from './app-config.js';
import authRoutes from './auth.js';
import backOfficeRoutes from './back-office.js';
import backOfficeApi from './back-office/index.js';
import digestRoutes from './digest.js';
import documentsRoutes from './documents.js';
import favouritesRoutes from './favourites.js';
import healthRoutes from './health.js';
import initializationRoutes from './initialization.js';
import articleRoutes from './articles.js';
import offersRoutes from './offers.js';
import partnerRoutes from './partner.js';
import partnerStatisticsRoutes from './partner-statistics.js';
import passwordResetRoutes from './password-reset.js';
import preferencesRoutes from './preferences.js';
import pushRoutes from './push.js';
import secondFactorRoutes from './second-factor.js';
import seenMarksRoutes from './seen-marks.js';
import servicesPlusRoutes from './services-plus.js';
import themingRoutes from './theming.js';
import usageEventsRoutes from './usage-events.js';
import userRoutes from './user.js';

/** Every group of routes of the contract (src/contract/endpoints.ts), one file each. */
const routes: FastifyPluginAsync = async (app) => {
  for (const group of [
    healthRoutes,
    authRoutes,
    secondFactorRoutes,
    passwordResetRoutes,
    initializationRoutes,
    userRoutes,
    seenMarksRoutes,
    favouritesRoutes,
    usageEventsRoutes,
    pushRoutes,
    digestRoutes,
    preferencesRoutes,
    themingRoutes,
    appConfigRoutes,
    partnerRoutes,
    partnerStatisticsRoutes,
    offersRoutes,
    servicesPlusRoutes,
    articleRoutes,
    documentsRoutes,
    backOfficeRoutes,
    backOfficeApi,
  ]) {
    await app.register(group);
  }
};

export default routes;
