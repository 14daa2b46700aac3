/**
 * A content section's back-office endpoints (news, services), declared once from the section's
 * path, picture and schemas (docs/back-office/README.md, « Content sections: declared once »): the
 * back office's pages call this group and the server registers its routes from it.
 */
import type { z } from 'zod';
import { endpoint } from '../endpoint';
import { IdParams } from './schemas/common';

/** A section's schemas: its list's query and page, the form's input and an item's detail. */
export interface ContentSectionSchemas<
  ListQuery extends z.ZodType,
  Page extends z.ZodType,
  Input extends z.ZodType,
  Detail extends z.ZodType,
> {
  listQuery: ListQuery;
  page: Page;
  input: Input;
  detail: Detail;
}

/**
 * `path` is the list's (`/bo/api/news`), `picture` the path segment of the item's one picture
 * (`image`, `logo`): a PNG, JPEG or WebP file of at most 200 KB, raw or multipart, its type read
 * from its bytes; its upload and removal answer the item as it now is.
 */
/* @__NO_SIDE_EFFECTS__ */
export function contentSectionEndpoints<
  const Path extends string,
  const Picture extends string,
  ListQuery extends z.ZodType,
  Page extends z.ZodType,
  Input extends z.ZodType,
  Detail extends z.ZodType,
>(
  path: Path,
  picture: Picture,
  schemas: () => Promise<ContentSectionSchemas<ListQuery, Page, Input, Detail>>,
) {
  const item = `${path}/:id` as const;
  const picturePath = `${item}/${picture}` as const;
  return {
    list: endpoint({
      method: 'GET',
      path,
      body: 'none',
      answer: 'json',
      schemas: async () => {
        const { listQuery, page } = await schemas();
        return { query: listQuery, response: page };
      },
    }),
    create: endpoint({
      method: 'POST',
      path,
      body: 'json',
      answer: 'json',
      status: 201,
      schemas: async () => {
        const { input, detail } = await schemas();
        return { body: input, response: detail };
      },
    }),
    item: endpoint({
      method: 'GET',
      path: item,
      body: 'none',
      answer: 'json',
      schemas: async () => ({ params: IdParams, response: (await schemas()).detail }),
    }),
    update: endpoint({
      method: 'PUT',
      path: item,
      body: 'json',
      answer: 'json',
      schemas: async () => {
        const { input, detail } = await schemas();
        return { params: IdParams, body: input, response: detail };
      },
    }),
    remove: endpoint({
      method: 'DELETE',
      path: item,
      body: 'none',
      answer: 'none',
      status: 204,
      schemas: async () => ({ params: IdParams }),
    }),
    uploadPicture: endpoint({
      method: 'PUT',
      path: picturePath,
      body: 'none',
      answer: 'json',
      schemas: async () => ({ params: IdParams, response: (await schemas()).detail }),
    }),
    removePicture: endpoint({
      method: 'DELETE',
      path: picturePath,
      body: 'none',
      answer: 'json',
      schemas: async () => ({ params: IdParams, response: (await schemas()).detail }),
    }),
  };
}

/** What a content section's endpoints are: the back office and the server take this group. */
export type ContentSectionEndpoints = ReturnType<typeof contentSectionEndpoints>;
