/**
 * The back office's « Actualités » (docs/back-office/news.md): what an admin writes and what the
 * API answers. A body is plain text, paragraphs separated by blank lines: it is stored and shown
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

/** The body of `POST /bo/api/news` and `PUT /bo/api/news/:id`; the image is sent apart. */
export const BoNewsInput = z.object({
  title: requiredLine(200),
  summary: requiredLine(1000),
  body: requiredText(20_000),
  status: ContentStatus,
  /** A date in the future with `published` is a scheduled publication. */
  publishedAt: PublishedAt,
});
export type BoNewsInput = z.infer<typeof BoNewsInput>;

/** A news item as listed: every field but the image's bytes (`hasImage` says whether it has one). */
export const BoNews = ContentItem.extend({
  summary: z.string(),
  body: z.string(),
  hasImage: z.boolean(),
});
export type BoNews = z.infer<typeof BoNews>;

/** One news item with its image (base64 without the `data:` prefix, or null): the edit form's. */
export const BoNewsDetail = BoNews.extend({ imageBase64: z.string().nullable() });
export type BoNewsDetail = z.infer<typeof BoNewsDetail>;

/** `GET /bo/api/news`: the search runs over title, summary and body. */
export const BoNewsListQuery = contentListQuery(CONTENT_SORTS);
export type BoNewsListQuery = z.infer<typeof BoNewsListQuery>;

export const BoNewsPage = pageOf(BoNews);
export type BoNewsPage = z.infer<typeof BoNewsPage>;
