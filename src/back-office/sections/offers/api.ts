/**
 * The « Offres » section's calls (docs/back-office/offers.md) and its query keys: every key of
 * this section is written here, and what changes an offer refreshes the section's lists and that
 * offer's detail through them.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  boCreateOffer,
  boDeleteOffer,
  boDeleteOfferLogo,
  boDeleteOfferPriceList,
  boOffer,
  boOffers,
  boUpdateOffer,
  boUploadOfferLogo,
  boUploadOfferPriceList,
} from '../../../contract/back-office/offers';
import type {
  BoOfferDetail,
  BoOfferInput,
  BoOfferListQuery,
} from '../../../contract/back-office/schemas/offers';
import { boThemeTree } from '../../../contract/back-office/theme-tree';
import { boHttp } from '../../http';

export const boOffersKeys = {
  all: ['bo', 'offers'] as const,
  lists: () => [...boOffersKeys.all, 'list'] as const,
  detail: (id: number) => [...boOffersKeys.all, 'detail', id] as const,
  themeTree: () => [...boOffersKeys.all, 'theme-tree'] as const,
};

/**
 * The theme tree (the « Thèmes » section's endpoint, deactivated nodes included): the sub-themes
 * an offer is linked to are chosen in it, and the list is filtered by its themes.
 */
export const offerThemeTreeQueryOptions = queryOptions({
  queryKey: boOffersKeys.themeTree(),
  queryFn: () => boHttp.call(boThemeTree),
});

export function fetchOfferPage(query: BoOfferListQuery) {
  return boHttp.call(boOffers, { query });
}

export const offerQueryOptions = (id: number) =>
  queryOptions({
    queryKey: boOffersKeys.detail(id),
    queryFn: () => boHttp.call(boOffer, { params: { id } }),
  });

export const createOffer = (body: BoOfferInput) => boHttp.call(boCreateOffer, { body });

export const updateOffer = (id: number, body: BoOfferInput) =>
  boHttp.call(boUpdateOffer, { params: { id }, body });

export const deleteOffer = (id: number) => boHttp.call(boDeleteOffer, { params: { id } });

export const uploadOfferLogo = (id: number, file: Blob) =>
  boHttp.upload(boUploadOfferLogo, { params: { id } }, file);

export const deleteOfferLogo = (id: number) => boHttp.call(boDeleteOfferLogo, { params: { id } });

export const uploadOfferPriceList = (id: number, file: Blob) =>
  boHttp.upload(boUploadOfferPriceList, { params: { id } }, file);

export const deleteOfferPriceList = (id: number) =>
  boHttp.call(boDeleteOfferPriceList, { params: { id } });

/** After a change: the offer's new state in the cache, and every list fetched again. */
export function offerChanged(queryClient: QueryClient, offer: BoOfferDetail): void {
  queryClient.setQueryData(boOffersKeys.detail(offer.id), offer);
  void queryClient.invalidateQueries({ queryKey: boOffersKeys.lists() });
}

/** After a deletion: the offer leaves the cache, and every list is fetched again. */
export function offerDeleted(queryClient: QueryClient, id: number): void {
  queryClient.removeQueries({ queryKey: boOffersKeys.detail(id) });
  void queryClient.invalidateQueries({ queryKey: boOffersKeys.lists() });
}
