/**
 * The back office's endpoints of this section (docs/back-office/news.md). Schemas:
 * ./schemas/news.ts. This module exports endpoints only: ../endpoints.ts lists them all.
 */
import { endpoint } from '../endpoint';
import { IdParams } from './schemas/common';
import { BoNewsDetail, BoNewsInput, BoNewsListQuery, BoNewsPage } from './schemas/news';

export const boNewsList = endpoint({
  method: 'GET',
  path: '/bo/api/news',
  body: 'none',
  answer: 'json',
  schemas: async () => ({ query: BoNewsListQuery, response: BoNewsPage }),
});

export const boCreateNews = endpoint({
  method: 'POST',
  path: '/bo/api/news',
  body: 'json',
  answer: 'json',
  status: 201,
  schemas: async () => ({ body: BoNewsInput, response: BoNewsDetail }),
});

export const boNews = endpoint({
  method: 'GET',
  path: '/bo/api/news/:id',
  body: 'none',
  answer: 'json',
  schemas: async () => ({ params: IdParams, response: BoNewsDetail }),
});

export const boUpdateNews = endpoint({
  method: 'PUT',
  path: '/bo/api/news/:id',
  body: 'json',
  answer: 'json',
  schemas: async () => ({ params: IdParams, body: BoNewsInput, response: BoNewsDetail }),
});

export const boDeleteNews = endpoint({
  method: 'DELETE',
  path: '/bo/api/news/:id',
  body: 'none',
  answer: 'none',
  status: 204,
  schemas: async () => ({ params: IdParams }),
});

/**
 * The image: a PNG, JPEG or WebP file of at most 200 KB, raw or multipart (its type read
 * from its bytes). This call and the removal answer the news item as it now is.
 */
export const boUploadNewsImage = endpoint({
  method: 'PUT',
  path: '/bo/api/news/:id/image',
  body: 'none',
  answer: 'json',
  schemas: async () => ({ params: IdParams, response: BoNewsDetail }),
});

export const boDeleteNewsImage = endpoint({
  method: 'DELETE',
  path: '/bo/api/news/:id/image',
  body: 'none',
  answer: 'json',
  schemas: async () => ({ params: IdParams, response: BoNewsDetail }),
});
