import { type QueryClient, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { Offer, Offers, Redirection, ThemeNodes } from '../../contract/api';
import { http } from '../../lib/http';

/** Non-privilege offers the user may see ("Solutions & Tarifs Négociés"). */
export const fetchOffers = () => http.get<Offers>('/fo/offer/user/offers');
/** Privilege offers ("Promotions"). */
export const fetchPrivilegeOffers = () => http.get<Offers>('/fo/offer/user/offers/privilege');
export const fetchOffer = (id: number) => http.get<Offer>(`/fo/offer/${id}`);
/** The offer's sub-themes, `active` when in the user's selection. */
export const fetchLinkedSubThemes = (id: number) =>
  http.get<ThemeNodes>(`/fo/offer/${id}/linkedSubTheme`);
/** Records the click and answers the url of the supplier's site. */
export const redirectToOfferWebsite = (id: number) =>
  http.post<Redirection>(`/fo/offer/userWebsiteRedirection/${id}`, {});
/** The offer's price list (a PDF), when `offer.priceList`. */
export const priceListUrl = (id: number) => `/document/offer/${id}/priceList/download`;

export const offersQueryOptions = queryOptions({
  queryKey: ['offers', 'list'] as const,
  queryFn: fetchOffers,
});

export const privilegeOffersQueryOptions = queryOptions({
  queryKey: ['offers', 'privilege'] as const,
  queryFn: fetchPrivilegeOffers,
});

export const offerQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['offers', 'detail', id] as const,
    queryFn: () => fetchOffer(id),
  });

export const linkedSubThemesQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['offers', 'detail', id, 'linked-sub-themes'] as const,
    queryFn: () => fetchLinkedSubThemes(id),
  });

/** Everything an offer's detail page shows (an offer or a promotion); answers its title. */
export async function loadOfferDetail(queryClient: QueryClient, id: number) {
  const [offer] = await Promise.all([
    queryClient.ensureQueryData(offerQueryOptions(id)),
    queryClient.ensureQueryData(linkedSubThemesQueryOptions(id)),
  ]);
  return { title: offer.title };
}

export const useOffers = () => useQuery(offersQueryOptions);
export const usePrivilegeOffers = () => useQuery(privilegeOffersQueryOptions);
export const useOffer = (id: number) => useQuery(offerQueryOptions(id));
export const useLinkedSubThemes = (id: number) => useQuery(linkedSubThemesQueryOptions(id));

export const useOfferRedirection = () =>
  useMutation({ mutationFn: (id: number) => redirectToOfferWebsite(id) });
