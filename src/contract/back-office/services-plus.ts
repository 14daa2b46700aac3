/**
 * The back office's « Services » endpoints (docs/back-office/services-plus.md): a content section's
 * (./content-section.ts) at /bo/api/services, with its logo. Schemas: ./schemas/services.ts.
 */
import { contentSectionEndpoints } from './content-section';
import {
  BoServicePlusDetail,
  BoServicePlusInput,
  BoServicePlusListQuery,
  BoServicePlusPage,
} from './schemas/services-plus';

export const boServicePlusEndpoints = contentSectionEndpoints(
  '/bo/api/services',
  'logo',
  async () => ({
    listQuery: BoServicePlusListQuery,
    page: BoServicePlusPage,
    input: BoServicePlusInput,
    detail: BoServicePlusDetail,
  }),
);
