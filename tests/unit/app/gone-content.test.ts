// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { Article, Offer } from '../../../src/contract/api';
import { newsSection } from '../../../src/contract/sections/news';
import { dropGoneContent } from '../../../src/app/gone-content';
import { articleQueries } from '../../../src/entities/articles/queries';
import {
  offersKeys,
  offersQueryOptions,
  privilegeOffersQueryOptions,
} from '../../../src/entities/offers/api';
import { HttpError } from '../../../src/lib/http';

const offer = (id: number, privilege = false) => ({ id, privilege }) as Offer;
const news = (id: number) => ({ id }) as Article;
const { keys: newsKeys, list: newsListQueryOptions } = articleQueries(newsSection);

let queryClient: QueryClient;
let stop: () => void;
let now: number;

beforeEach(async () => {
  now = Date.parse('2026-03-01T10:00:00Z');
  vi.spyOn(Date, 'now').mockImplementation(() => now);
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  stop = await dropGoneContent(queryClient);
});

afterEach(() => {
  stop();
  vi.restoreAllMocks();
});

/** Lets the removals (made after the cache's notification) happen. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
const later = () => {
  now += 1000;
};

describe('content gone from the server leaves the device', () => {
  it('drops a query whose refetch answers 404, instead of keeping its last data', async () => {
    queryClient.setQueryData(offersKeys.detail(4), offer(4));
    queryClient.setQueryData(offersKeys.detail(5), offer(5));
    await queryClient
      .fetchQuery({
        queryKey: offersKeys.detail(4),
        queryFn: () => Promise.reject(new HttpError(404, { message: 'Offre introuvable.' })),
        staleTime: 0,
      })
      .catch(() => undefined);
    // A server fault or a lost connection is no news about the offer: kept.
    await queryClient
      .fetchQuery({
        queryKey: offersKeys.detail(5),
        queryFn: () => Promise.reject(new HttpError(503, null)),
        staleTime: 0,
      })
      .catch(() => undefined);
    await settled();
    expect(queryClient.getQueryData(offersKeys.detail(4))).toBeUndefined();
    expect(queryClient.getQueryData(offersKeys.detail(5))).toEqual(offer(5));
  });

  it('drops the details of offers that lists fetched after them no longer hold', async () => {
    queryClient.setQueryData(offersKeys.detail(1), offer(1));
    queryClient.setQueryData(offersKeys.linkedSubThemes(1), []);
    queryClient.setQueryData(offersKeys.detail(2), offer(2));
    queryClient.setQueryData(offersKeys.detail(3), offer(3, true));
    later();
    queryClient.setQueryData(offersQueryOptions.queryKey, [offer(2)]);
    await settled();
    expect(queryClient.getQueryData(offersKeys.detail(1))).toBeUndefined();
    expect(queryClient.getQueryData(offersKeys.linkedSubThemes(1))).toBeUndefined();
    expect(queryClient.getQueryData(offersKeys.detail(2))).toEqual(offer(2));
    // A promotion is judged by the promotions' list, not fetched yet.
    expect(queryClient.getQueryData(offersKeys.detail(3))).toEqual(offer(3, true));
    later();
    queryClient.setQueryData(privilegeOffersQueryOptions.queryKey, []);
    await settled();
    expect(queryClient.getQueryData(offersKeys.detail(3))).toBeUndefined();
  });

  it('keeps an item fetched after the list: published since, not gone', async () => {
    queryClient.setQueryData(newsListQueryOptions.queryKey, [news(1)]);
    later();
    queryClient.setQueryData(newsKeys.detail(9), news(9));
    queryClient.setQueryData(offersKeys.detail(8), offer(8));
    // The same lists again, older than the items: nothing is judged by them.
    queryClient.setQueryData(newsListQueryOptions.queryKey, [news(1)], { updatedAt: now - 5000 });
    queryClient.setQueryData(offersQueryOptions.queryKey, [], { updatedAt: now - 5000 });
    queryClient.setQueryData(privilegeOffersQueryOptions.queryKey, [], { updatedAt: now - 5000 });
    await settled();
    expect(queryClient.getQueryData(newsKeys.detail(9))).toEqual(news(9));
    expect(queryClient.getQueryData(offersKeys.detail(8))).toEqual(offer(8));
    later();
    queryClient.setQueryData(newsListQueryOptions.queryKey, [news(1)]);
    await settled();
    expect(queryClient.getQueryData(newsKeys.detail(9))).toBeUndefined();
  });
});
