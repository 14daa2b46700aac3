/**
 * The offers the user may see: the offers and promotions lists, and every offer query's keys. Read
 * by the offers pages, the dashboard (the newest offers, under the same keys) and the offline plan;
 * refreshed when the preferences change. An offer's own queries are apart (./detail.ts): the offer
 * list's start, which loads this module, has no room for them.
 */
import { queryOptions } from '@tanstack/react-query';
import { offers } from '../../contract/endpoints/offers';
import { privilegeOffers } from '../../contract/endpoints/privilege-offers';
import { http } from '../../lib/http';

/** Non-privilege offers the user may see ("Solutions & Tarifs Négociés"). */
export const fetchOffers = () => http.call(offers);
/** Privilege offers ("Promotions"). */
export const fetchPrivilegeOffers = () => http.call(privilegeOffers);

/**
 * The offers' query keys, all under `offersKeys.all`: whatever refreshes the offers (a change of
 * the preferences) refreshes every list and detail, the dashboard's newest offers included.
 */
export const offersKeys = {
  all: ['offers'] as const,
  list: () => ['offers', 'list'] as const,
  privilege: () => ['offers', 'privilege'] as const,
  detail: (id: number) => ['offers', 'detail', id] as const,
  linkedSubThemes: (id: number) => ['offers', 'detail', id, 'linked-sub-themes'] as const,
  /** The `n` newest offers (the dashboard's own call). */
  last: (n: number) => ['offers', 'last', n] as const,
};

export const offersQueryOptions = queryOptions({
  queryKey: offersKeys.list(),
  queryFn: fetchOffers,
});

export const privilegeOffersQueryOptions = queryOptions({
  queryKey: offersKeys.privilege(),
  queryFn: fetchPrivilegeOffers,
});
