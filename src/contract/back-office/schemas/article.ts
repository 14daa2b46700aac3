/**
 * An article section's items in the back office (« Actualités », docs/back-office/news.md): what
 * an admin writes and what the API answers. A body is plain text, paragraphs separated by blank lines: it is stored and shown
 * as text, never as HTML.
 */
import { z } from 'zod';
import {
  CONTENT_SORTS,
  ContentItem,
  ContentStatus,
  PublishedAt,
  contentListQuery,
  pageOf,
  requiredLine,
  requiredText,
} from './common';

/** The body of `POST /bo/api/<section>` and `PUT /bo/api/<section>/:id`; the image is sent apart. */
export const BoArticleInput = z.object({
  title: requiredLine(200),
  summary: requiredLine(1000),
  body: requiredText(20_000),
  status: ContentStatus,
  /** A date in the future with `published` is a scheduled publication. */
  publishedAt: PublishedAt,
});
export type BoArticleInput = z.infer<typeof BoArticleInput>;

/** An item as listed: every field but the image's bytes (`hasImage` says whether it has one). */
export const BoArticle = ContentItem.extend({
  summary: z.string(),
  body: z.string(),
  hasImage: z.boolean(),
});
export type BoArticle = z.infer<typeof BoArticle>;

/** One item with its image (base64 without the `data:` prefix, or null): the edit form's. */
export const BoArticleDetail = BoArticle.extend({ imageBase64: z.string().nullable() });
export type BoArticleDetail = z.infer<typeof BoArticleDetail>;

/** `GET /bo/api/<section>`: the search runs over title, summary and body. */
export const BoArticleListQuery = contentListQuery(CONTENT_SORTS);
export type BoArticleListQuery = z.infer<typeof BoArticleListQuery>;

export const BoArticlePage = pageOf(BoArticle);
export type BoArticlePage = z.infer<typeof BoArticlePage>;
