/**
 * The back office's « Actualités » (docs/back-office/news.md): the content sections' routes with
 * this section's endpoints (src/contract/back-office/news.ts) and store.
 */
import { boNewsEndpoints } from '../../../src/contract/back-office/news.js';
import { newsStore } from '../../services/back-office/news.js';
import { contentSectionRoutes } from './content-section.js';

export default contentSectionRoutes(boNewsEndpoints, newsStore);
