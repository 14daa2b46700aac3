/**
 * The offers the user may see: the offers and promotions lists, an offer's detail and its
 * sub-themes, and the address of its price list. Read by the offers pages, the dashboard (the
 * newest offers, under the same keys) and the offline plan; refreshed when the preferences change.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Offer, Offers, ThemeNodes } from '../../contract/api';
import { http } from '../../lib/http';

/** Non-privilege offers the user may see ("Solutions & Tarifs Négociés"). */
export const fetchOffers = () => http.get<Offers>('/fo/offer/user/offers');
/** Privilege offers ("Promotions"). */
export const fetchPrivilegeOffers = () => http.get<Offers>('/fo/offer/user/offers/privilege');
export const fetchOffer = (id: number) => http.get<Offer>(`/fo/offer/${id}`);
/** The offer's sub-themes, `active` when in the user's selection. */
export const fetchLinkedSubThemes = (id: number) =>
  http.get<ThemeNodes>(`/fo/offer/${id}/linkedSubTheme`);
/** The offer's price list (a PDF), when `offer.priceList`. */
export const priceListUrl = (id: number) => `/document/offer/${id}/priceList/download`;

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

export const offerQueryOptions = (id: number) =>
  queryOptions({
    queryKey: offersKeys.detail(id),
    queryFn: () => fetchOffer(id),
  });

export const linkedSubThemesQueryOptions = (id: number) =>
  queryOptions({
    queryKey: offersKeys.linkedSubThemes(id),
    queryFn: () => fetchLinkedSubThemes(id),
  });

export const useOffers = () => useQuery(offersQueryOptions);
export const usePrivilegeOffers = () => useQuery(privilegeOffersQueryOptions);
export const useOffer = (id: number) => useQuery(offerQueryOptions(id));
export const useLinkedSubThemes = (id: number) => useQuery(linkedSubThemesQueryOptions(id));
