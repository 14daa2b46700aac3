/**
 * The back office's endpoints of an article section (src/contract/sections/article-section.ts):
 * a content section's (./content-section.ts) at `/bo/api/<name>`, with its image. Schemas:
 * ./schemas/article.ts, every article section's.
 */
import { backOfficeApiOf, type ArticleSection } from '../sections/article-section';
import { ARTICLE_SECTIONS, type ArticleSectionName } from '../sections/index';
import { contentSectionEndpoints } from './content-section';
import {
  BoArticleDetail,
  BoArticleInput,
  BoArticleListQuery,
  BoArticlePage,
} from './schemas/article';

/* @__NO_SIDE_EFFECTS__ */
export const articleBackOfficeEndpoints = <const Name extends string>(
  section: Pick<ArticleSection<Name>, 'name'>,
) =>
  contentSectionEndpoints(backOfficeApiOf(section), 'image', async () => ({
    listQuery: BoArticleListQuery,
    page: BoArticlePage,
    input: BoArticleInput,
    detail: BoArticleDetail,
  }));

export type ArticleBackOfficeEndpoints = ReturnType<typeof articleBackOfficeEndpoints>;

/** Every article section's, by section name: for the server and the tests. */
export const boArticleEndpoints = Object.fromEntries(
  ARTICLE_SECTIONS.map((section) => [section.name, articleBackOfficeEndpoints(section)]),
) as Record<ArticleSectionName, ArticleBackOfficeEndpoints>;
