// @vitest-environment node
/**
 * An article section's queries, built from its definition: the news keep the keys they had when
 * they were written by hand, which the device's stored cache and the dashboard share.
 */
import { describe, expect, it } from 'vitest';
import { newsSection } from '../../../src/contract/sections/news';
import { articleQueries } from '../../../src/entities/articles/queries';

describe('articleQueries', () => {
  it('keys the news under their name, as before', () => {
    const news = articleQueries(newsSection);
    expect(news.keys.all).toEqual(['news']);
    expect(news.list.queryKey).toEqual(['news', 'list']);
    expect(news.item(7).queryKey).toEqual(['news', 'detail', 7]);
    expect(news.last(3).queryKey).toEqual(['news', 'last', 3]);
  });
});
