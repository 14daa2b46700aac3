import type { News } from '../../contract/api';
import { newsKeys, newsListQueryOptions, newsQueryOptions } from '../news/api';
import type { SectionContent } from './define';

/** The news' content on the device: one list, each article's page. */
export const newsContent: SectionContent<News> = {
  listKey: newsKeys.list(),
  itemKey: newsKeys.detail,
  offline: {
    list: (fetch) => fetch(newsListQueryOptions),
    item: (article) => [(fetch) => fetch(newsQueryOptions(article.id))],
  },
};
