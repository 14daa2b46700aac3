/**
 * The back office's « Actualités » endpoints (docs/back-office/news.md): a content section's
 * (./content-section.ts) at /bo/api/news, with its image. Schemas: ./schemas/news.ts.
 */
import { contentSectionEndpoints } from './content-section';
import { BoNewsDetail, BoNewsInput, BoNewsListQuery, BoNewsPage } from './schemas/news';

export const boNewsEndpoints = contentSectionEndpoints('/bo/api/news', 'image', async () => ({
  listQuery: BoNewsListQuery,
  page: BoNewsPage,
  input: BoNewsInput,
  detail: BoNewsDetail,
}));
