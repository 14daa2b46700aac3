// @vitest-environment node
/**
 * The news' routes, built from the news' definition: the titles, the opening screen's intro and
 * the roles they had when written by hand.
 */
import { describe, expect, it } from 'vitest';
import type { AnyRouteMatch } from '@tanstack/react-router';
import { newsSection } from '../../../src/contract/sections/news';
import {
  articleDetailRoute,
  articleListRoute,
  articleSectionRoute,
} from '../../../src/app/article-routes';

/** A match of a route with these static data, as the router gives a route's `head`. */
const matchOf = (staticData: object) => ({ staticData }) as AnyRouteMatch;

describe('article routes', () => {
  it('open the news to pro and agency users only', () => {
    expect(articleSectionRoute(newsSection).staticData.roles).toEqual(['PRO', 'AGENCY']);
  });

  it('title the list, and give its intro before its data', async () => {
    const list = articleListRoute(newsSection);
    expect(list.staticData.intro).toEqual({
      title: 'Actualités',
      lead: 'Les dernières informations de votre réseau, de la plus récente à la plus ancienne.',
    });
    expect((await list.head({ match: matchOf(list.staticData) })).meta).toEqual([
      { title: 'Actualités — Avantages Pro' },
    ]);
  });

  it('title an item by its title, or by the noun until it is known', async () => {
    const detail = articleDetailRoute(newsSection);
    const match = matchOf(detail.staticData);
    expect((await detail.head({ match, loaderData: { title: 'Salon 2026' } })).meta).toEqual([
      { title: 'Salon 2026 — Avantages Pro' },
    ]);
    expect((await detail.head({ match })).meta).toEqual([{ title: 'Actualité — Avantages Pro' }]);
  });
});
