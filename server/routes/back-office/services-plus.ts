/**
 * The back office's « Services » (docs/back-office/services-plus.md), exclusive services and sale
 * permissions: the content sections' routes with this section's endpoints
 * (src/contract/back-office/services.ts) and store.
 */
import { boServicePlusEndpoints } from '../../../src/contract/back-office/services-plus.js';
import { servicesPlusStore } from '../../services/back-office/services-plus.js';
import { contentSectionRoutes } from './content-section.js';

export default contentSectionRoutes(boServicePlusEndpoints, servicesPlusStore);
