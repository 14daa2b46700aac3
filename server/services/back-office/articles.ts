/**
 * An article section's items as admins see and write them (docs/back-office/news.md), drafts and
 * archives included, built by the content sections' store (./content-section.ts) from the
 * section's definition (src/contract/sections/). Customers read the same rows through
 * services/articles.ts, which shows live ones only. A body is plain text and stays so: nothing
 * here reads it as HTML.
 */
import { sql } from 'drizzle-orm';
import type {
  BoArticle,
  BoArticleDetail,
  BoArticleInput,
  BoArticleListQuery,
} from '../../../src/contract/back-office/schemas/article.js';
import type { ArticleSection } from '../../../src/contract/sections/article-section.js';
import { frenchPhrases } from '../../../src/contract/sections/french.js';
import type { ArticleSectionName } from '../../../src/contract/sections/index.js';
import { ARTICLE_TABLES } from '../../db/schema.js';
import { contentStore } from './content-section.js';

export function articleStore(section: ArticleSection<ArticleSectionName>) {
  const table = ARTICLE_TABLES[section.name];
  const words = frenchPhrases(section.noun);
  return contentStore<BoArticle, BoArticleDetail, BoArticleInput, BoArticleListQuery>({
    table,
    entity: section.name,
    columns: {
      id: table.id,
      title: table.title,
      summary: table.summary,
      body: table.body,
      status: table.status,
      publishedAt: table.publishedAt,
      updatedAt: table.updatedAt,
      hasImage: sql<boolean>`${table.imageBase64} is not null`,
    },
    searched: [table.title, table.summary, table.body],
    noun: words.One,
    feminine: section.noun.feminine,
    picture: {
      column: table.imageBase64,
      field: 'imageBase64',
      noun: `Image ${words.of}`,
      feminine: true,
      uploaded: 'upload-image',
      deleted: 'delete-image',
    },
  });
}
