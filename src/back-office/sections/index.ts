/**
 * The sections registry: every section's routes, mounted below the back office's frame. A
 * section adds its pages in ./<folder>/routes.tsx (an array of routes whose parent is
 * `rootRoute`) and its link in ./nav.ts; this list is the only other place that names it. Every
 * article section of `ARTICLE_SECTIONS` gets its pages from ./articles, with no file of its own
 * (docs/architecture.md, « Ajouter une rubrique »).
 */
import { ARTICLE_SECTIONS } from '../../contract/sections/index';
import { articleBackOfficeRoutes } from './articles/routes';
import { auditRoutes } from './audit/routes';
import { emailsRoutes } from './emails/routes';
import { offersRoutes } from './offers/routes';
import { partnersRoutes } from './partners/routes';
import { securityRoutes } from './security/routes';
import { servicesPlusRoutes } from './services-plus/routes';
import { statisticsRoutes } from './statistics/routes';
import { themeTreeRoutes } from './theme-tree/routes';
import { brandingRoutes } from './branding/routes';
import { usersRoutes } from './users/routes';

export const sectionRoutes = [
  ...offersRoutes,
  ...servicesPlusRoutes,
  ...ARTICLE_SECTIONS.flatMap((section) => articleBackOfficeRoutes(section)),
  ...partnersRoutes,
  ...usersRoutes,
  ...themeTreeRoutes,
  ...brandingRoutes,
  ...statisticsRoutes,
  ...auditRoutes,
  ...emailsRoutes,
  ...securityRoutes,
] as const;
