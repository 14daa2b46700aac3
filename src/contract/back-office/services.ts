/**
 * The back office's « Services » endpoints (docs/back-office/services.md): a content section's
 * (./content-section.ts) at /bo/api/services, with its logo. Schemas: ./schemas/services.ts.
 */
import { contentSectionEndpoints } from './content-section';
import {
  BoServiceDetail,
  BoServiceInput,
  BoServiceListQuery,
  BoServicePage,
} from './schemas/services';

export const boServiceEndpoints = contentSectionEndpoints('/bo/api/services', 'logo', async () => ({
  listQuery: BoServiceListQuery,
  page: BoServicePage,
  input: BoServiceInput,
  detail: BoServiceDetail,
}));
