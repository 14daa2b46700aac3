/**
 * The back office's article sections (« Actualités », docs/back-office/news.md): the content
 * sections' routes with each section's endpoints and store, built from its definition.
 */
import type { FastifyPluginAsync } from 'fastify';
import { articleBackOfficeEndpoints } from '../../../src/contract/back-office/articles.js';
import { ARTICLE_SECTIONS } from '../../../src/contract/sections/index.js';
import { articleStore } from '../../services/back-office/articles.js';
import { contentSectionRoutes } from './content-section.js';

const articleRoutes: FastifyPluginAsync = async (app) => {
  for (const section of ARTICLE_SECTIONS) {
    await app.register(
      contentSectionRoutes(articleBackOfficeEndpoints(section), articleStore(section)),
    );
  }
};

export default articleRoutes;
