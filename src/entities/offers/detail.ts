/** An offer's detail, its sub-themes and the address of its price list, under the offers' keys. */
import { queryOptions } from '@tanstack/react-query';
import { urlOf } from '../../contract/endpoint';
import { offer } from '../../contract/endpoints/offer';
import { offerPriceList } from '../../contract/endpoints/offer-price-list';
import { offerSubThemes } from '../../contract/endpoints/offer-sub-themes';
import { http } from '../../lib/http';
import { offersKeys } from './api';

export const fetchOffer = (id: number) => http.call(offer, { params: { id } });
/** The offer's sub-themes, `active` when in the user's selection. */
export const fetchLinkedSubThemes = (id: number) => http.call(offerSubThemes, { params: { id } });
/** The offer's price list (a PDF), when `offer.priceList`. */
export const priceListUrl = (id: number) => urlOf(offerPriceList, { id });

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
