import { newsCount } from '../../contract/endpoints/news-count';
import { http } from '../../lib/http';
import { NEWS_ROLES } from '../session/roles';
import { contentOf, defineSavingSection } from './define';

/** « Actualités »: the news of the user's network, for pro and agency users only. */
export const newsSection = defineSavingSection({
  name: 'news',
  path: '/saving/news',
  label: 'Actualités',
  // Network users never see news: the server refuses them its calls, its count included.
  roles: NEWS_ROLES,
  count: { fetch: () => http.call(newsCount), noun: ['actualité', 'actualités'] },
  seenMarks: 'news',
  content: contentOf('news'),
});
