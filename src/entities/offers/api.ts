/**
 * The offers the user may see: the offers and promotions lists, an offer's detail and its
 * sub-themes, and the address of its price list. Read by the offers pages, the dashboard (the
 * newest offers, under the same keys) and the offline plan; refreshed when the preferences change.
 */
import { queryOptions } from '@tanstack/react-query';
import { urlOf } from '../../contract/endpoint';
import { offer } from '../../contract/endpoints/offer';
import { offerPriceList } from '../../contract/endpoints/offer-price-list';
import { offerSubThemes } from '../../contract/endpoints/offer-sub-themes';
import { offers } from '../../contract/endpoints/offers';
import { privilegeOffers } from '../../contract/endpoints/privilege-offers';
import { http } from '../../lib/http';

/** Non-privilege offers the user may see ("Solutions & Tarifs Négociés"). */
export const fetchOffers = () => http.call(offers);
/** Privilege offers ("Promotions"). */
export const fetchPrivilegeOffers = () => http.call(privilegeOffers);
export const fetchOffer = (id: number) => http.call(offer, { params: { id } });
/** The offer's sub-themes, `active` when in the user's selection. */
export const fetchLinkedSubThemes = (id: number) => http.call(offerSubThemes, { params: { id } });
/** The offer's price list (a PDF), when `offer.priceList`. */
export const priceListUrl = (id: number) => urlOf(offerPriceList, { id });

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
