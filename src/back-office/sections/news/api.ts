/**
 * The « Actualités » section's calls (docs/back-office/news.md) and its query keys: every key of
 * this section is written here, and what changes a news item refreshes the section's lists and
 * that item's detail through them.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  boCreateNews,
  boDeleteNews,
  boDeleteNewsImage,
  boNews,
  boNewsList,
  boUpdateNews,
  boUploadNewsImage,
} from '../../../contract/back-office/news';
import type {
  BoNewsDetail,
  BoNewsInput,
  BoNewsListQuery,
} from '../../../contract/back-office/schemas/news';
import { boHttp } from '../../http';

export const boNewsKeys = {
  all: ['bo', 'news'] as const,
  lists: () => [...boNewsKeys.all, 'list'] as const,
  detail: (id: number) => [...boNewsKeys.all, 'detail', id] as const,
};

export function fetchNewsPage(query: BoNewsListQuery) {
  return boHttp.call(boNewsList, { query });
}

export const newsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: boNewsKeys.detail(id),
    queryFn: () => boHttp.call(boNews, { params: { id } }),
  });

export const createNews = (body: BoNewsInput) => boHttp.call(boCreateNews, { body });

export const updateNews = (id: number, body: BoNewsInput) =>
  boHttp.call(boUpdateNews, { params: { id }, body });

export const deleteNews = (id: number) => boHttp.call(boDeleteNews, { params: { id } });

export const uploadNewsImage = (id: number, file: Blob) =>
  boHttp.upload(boUploadNewsImage, { params: { id } }, file);

export const deleteNewsImage = (id: number) => boHttp.call(boDeleteNewsImage, { params: { id } });

/** After a change: the item's new state in the cache, and every list fetched again. */
export function newsChanged(queryClient: QueryClient, item: BoNewsDetail): void {
  queryClient.setQueryData(boNewsKeys.detail(item.id), item);
  void queryClient.invalidateQueries({ queryKey: boNewsKeys.lists() });
}

/** After a deletion: the item leaves the cache, and every list is fetched again. */
export function newsDeleted(queryClient: QueryClient, id: number): void {
  queryClient.removeQueries({ queryKey: boNewsKeys.detail(id) });
  void queryClient.invalidateQueries({ queryKey: boNewsKeys.lists() });
}
