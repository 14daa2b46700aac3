/** « Actualités »: the news of the user's network, for pro and agency users only. */
import { defineArticleSection } from './article-section';

export const newsSection = defineArticleSection({
  name: 'news',
  label: 'Actualités',
  noun: { one: 'actualité', many: 'actualités', feminine: true },
  // Network users never see news.
  roles: ['PRO', 'AGENCY'],
  api: '/fo/news',
  page: '/saving/news',
  lead: 'Les dernières informations de votre réseau, de la plus récente à la plus ancienne.',
  seenMarks: true,
});
