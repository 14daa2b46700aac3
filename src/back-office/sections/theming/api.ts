/**
 * The « Habillage » section's calls (docs/back-office/theming.md) and its query keys: every key of
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
} from '../../../contract/back-office/theming';
import type {
  BoBrandingListQuery,
  BoTheming,
  BoThemingInput,
  LogoKind,
} from '../../../contract/back-office/schemas/theming';
import { boHttp } from '../../http';

export const boThemingKeys = {
  all: ['bo', 'themings'] as const,
  lists: () => [...boThemingKeys.all, 'list'] as const,
  detail: (id: number) => [...boThemingKeys.all, 'detail', id] as const,
};

export function fetchBrandingPage(query: BoBrandingListQuery) {
  return boHttp.call(boThemings, { query });
}

export const themingQueryOptions = (id: number) =>
  queryOptions({
    queryKey: boThemingKeys.detail(id),
    queryFn: () => boHttp.call(boTheming, { params: { id } }),
  });

export const updateThemingColors = (id: number, body: BoThemingInput) =>
  boHttp.call(boUpdateTheming, { params: { id }, body });

export const uploadThemingLogo = (id: number, kind: LogoKind, file: Blob) =>
  boHttp.upload(boUploadThemingLogo, { params: { id, kind } }, file);

export const deleteThemingLogo = (id: number, kind: LogoKind) =>
  boHttp.call(boDeleteThemingLogo, { params: { id, kind } });

export const createCompanyTheming = (companyId: number, body: BoThemingInput) =>
  boHttp.call(boCreateCompanyTheming, { params: { companyId }, body });

/** After a change: the branding's new state in the cache, and the list fetched again. */
export function themingChanged(queryClient: QueryClient, theming: BoTheming): void {
  queryClient.setQueryData(boThemingKeys.detail(theming.id), theming);
  void queryClient.invalidateQueries({ queryKey: boThemingKeys.lists() });
}
