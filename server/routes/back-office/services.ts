/**
 * The back office's « Services » (docs/back-office/services.md), exclusive services and sale
 * permissions: the content sections' routes with this section's endpoints
 * (src/contract/back-office/services.ts) and store.
 */
import { boServiceEndpoints } from '../../../src/contract/back-office/services.js';
import { servicesStore } from '../../services/back-office/services.js';
import { contentSectionRoutes } from './content-section.js';

export default contentSectionRoutes(boServiceEndpoints, servicesStore);
