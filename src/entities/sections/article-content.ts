import type { Article } from '../../contract/api';
import type { ArticleSection } from '../../contract/sections/article-section';
import { articleQueries } from '../articles/queries';
import type { SectionContent } from './define';

/** An article section's content on the device: one list, each item's page. */
export function articleContent(
  section: Pick<ArticleSection, 'name' | 'api'>,
): SectionContent<Article> {
  const queries = articleQueries(section);
  return {
    listKey: queries.keys.list(),
    itemKey: queries.keys.detail,
    offline: {
      list: (fetch) => fetch(queries.list),
      item: (article) => [(fetch) => fetch(queries.item(article.id))],
    },
  };
}
