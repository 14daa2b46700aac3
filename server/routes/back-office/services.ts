/**
 * The back office's « Services » (docs/back-office/services.md), exclusive services and sale
 * permissions: the content sections' routes with this section's endpoints
 * (src/contract/back-office/services.ts) and store.
 */
import {
  boCreateService,
  boDeleteService,
  boDeleteServiceLogo,
  boService,
  boServices,
  boUpdateService,
  boUploadServiceLogo,
} from '../../../src/contract/back-office/services.js';
import { servicesStore } from '../../services/back-office/services.js';
import { contentSectionRoutes } from './content-section.js';

export default contentSectionRoutes(
  {
    list: boServices,
    item: boService,
    create: boCreateService,
    update: boUpdateService,
    remove: boDeleteService,
    uploadPicture: boUploadServiceLogo,
    removePicture: boDeleteServiceLogo,
  },
  servicesStore,
);
