import { queryOptions } from '@tanstack/react-query';
import { fidelityLink } from '../../contract/endpoints/fidelity-link';
import { lastOffers } from '../../contract/endpoints/last-offers';
import { newsSection } from '../../contract/sections/news';
import { http } from '../../lib/http';
import { articleQueries } from '../../entities/articles/queries';
import { offersKeys } from '../../entities/offers/api';

/** How many of the newest offers and news the dashboard shows. */
export const LAST_OFFERS_COUNT = 4;
export const LAST_NEWS_COUNT = 3;

/** The `n` newest offers the user may see, privilege offers included, newest first. */
export const fetchLastOffers = (n: number) => http.call(lastOffers, { params: { n } });

/** The fidelity card's address, or null when the user has none (the server sends empty text). */
export async function fetchFidelityLink(): Promise<string | null> {
  const link = (await http.call(fidelityLink)).trim();
  return link === '' ? null : link;
}

export const lastOffersQueryOptions = (n: number) =>
  queryOptions({
    // Under the offers' keys, so that whatever refreshes the offers refreshes these too.
    queryKey: offersKeys.last(n),
    queryFn: () => fetchLastOffers(n),
  });

/** The `n` newest news, under the news' keys (pro and agency only: the server refuses the others). */
export const lastNewsQueryOptions = (n: number) => articleQueries(newsSection).last(n);

export const fidelityLinkQueryOptions = queryOptions({
  queryKey: ['fidelity-link'] as const,
  queryFn: fetchFidelityLink,
});
