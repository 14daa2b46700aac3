/**
 * The « Habillage » section's calls (docs/back-office/branding.md) and its query keys: every key of
 * this section is written here, and a change refreshes the list and that branding through them.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  boCreateCompanyTheming,
  boDeleteThemingLogo,
  boTheming,
  boThemings,
  boUpdateTheming,
  boUploadThemingLogo,
} from '../../../contract/back-office/branding';
import type {
  BoBrandingListQuery,
  BoTheming,
  BoThemingInput,
  LogoKind,
} from '../../../contract/back-office/schemas/branding';
import { itemChanged, sectionKeys } from '../../components/query-keys';
import { boHttp } from '../../http';

export const boBrandingKeys = sectionKeys('branding');

export function fetchBrandingPage(query: BoBrandingListQuery) {
  return boHttp.call(boThemings, { query });
}

export const brandingQueryOptions = (id: number) =>
  queryOptions({
    queryKey: boBrandingKeys.detail(id),
    queryFn: () => boHttp.call(boTheming, { params: { id } }),
  });

export const updateBrandingColors = (id: number, body: BoThemingInput) =>
  boHttp.call(boUpdateTheming, { params: { id }, body });

export const uploadBrandingLogo = (id: number, kind: LogoKind, file: Blob) =>
  boHttp.upload(boUploadThemingLogo, { params: { id, kind } }, file);

export const deleteBrandingLogo = (id: number, kind: LogoKind) =>
  boHttp.call(boDeleteThemingLogo, { params: { id, kind } });

export const createCompanyBranding = (companyId: number, body: BoThemingInput) =>
  boHttp.call(boCreateCompanyTheming, { params: { companyId }, body });

export const brandingChanged = (queryClient: QueryClient, branding: BoTheming) =>
  itemChanged(queryClient, boBrandingKeys, branding);
