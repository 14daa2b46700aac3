/**
 * What the device keeps of each section's content, by section name: loaded on demand, by the
 * removal of gone content and the offline plan (`contentOf`), for the declarations are in the
 * first screen's code, which has no room for the queries of every section. The article sections'
 * come in the same chunk, built from their definitions (./article-sections.ts).
 */
import { offersContent, promotionsContent } from './offer-content';
import { exclusiveServicesContent, salePermissionsContent } from './service-content';

export { articleContent } from './article-content';

export const CONTENTS = {
  offers: offersContent,
  promotions: promotionsContent,
  exclusiveServices: exclusiveServicesContent,
  salePermissions: salePermissionsContent,
};
