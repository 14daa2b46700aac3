/**
 * The back office's « Actualités » (docs/back-office/news.md): news items as admins see and write
 * them, drafts and archives included, built by the content sections' store (./content-section.ts).
 * Customers read the same rows through services/news.ts, which shows live ones only. A body is
 * plain text and stays so: nothing here reads it as HTML.
 */
import { sql } from 'drizzle-orm';
import type {
  BoNews,
  BoNewsDetail,
  BoNewsInput,
  BoNewsListQuery,
} from '../../../src/contract/back-office/schemas/news.js';
import { news } from '../../db/schema.js';
import { contentStore } from './content-section.js';

export const newsStore = contentStore<BoNews, BoNewsDetail, BoNewsInput, BoNewsListQuery>({
  table: news,
  entity: 'news',
  columns: {
    id: news.id,
    title: news.title,
    summary: news.summary,
    body: news.body,
    status: news.status,
    publishedAt: news.publishedAt,
    updatedAt: news.updatedAt,
    hasImage: sql<boolean>`${news.imageBase64} is not null`,
  },
  searched: [news.title, news.summary, news.body],
  noun: 'Actualité',
  feminine: true,
  picture: {
    column: news.imageBase64,
    field: 'imageBase64',
    noun: 'Image de l’actualité',
    feminine: true,
    uploaded: 'upload-image',
    deleted: 'delete-image',
  },
});
