/**
 * The « Offres » section's own calls (docs/back-office/offers.md), beside those the content
 * machinery builds from its declaration (./section.tsx): the theme tree its form and list choose
 * from, and the price list.
 */
import { queryOptions } from '@tanstack/react-query';
import {
  boDeleteOfferPriceList,
  boUploadOfferPriceList,
} from '../../../contract/back-office/offers';
import { boThemeTree } from '../../../contract/back-office/theme-tree';
import { boHttp } from '../../http';

/**
 * The theme tree (the « Thèmes » section's endpoint, deactivated nodes included): the sub-themes
 * an offer is linked to are chosen in it, and the list is filtered by its themes.
 */
export const offerThemeTreeQueryOptions = queryOptions({
  queryKey: ['bo', 'offers', 'theme-tree'] as const,
  queryFn: () => boHttp.call(boThemeTree),
});

export const uploadOfferPriceList = (id: number, file: Blob) =>
  boHttp.upload(boUploadOfferPriceList, { params: { id } }, file);

export const deleteOfferPriceList = (id: number) =>
  boHttp.call(boDeleteOfferPriceList, { params: { id } });
